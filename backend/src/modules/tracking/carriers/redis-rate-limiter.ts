import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { TokenBucketRateLimiter, type RateLimiter } from './rate-limiter.js';

// A token bucket kept in Redis, refilled from Redis' own clock so that every process agrees. Returns 0 when a
// token was taken, otherwise the milliseconds to wait before one is there.
const TAKE_TOKEN = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + (now - at) * rate / 1000)
local wait = 0
if tokens >= 1 then tokens = tokens - 1 else wait = math.ceil((1 - tokens) * 1000 / rate) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * 1000 / rate) + 1000)
return wait
`;

/**
 * Per-carrier call rates shared by every API and worker process. While Redis is away each process falls back to
 * its own bucket, so calls still go out, limited per process.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly local: TokenBucketRateLimiter;

  constructor(
    private readonly redis: () => Redis | undefined,
    private readonly ratesPerSecond: Record<string, number>,
    private readonly prefix: string,
    private readonly defaultRate = 10,
  ) {
    this.local = new TokenBucketRateLimiter(
      { perSecond: defaultRate },
      Object.fromEntries(Object.entries(ratesPerSecond).map(([key, perSecond]) => [key, { perSecond }])),
    );
  }

  async acquire(key: string): Promise<void> {
    const rate = this.ratesPerSecond[key] ?? this.defaultRate;
    for (;;) {
      const client = this.redis();
      if (!client) return this.local.acquire(key);
      let wait: number;
      try {
        wait = (await client.eval(TAKE_TOKEN, 1, `${this.prefix}:carrier-rate:${key}`, String(rate), '1')) as number;
      } catch {
        return this.local.acquire(key);
      }
      if (wait <= 0) return;
      await sleep(wait);
    }
  }
}
