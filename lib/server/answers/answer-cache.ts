import "server-only";
import type { StoredEncoding } from "@/lib/server/http/accept-encoding";

// An in-process LRU of serialised answers, bounded by bytes, one entry per (call, owner): an entry
// holds the data version it was built at, its ETag and its JSON bytes, so a hit costs no query
// and no stringify. A newer version replaces the entry.

export type CachedAnswer = {
  version: string;
  etag: string;
  body: Buffer;
  /** The same bytes compressed once, when the server compresses in front of Next (ADR 0020). */
  encoded?: Partial<Record<StoredEncoding, Buffer>>;
};

export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

const sizeOf = (a: CachedAnswer) =>
  a.body.byteLength +
  (a.encoded?.br?.byteLength ?? 0) +
  (a.encoded?.gzip?.byteLength ?? 0) +
  a.etag.length +
  64;

export class AnswerCache {
  private entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(readonly maxBytes = DEFAULT_CACHE_BYTES) {}

  get size() {
    return this.entries.size;
  }

  get usedBytes() {
    return this.bytes;
  }

  /** The entry, marked as the most recently used. */
  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The entry, without touching its place in the LRU order. */
  peek(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  /** Stores an entry, evicting the least recently used beyond the byte budget. */
  set(key: string, entry: CachedAnswer) {
    this.delete(key);
    const size = sizeOf(entry);
    if (size > this.maxBytes) return; // larger than the whole cache: served, not kept
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= sizeOf(e);
    }
  }

  delete(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(old);
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }
}
