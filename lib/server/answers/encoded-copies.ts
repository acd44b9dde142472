import "server-only";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { AnswerCache, CachedAnswer } from "@/lib/server/answers/answer-cache";
import { frontCompressionInstalled } from "@/lib/server/http/front-compression";

// A cached answer's bytes compressed once, for every later request that accepts them (ADR 0020):
// brotli at quality 5 and gzip at level 6, both smaller than the on-the-fly gzip at level 1 and
// paid once per data version instead of once per request. Made on libuv's thread pool when the
// answer is asked for a second time, so the first (cold) answer after a write waits for none of it.

/**
 * Answers below this go out as they are: the compression layer leaves anything under 1 KB alone.
 * From there on a stored copy is worth it even for a small team's list: answered in front of Next
 * (front-answers.ts), compressing 7 KB on the fly was a third of the answer's cost.
 */
export const STORE_ENCODED_FROM_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function encodedCopies(body: Buffer): Promise<NonNullable<CachedAnswer["encoded"]>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzip(body, { level: 6 }),
  ]);
  return { br, gzip: gz };
}

// Entries whose copies are being made: each entry is compressed once, however many ask meanwhile.
const encoding = new WeakSet<CachedAnswer>();

/** Adds the copies to `entry` in the cache, unless a newer answer has replaced it meanwhile. */
export function storeEncodedCopies(cache: AnswerCache, key: string, entry: CachedAnswer): void {
  if (entry.encoded || encoding.has(entry)) return;
  if (!frontCompressionInstalled() || entry.body.byteLength < STORE_ENCODED_FROM_BYTES) return;
  encoding.add(entry);
  encodedCopies(entry.body).then(
    (encoded) => {
      if (cache.peek(key) === entry) cache.set(key, { ...entry, encoded });
    },
    () => {
      // compression failed (out of memory): the answer is still served, compressed per request
    },
  );
}
