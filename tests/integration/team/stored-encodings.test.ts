import zlib from "node:zlib";
import { AnswerCache } from "@/lib/server/answers/answer-cache";
import { STORE_ENCODED_FROM_BYTES } from "@/lib/server/answers/encoded-copies";
import { setAnswerCacheForTests, versionedJson } from "@/lib/server/answers/versioned-answer";
import { PRE_ENCODED_HEADER, installFrontCompression } from "@/lib/server/http/front-compression";
import { useTestDatabase } from "@/tests/helpers/test-db";

// Issue 12, outcome 3: a cached list answer keeps its bytes compressed once per data version, so
// the requests after the first cost no compression (ADR 0020). This file's process compresses in
// front of Next, as the production server does from instrumentation.ts.
useTestDatabase();
const cache = new AnswerCache();
beforeAll(() => {
  installFrontCompression();
  setAnswerCacheForTests(cache);
});
afterAll(() => setAnswerCacheForTests(undefined));

const people = Array.from({ length: 1500 }, (_, i) => ({ id: i, name: `Person ${i}`, title: "Engineer" }));
const request = (acceptEncoding?: string) =>
  new Request("http://localhost/api/x", {
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });
let computed = 0;
const answer = (acceptEncoding?: string, call = "big", body: unknown = people) =>
  versionedJson(request(acceptEncoding), {
    call,
    owner: 1,
    compute: async () => {
      computed++;
      return body;
    },
  });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

async function untilStored(key: string) {
  for (let i = 0; i < 200 && !cache.peek(key)?.encoded; i++) await new Promise((r) => setTimeout(r, 10));
  expect(cache.peek(key)?.encoded).toBeDefined();
}

it("answers first in plain JSON, then from the stored brotli or gzip copy the client accepts", async () => {
  const first = await answer("gzip, deflate, br");
  expect(first.headers.get(PRE_ENCODED_HEADER)).toBeNull();
  const plain = await bytesOf(first);
  expect(JSON.parse(plain.toString("utf8"))).toEqual(people);
  expect(plain.byteLength).toBeGreaterThan(STORE_ENCODED_FROM_BYTES);
  // The first answer after a write makes no copies: only one asked for again is worth them.
  await new Promise((r) => setTimeout(r, 100));
  expect(cache.peek("big:1")?.encoded).toBeUndefined();
  const second = await answer("gzip, deflate, br");
  expect(second.headers.get(PRE_ENCODED_HEADER)).toBeNull();
  await untilStored("big:1");

  const br = await answer("gzip, deflate, br, zstd");
  expect(br.headers.get(PRE_ENCODED_HEADER)).toBe("br");
  expect(br.headers.get("vary")).toBe("Cookie, Accept-Encoding");
  const brBytes = await bytesOf(br);
  expect(brBytes.byteLength).toBeLessThan(plain.byteLength / 5);
  expect(zlib.brotliDecompressSync(brBytes).equals(plain)).toBe(true);

  const gzip = await answer("gzip, deflate");
  expect(gzip.headers.get(PRE_ENCODED_HEADER)).toBe("gzip");
  expect(zlib.gunzipSync(await bytesOf(gzip)).equals(plain)).toBe(true);

  const none = await answer();
  expect(none.headers.get(PRE_ENCODED_HEADER)).toBeNull();
  expect((await bytesOf(none)).equals(plain)).toBe(true);
  // one computation for all of them: the version did not move
  expect(computed).toBe(1);
  // every copy carries the same ETag, so a browser's revalidation still gets 304
  expect(new Set([first, second, br, gzip, none].map((r) => r.headers.get("etag"))).size).toBe(1);
});

it("keeps no copies of a small answer (it is compressed on the fly)", async () => {
  const small = [{ id: 1, name: "Solo" }];
  await bytesOf(await answer("br", "small", small));
  await bytesOf(await answer("br", "small", small));
  await new Promise((r) => setTimeout(r, 50));
  expect(cache.peek("small:1")?.encoded).toBeUndefined();
  expect((await answer("br", "small", small)).headers.get(PRE_ENCODED_HEADER)).toBeNull();
});
