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

/**
 * Fixed-window counters (rate limits, failed sign-ins). They live in Redis so that limits hold across API
 * processes; while Redis is away each process counts in memory, so the site keeps working and stays limited.
 */
@Injectable()
export class WindowCounterService {
  private readonly local = new Map<string, { count: number; expiresAt: number }>();
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
    const now = Date.now();
    this.sweep(now);
    const current = this.local.get(redisKey);
    const entry = current && current.expiresAt > now ? current : { count: 0, expiresAt: now + windowMs };
    entry.count += 1;
    this.local.set(redisKey, entry);
    return { count: entry.count, resetInMs: entry.expiresAt - now };
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
  }
}
