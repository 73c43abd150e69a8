import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { leaseSize } from '../../common/lease-size.js';
import { RedisScript } from '../../common/redis-script.js';
import { SingleFlight } from '../../common/single-flight.js';
import { RedisStatusService } from '../../queues/redis-status.service.js';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window (and its count) ends. */
  resetInMs: number;
}

// One round trip: count the hit, start the window on the first one, and report the time left.
const HIT_SCRIPT = new RedisScript(`
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }
`);

// Reserves ARGV[2] hits of the window at once (a lease); same window start and time report as HIT_SCRIPT.
const LEASE_SCRIPT = new RedisScript(`
local hits = redis.call('INCRBY', KEYS[1], ARGV[2])
if hits == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }
`);

/** Hits of a window reserved in Redis by this process: numbers `next`..`last` of the window's count are its own. */
interface Lease {
  next: number;
  last: number;
  expiresAt: number;
}

/**
 * The next lease is asked for while the current one still has this share of its hits left, so no hit waits for it:
 * Redis's answer is read between two turns of the event loop, and one turn can take a hit from every open connection.
 */
const PREFETCH_SHARE = 0.5;

const SWEEP_EVERY_MS = 10_000;

/**
 * Fixed-window counters (rate limits, failed sign-ins). They live in Redis so that limits hold across API
 * processes; while Redis is away each process counts in memory, so the site keeps working and stays limited.
 */
@Injectable()
export class WindowCounterService {
  private readonly local = new Map<string, { count: number; expiresAt: number }>();
  private readonly leases = new Map<string, Lease>();
  /** The lease asked for ahead of time, taken over when the current one is used up. */
  private readonly spares = new Map<string, Lease>();
  /** One lease request at a time per key: a request already under way is shared. */
  private readonly leasing = new SingleFlight<string, void>();
  private lastSweep = 0;

  /** How many keys this process holds a window, lease or lease asked for ahead of (memory). */
  get heldKeys(): number {
    return this.local.size + this.leases.size + this.spares.size;
  }

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisStatusService,
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const redisKey = this.redisKey(key);
    if (this.redis.isUp) {
      try {
        const [count, pttl] = (await HIT_SCRIPT.run(this.redis.commands, [redisKey], [String(windowMs)])) as [
          number,
          number,
        ];
        return { count, resetInMs: Math.max(pttl, 0) };
      } catch {
        // Redis went away between the check and the call: count locally this time.
      }
    }
    return this.hitLocally(redisKey, windowMs);
  }

  /** The count of this process alone, for while Redis is away or not answering. */
  private hitLocally(redisKey: string, windowMs: number): WindowCount {
    const now = Date.now();
    this.sweep(now);
    const current = this.local.get(redisKey);
    const entry = current && current.expiresAt > now ? current : { count: 0, expiresAt: now + windowMs };
    entry.count += 1;
    this.local.set(redisKey, entry);
    return { count: entry.count, resetInMs: entry.expiresAt - now };
  }

  /**
   * Counts a hit against `limit` like `hit`, without a Redis command for every hit: the process reserves
   * `leaseSize(limit)` hits of the shared window at once and hands them out locally, and (for leases of more than one
   * hit) asks for the next lease when half of the current one is left, so that a steady stream never waits.
   * Processes never admit more than `limit` together; a process may leave up to 1.5 × `leaseSize(limit)` reserved
   * hits unused when the window ends (so across N processes a client can be refused up to N × 1.5 × leaseSize hits
   * early, at most 1.5% of the limit each). The count returned is over `limit` exactly when the hit is refused.
   */
  async take(key: string, windowMs: number, limit: number): Promise<WindowCount> {
    const redisKey = this.redisKey(key);
    for (;;) {
      if (!this.redis.isUp) return this.hit(key, windowMs);
      const counted = this.takeLeased(redisKey, windowMs, limit);
      if (counted) return counted;
      // One lease request at a time per key; the hits waiting for it count locally if it fails (Redis went away or
      // does not answer), without asking Redis again, so a hanging Redis costs them one wait, not one each.
      const leased = await this.requestLease(redisKey, windowMs, limit).then(
        () => true,
        () => false,
      );
      if (!leased) {
        this.leases.delete(redisKey);
        this.spares.delete(redisKey);
        return this.hitLocally(redisKey, windowMs);
      }
    }
  }

  /**
   * `take` answered from this process's current lease alone, with no Redis command and no promise: undefined when
   * Redis is away or the lease is used up or over, so that only `take` can answer.
   */
  takeNow(key: string, windowMs: number, limit: number): WindowCount | undefined {
    return this.redis.isUp ? this.takeLeased(this.redisKey(key), windowMs, limit) : undefined;
  }

  private takeLeased(redisKey: string, windowMs: number, limit: number): WindowCount | undefined {
    const now = Date.now();
    let lease = this.leases.get(redisKey);
    const spare = this.spares.get(redisKey);
    if (spare && (!lease || lease.expiresAt <= now || (lease.next > lease.last && lease.last < limit))) {
      this.spares.delete(redisKey);
      this.leases.set(redisKey, spare);
      lease = spare;
    }
    if (!lease || lease.expiresAt <= now) return undefined;
    if (lease.next <= lease.last) {
      const count = lease.next++;
      const left = lease.last - lease.next + 1;
      // Used up short of the limit, with nothing asked for ahead: forgotten now rather than at the window's end, so
      // that the many clients seen once or twice hold no memory here (the next hit asks Redis, as it would anyway).
      if (left === 0 && lease.last < limit && !this.spares.has(redisKey)) this.leases.delete(redisKey);
      const size = leaseSize(limit);
      // Leases of one hit (limits under 200) stay exact: nothing is reserved ahead for them.
      if (size > 1 && lease.last < limit && left <= size * PREFETCH_SHARE && !this.spares.has(redisKey)) {
        // Asked for ahead of time; should it fail, the hit that finds the lease used up asks again.
        this.requestLease(redisKey, windowMs, limit).catch(() => undefined);
      }
      return { count, resetInMs: lease.expiresAt - now };
    }
    // The whole window is handed out (here or elsewhere): refused until it ends, with no need to ask.
    if (lease.last >= limit) return { count: limit + 1, resetInMs: lease.expiresAt - now };
    return undefined;
  }

  private requestLease(redisKey: string, windowMs: number, limit: number): Promise<void> {
    return this.leasing.run(redisKey, () => this.lease(redisKey, windowMs, limit));
  }

  private async lease(redisKey: string, windowMs: number, limit: number): Promise<void> {
    const size = leaseSize(limit);
    const [hits, pttl] = (await LEASE_SCRIPT.run(this.redis.commands, [redisKey], [String(windowMs), size])) as [
      number,
      number,
    ];
    const now = Date.now();
    this.sweep(now);
    // Hits past the limit are refusals: they stay counted in Redis (like refused hits of `hit`) but are not handed out.
    const leased: Lease = { next: hits - size + 1, last: Math.min(hits, limit), expiresAt: now + Math.max(pttl, 0) };
    const current = this.leases.get(redisKey);
    // Asked for ahead of time: kept until the current lease is used up.
    if (current && current.next <= current.last && current.expiresAt > now) this.spares.set(redisKey, leased);
    else this.leases.set(redisKey, leased);
  }

  async peek(key: string): Promise<WindowCount> {
    const redisKey = this.redisKey(key);
    if (this.redis.isUp) {
      try {
        const [count, pttl] = await Promise.all([
          this.redis.commands.get(redisKey),
          this.redis.commands.pttl(redisKey),
        ]);
        if (count !== null) return { count: Number(count), resetInMs: Math.max(pttl, 0) };
      } catch {
        // fall through to the local count
      }
    }
    const entry = this.local.get(redisKey);
    if (!entry || entry.expiresAt <= Date.now()) return { count: 0, resetInMs: 0 };
    return { count: entry.count, resetInMs: entry.expiresAt - Date.now() };
  }

  async reset(key: string): Promise<void> {
    const redisKey = this.redisKey(key);
    this.local.delete(redisKey);
    this.leases.delete(redisKey);
    this.spares.delete(redisKey);
    if (this.redis.isUp) await this.redis.commands.del(redisKey).catch(() => undefined);
  }

  private redisKey(key: string): string {
    return `${this.config.redis.prefix}:counter:${key}`;
  }

  /**
   * Drops expired windows and leases every 10 s (a pass over 50,000 keys takes about a millisecond), so that memory
   * holds the clients of the last window and a little more: all of them during a long Redis outage.
   */
  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [key, entry] of this.local) if (entry.expiresAt <= now) this.local.delete(key);
    for (const leases of [this.leases, this.spares]) {
      for (const [key, lease] of leases) if (lease.expiresAt <= now) leases.delete(key);
    }
  }
}
