/**
 * The answers of recent lookups, kept in this process for a short time so that a popular number is served without
 * touching the database. Bounded by bytes (`sizeOf` of each value, least recently used out first), since one answer
 * can be a few hundred bytes (a number nobody knows) or tens of kilobytes (a long journey); an entry never outlives
 * the freshness of the stored result, and a stored change in this process removes it at once.
 */
export class LookupCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: T) => number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Re-inserting keeps the Map's order as least to most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` for `ttlMs`; nothing with no time to live, or bigger than the whole bound. */
  set(key: string, value: T, ttlMs: number): void {
    this.delete(key);
    const bytes = this.sizeOf(value);
    if (ttlMs <= 0 || bytes > this.maxBytes) return;
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the entries held count for against the bound. */
  get heldBytes(): number {
    return this.bytes;
  }
}
