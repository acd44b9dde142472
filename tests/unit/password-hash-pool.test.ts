import bcrypt from "bcryptjs";
import { captureLogLines } from "@/tests/helpers/log-lines";
import { hashEach, hashPasswords, hashThreadCount, shutdownHashPool } from "@/lib/server/passwords/hash-pool";

// The worker file is plain .mjs found from the project root, so it must load under jest as it does
// under Next and tsx; a fallback to the main thread would only show as a warning.
describe("hash worker pool", () => {
  const logLines = captureLogLines("warn");
  afterAll(() => shutdownHashPool());

  it("hashes on worker threads with bcrypt cost 10, in input order", async () => {
    const passwords = Array.from({ length: hashThreadCount() * 2 }, (_, i) => `pool-password-${i}`);
    const hashes = await hashPasswords(passwords);
    expect(logLines).toEqual([]); // no "hash workers unavailable; hashing on the main thread"
    expect(hashes).toHaveLength(passwords.length);
    for (const [i, hash] of hashes.entries()) {
      expect(hash).toMatch(/^\$2[aby]\$10\$/);
      expect(await bcrypt.compare(passwords[i]!, hash)).toBe(true);
    }
  });

  it("starts again after a shutdown", async () => {
    await shutdownHashPool();
    const [hash] = await hashPasswords(["after-shutdown"], 4);
    expect(await bcrypt.compare("after-shutdown", hash!)).toBe(true);
  });

  it("drops the queued hashes when their signal aborts: only those already on a thread finish", async () => {
    const stop = new AbortController();
    // Cost 4: what is dropped does not depend on the cost, and threads busy with cost-10 hashes
    // this close to the file's end outlasted jest's 500 ms worker exit ("failed to exit gracefully").
    const hashes = hashEach(
      Array.from({ length: 40 }, (_, i) => `queued-${i}`),
      4,
      stop.signal,
    );
    stop.abort(new Error("shutting down"));
    const settled = await Promise.allSettled(hashes);
    const done = settled.filter((s) => s.status === "fulfilled").length;
    expect(done).toBeLessThanOrEqual(hashThreadCount());
    expect(settled.filter((s) => s.status === "rejected")).toHaveLength(40 - done);
    // The pool goes on with other work.
    const [hash] = await hashPasswords(["after-abort"], 4);
    expect(await bcrypt.compare("after-abort", hash!)).toBe(true);
  });
});
