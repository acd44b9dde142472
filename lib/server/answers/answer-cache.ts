import "server-only";
import { ByteBoundedCache } from "@/lib/server/answers/byte-bounded-cache";

// The serialised list answers, one entry per (call, owner), in an LRU bounded by bytes: an entry
// holds the data version it was built at, its ETag, its JSON bytes and their gzip, so a hit costs
// no query, no stringify and no compression. A newer version replaces the entry.

export type CachedAnswer = {
  version: string;
  etag: string;
  body: Buffer;
  /** The JSON bytes gzipped once, sent to a browser that takes gzip (ADR 0079). */
  gzip: Buffer;
};

export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

const sizeOf = (a: CachedAnswer) => a.body.byteLength + a.gzip.byteLength + a.etag.length + 64;

export class AnswerCache extends ByteBoundedCache<CachedAnswer> {
  constructor(maxBytes = DEFAULT_CACHE_BYTES) {
    super(sizeOf, maxBytes);
  }
}
