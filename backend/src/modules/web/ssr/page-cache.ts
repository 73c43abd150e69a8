import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { keptBuffer } from '../../../common/kept-buffer.js';

/** How each encoding the cache keeps is read back. */
const DECOMPRESS: Record<string, ((body: Buffer) => Buffer) | undefined> = {
  br: (body) => brotliDecompressSync(body),
  gzip: (body) => gunzipSync(body),
};

/** A stored page's UTF-8 bytes: as stored, or read back from a compressed copy (a fraction of a millisecond). */
export function plainBytes(page: CachedPage): Buffer {
  if (page.plain) return page.plain;
  for (const [encoding, body] of page.encoded) {
    const decompress = DECOMPRESS[encoding];
    if (decompress) return decompress(body);
  }
  throw new Error(`The cached page ${page.key} has neither its bytes nor a compressed copy`);
}

/** A counter all API processes share (Redis): bumped when staff change something, read to drop stale pages. */
export interface SharedVersion {
  read(): Promise<string | null>;
  /** Moves the counter on by one; says the new value. */
  bump(): Promise<string>;
}

export interface PageCacheOptions {
  /** Bytes of HTML and compressed copies held at most; the least recently used pages go first. */
  maxBytes: number;
  /**
   * Bytes counted for each entry besides its HTML or JSON and compressed copies: its key, record and Buffers in the
   * heap, so that many small entries (JSON answers, short pages) cannot hold much more memory than the bound says.
   */
  entryBytes?: number;
  /** A page is rendered again after this long, whatever happened. */
  ttlMs: number;
  /** How often the shared version is read (at most once per this many ms, on a lookup). */
  checkEveryMs: number;
  shared?: SharedVersion;
  /**
   * Counters for kinds of entries that change without a staff change (route statistics, on every delivery): a change
   * of one drops the entries whose key starts with its prefix, read with the shared version.
   */
  scopes?: ReadonlyArray<{ keyPrefix: string; version: SharedVersion }>;
  now?: () => number;
}

export interface CachedPage {
  key: string;
  /**
   * A server-rendered page (HTML), or the JSON answer of a public API read (`setAnswer`, `KeptAnswerInterceptor`),
   * which is sent as it is, never compressed (as its route sends it).
   */
  type: 'page' | 'answer';
  /** The Cache-Control header the page is sent with (shared pages and tracking result pages differ). */
  cacheControl: string;
  status: number;
  /**
   * The page's UTF-8 bytes until a compressed copy is kept; then undefined, the copy holding them (`plainBytes`): a
   * page held compressed only takes a fifth of the memory, so five times as many pages fit in the bound.
   */
  plain: Buffer | undefined;
  /** Compressed copies, made once per encoding on first use. */
  encoded: Map<string, Buffer>;
  storedAt: number;
  bytes: number;
}

/**
 * Rendered public pages that are the same for every visitor, and the answers of the public API reads they are made
 * from (also the same for every visitor), in process memory, bounded by bytes. A staff change empties it here at once
 * (`invalidate`) and, through the shared version, on every other process within `checkEveryMs`; nothing is kept
 * longer than `ttlMs` either way. A render that started before an invalidation is not stored (`generation`), so an old
 * page cannot come back.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  /** Moves on every change that makes a render started before it unfit to store: a clear, or a scope's change. */
  private ticks = 0;
  /** `ticks` at the last clear: nothing made before it is stored. */
  private clearedAt = 0;
  /** Per scope's key prefix, `ticks` at its last change: none of its entries made before it is stored. */
  private readonly scopeChangedAt = new Map<string, number>();
  /** The shared counter as this process last read it (no counter yet reads as 0); undefined before the first read. */
  private sharedSeen: number | undefined;
  /**
   * Values this process's own bumps moved the shared counter to, not yet passed by a read: its own staff changes,
   * which it has already emptied its cache for, so a read that finds only these is no news to it.
   */
  private readonly ownBumps = new Set<number>();
  /** Own bumps not answered yet: a read may hold their values before this process knows them as its own. */
  private bumpsUnanswered = 0;
  private readonly scopesSeen = new Map<string, string | null>();
  private checkedAt = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get heldBytes(): number {
    return this.bytes;
  }

  /** The current generation: pass it to `set` with a page rendered from now on. */
  generation(): number {
    return this.ticks;
  }

  async get(key: string): Promise<CachedPage | undefined> {
    await this.followShared();
    return this.use(key);
  }

  /**
   * `get` without waiting, for the front door: the page only while the shared version needs no reading (read at most
   * `checkEveryMs` ago), else undefined, so that the request goes to the route, whose `get` reads it. A staff change
   * therefore shows within the same `checkEveryMs` whichever path answers.
   */
  getNow(key: string): CachedPage | undefined {
    if (this.sharedCheckDue()) return undefined;
    return this.use(key);
  }

  /**
   * Reads the shared version now, however recently it was read. A render started after it has the whole
   * `checkEveryMs` to take the answers this process holds (`getNow`, the render's `heldFor`), instead of asking for
   * them on loopback whenever the interval happens to run out during the render.
   */
  async refresh(): Promise<void> {
    this.checkedAt = Number.NEGATIVE_INFINITY;
    await this.followShared();
  }

  /** The page under `key` unless it is too old (then dropped), made the most recently used. */
  private use(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.options.ttlMs) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** A stored page as it is, without looking at its age or the shared version (right after `set`). */
  peek(key: string): CachedPage | undefined {
    return this.entries.get(key);
  }

  /** Stores a page rendered in `generation`; nothing if an invalidation came in between, or if it alone is too big. */
  set(key: string, page: { status: number; html: string }, generation: number, cacheControl: string): void {
    this.store(key, 'page', page.status, page.html, generation, cacheControl);
  }

  /** Stores a public API read's JSON answer (status 200) made in `generation`, as `set` stores a page. */
  setAnswer(key: string, json: string, generation: number): void {
    this.store(key, 'answer', 200, json, generation, '');
  }

  private store(
    key: string,
    type: CachedPage['type'],
    status: number,
    text: string,
    generation: number,
    cacheControl: string,
  ): void {
    if (!this.madeSinceLastChange(key, generation)) return;
    const plain = keptBuffer(Buffer.from(text, 'utf8'));
    const bytes = plain.length + (this.options.entryBytes ?? 0);
    if (bytes > this.options.maxBytes / 4) return;
    const existing = this.entries.get(key);
    if (existing) this.remove(key, existing);
    this.entries.set(key, {
      key,
      type,
      status,
      plain,
      cacheControl,
      encoded: new Map(),
      storedAt: this.now(),
      bytes,
    });
    this.bytes += bytes;
    this.evict();
  }

  /** Keeps a compressed copy of a stored page, counted against the bound; the uncompressed bytes go (`plain`). */
  addEncoding(entry: CachedPage, encoding: string, body: Buffer): void {
    if (!DECOMPRESS[encoding] || entry.encoded.has(encoding) || this.entries.get(entry.key) !== entry) return;
    entry.encoded.set(encoding, keptBuffer(body));
    const dropped = entry.plain?.length ?? 0;
    entry.plain = undefined;
    entry.bytes += body.length - dropped;
    this.bytes += body.length - dropped;
    this.evict();
  }

  /** Forgets every page here now, and tells the other processes (best effort: they also expire pages by age). */
  async invalidate(): Promise<void> {
    this.clear();
    const shared = this.options.shared;
    if (!shared) return;
    this.bumpsUnanswered += 1;
    try {
      // This process's own change is not news to it when a later read finds it: emptying the cache a second time, up
      // to `checkEveryMs` later, would drop the pages rendered after the change.
      this.ownBumps.add(Number(await shared.bump()));
    } catch {
      // Redis is away: the other processes expire their pages by age.
    } finally {
      this.bumpsUnanswered -= 1;
    }
  }

  private clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.ticks += 1;
    this.clearedAt = this.ticks;
  }

  /**
   * Whether what was made in `generation` may still be stored under `key`: not if the cache was cleared since, nor, for
   * a key of a scope, if the scope changed since (a statistics change leaves the pages rendered meanwhile alone).
   */
  private madeSinceLastChange(key: string, generation: number): boolean {
    if (generation < this.clearedAt) return false;
    for (const [keyPrefix, changedAt] of this.scopeChangedAt) {
      if (generation < changedAt && key.startsWith(keyPrefix)) return false;
    }
    return true;
  }

  private remove(key: string, entry: CachedPage): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(key, entry);
    }
  }

  /** Whether the shared version is to be read before a page is answered (never without a shared version). */
  private sharedCheckDue(): boolean {
    return this.options.shared !== undefined && this.now() - this.checkedAt >= this.options.checkEveryMs;
  }

  /**
   * Reads the shared version now and then; a change means another process saw a staff change: start afresh. The
   * scopes' counters are read with it, and a change of one drops that scope's entries.
   */
  private async followShared(): Promise<void> {
    const shared = this.options.shared;
    if (!shared || !this.sharedCheckDue()) return;
    this.checkedAt = this.now();
    const scopes = this.options.scopes ?? [];
    const [version, ...scoped] = await Promise.all(
      [shared, ...scopes.map((scope) => scope.version)].map((counter) => counter.read().catch(() => undefined)),
    );
    scopes.forEach((scope, index) => this.followScope(scope.keyPrefix, scoped[index]));
    if (version === undefined) return;
    const counter = Number(version ?? 0);
    const seen = this.sharedSeen;
    if (seen !== undefined && this.changedElsewhere(seen, counter)) {
      if (this.bumpsUnanswered > 0) {
        // An own bump not answered yet may be in the value: read again at the next lookup rather than take this
        // process's own change for another's.
        this.checkedAt = Number.NEGATIVE_INFINITY;
        return;
      }
      this.clear();
    }
    // A counter lower than seen: Redis lost it, and the own bumps noted before it are of no use.
    if (seen !== undefined && counter < seen) this.ownBumps.clear();
    this.sharedSeen = counter;
    for (const own of this.ownBumps) if (own <= counter) this.ownBumps.delete(own);
  }

  /**
   * Whether the counter moved from `seen` to `counter` by another process's bump: a step up that is not one of this
   * process's own, or a move down (Redis lost the counter).
   */
  private changedElsewhere(seen: number, counter: number): boolean {
    if (counter < seen) return true;
    for (let step = seen + 1; step <= counter; step += 1) if (!this.ownBumps.has(step)) return true;
    return false;
  }

  private followScope(keyPrefix: string, version: string | null | undefined): void {
    if (version === undefined) return;
    const seen = this.scopesSeen.get(keyPrefix);
    this.scopesSeen.set(keyPrefix, version);
    if (seen === undefined || seen === version) return;
    for (const [key, entry] of this.entries) if (key.startsWith(keyPrefix)) this.remove(key, entry);
    // An answer of the scope made before the change and stored after it would bring the old figures back; what is not
    // of the scope (a page being rendered meanwhile) is still stored.
    this.ticks += 1;
    this.scopeChangedAt.set(keyPrefix, this.ticks);
  }
}
