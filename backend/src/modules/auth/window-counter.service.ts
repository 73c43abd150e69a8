import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { RedisStatusService } from '../../queues/redis-status.service.js';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window (and its count) ends. */
  resetInMs: number;
}

// One round trip: count the hit, start the window on the first one, and report the time left.
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }
`;

// Reserves ARGV[2] hits of the window at once (a lease); same window start and time report as HIT_SCRIPT.
const LEASE_SCRIPT = `
local hits = redis.call('INCRBY', KEYS[1], ARGV[2])
if hits == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }
`;

/** Hits of a window reserved in Redis by this process: numbers `next`..`last` of the window's count are its own. */
interface Lease {
  next: number;
  last: number;
  expiresAt: number;
}

/** Hits leased at once for a limit: 1% of it, between 1 (exact counting, one command per hit) and 100. */
export function leaseSize(limit: number): number {
  return Math.min(100, Math.max(1, Math.floor(limit / 100)));
}

/**
 * Fixed-window counters (rate limits, failed sign-ins). They live in Redis so that limits hold across API
 * processes; while Redis is away each process counts in memory, so the site keeps working and stays limited.
 */
@Injectable()
export class WindowCounterService {
  private readonly local = new Map<string, { count: number; expiresAt: number }>();
  private readonly leases = new Map<string, Lease>();
  private readonly leasing = new Map<string, Promise<void>>();
  private lastSweep = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisStatusService,
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const redisKey = this.redisKey(key);
    if (this.redis.isUp) {
      try {
        const [count, pttl] = (await this.redis.commands.eval(HIT_SCRIPT, 1, redisKey, String(windowMs))) as [
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
   * `leaseSize(limit)` hits of the shared window at once and hands them out locally. Processes never admit more than
   * `limit` together; a process may leave up to `leaseSize(limit) - 1` reserved hits unused when the window ends (so
   * across N processes a client can be refused up to N × (leaseSize − 1) hits early, at most 1% of the limit each).
   * The count returned is over `limit` exactly when the hit is refused.
   */
  async take(key: string, windowMs: number, limit: number): Promise<WindowCount> {
    const redisKey = this.redisKey(key);
    for (;;) {
      if (!this.redis.isUp) return this.hit(key, windowMs);
      const now = Date.now();
      const lease = this.leases.get(redisKey);
      if (lease && lease.expiresAt > now) {
        if (lease.next <= lease.last) return { count: lease.next++, resetInMs: lease.expiresAt - now };
        // The whole window is handed out (here or elsewhere): refused until it ends, with no need to ask.
        if (lease.last >= limit) return { count: limit + 1, resetInMs: lease.expiresAt - now };
      }
      // One lease request at a time per key; the hits waiting for it count locally if it fails (Redis went away or
      // does not answer), without asking Redis again, so a hanging Redis costs them one wait, not one each.
      const pending = this.leasing.get(redisKey);
      const request = pending ?? this.lease(redisKey, windowMs, limit).finally(() => this.leasing.delete(redisKey));
      if (!pending) this.leasing.set(redisKey, request);
      const leased = await request.then(
        () => true,
        () => false,
      );
      if (!leased) {
        this.leases.delete(redisKey);
        return this.hitLocally(redisKey, windowMs);
      }
    }
  }

  private async lease(redisKey: string, windowMs: number, limit: number): Promise<void> {
    const size = leaseSize(limit);
    const [hits, pttl] = (await this.redis.commands.eval(LEASE_SCRIPT, 1, redisKey, String(windowMs), size)) as [
      number,
      number,
    ];
    this.sweep(Date.now());
    // Hits past the limit are refusals: they stay counted in Redis (like refused hits of `hit`) but are not handed out.
    this.leases.set(redisKey, {
      next: hits - size + 1,
      last: Math.min(hits, limit),
      expiresAt: Date.now() + Math.max(pttl, 0),
    });
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
    if (this.redis.isUp) await this.redis.commands.del(redisKey).catch(() => undefined);
  }

  private redisKey(key: string): string {
    return `${this.config.redis.prefix}:counter:${key}`;
  }

  /** Drops expired local windows now and then, so memory stays bounded during a long Redis outage. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.local) if (entry.expiresAt <= now) this.local.delete(key);
    for (const [key, lease] of this.leases) if (lease.expiresAt <= now) this.leases.delete(key);
  }
}
