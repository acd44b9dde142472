import "server-only";

// An in-process LRU bounded by bytes: what the cached list answers (answer-cache.ts) are kept in.
// Reading an entry marks it as the most recently used; storing beyond the budget drops the least
// recently used first.

export class ByteBoundedCache<T> {
  private entries = new Map<string, T>();
  private bytes = 0;

  constructor(
    private readonly sizeOf: (entry: T) => number,
    readonly maxBytes: number,
  ) {}

  get size() {
    return this.entries.size;
  }

  get usedBytes() {
    return this.bytes;
  }

  /** The entry, marked as the most recently used. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The entry, without touching its place in the LRU order. */
  peek(key: string): T | undefined {
    return this.entries.get(key);
  }

  /** Stores an entry, evicting the least recently used beyond the byte budget. */
  set(key: string, entry: T) {
    this.delete(key);
    const size = this.sizeOf(entry);
    if (size > this.maxBytes) return; // larger than the whole cache: served, not kept
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= this.sizeOf(e);
    }
  }

  delete(key: string) {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.bytes -= this.sizeOf(old);
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }
}
