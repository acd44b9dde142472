import { AnswerCache } from "@/lib/server/answers/answer-cache";

const entry = (version: string, bytes: number) => ({
  version,
  etag: `W/"${version}"`,
  body: Buffer.alloc(bytes),
  gzip: Buffer.alloc(0),
});

describe("AnswerCache", () => {
  it("keeps one entry per key and evicts the least recently used beyond its byte budget", () => {
    const cache = new AnswerCache(1000);
    cache.set("a", entry("1", 300));
    cache.set("b", entry("1", 300));
    cache.set("a", entry("2", 300)); // replaces a's older version, does not add
    expect(cache.size).toBe(2);
    cache.get("b"); // b is now the most recently used
    cache.set("c", entry("1", 300));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")?.version).toBe("1");
    expect(cache.get("c")?.version).toBe("1");
    expect(cache.usedBytes).toBeLessThanOrEqual(1000);
  });

  it("does not keep an answer larger than the whole budget", () => {
    const cache = new AnswerCache(100);
    cache.set("big", entry("1", 500));
    expect(cache.size).toBe(0);
    expect(cache.usedBytes).toBe(0);
  });
});
