import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { leaseSize } from '../../../common/lease-size.js';
import { TokenBucketRateLimiter, type RateLimiter } from './rate-limiter.js';

// A token bucket kept in Redis, refilled from Redis' own clock so that every process agrees. Takes up to ARGV[3]
// whole tokens and returns how many; when not even one is there, returns minus the milliseconds until ARGV[3] are.
const TAKE_TOKENS = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local wanted = tonumber(ARGV[3])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + (now - at) * rate / 1000)
local answer
if tokens >= 1 then
  answer = math.min(wanted, math.floor(tokens))
  tokens = tokens - answer
else
  -- Wait for a whole lease rather than one token, so a saturated limit still costs one command per lease.
  answer = -math.ceil((math.min(wanted, burst) - tokens) * 1000 / rate)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * 1000 / rate) + 1000)
return answer
`;

// Tokens a process takes from the shared bucket at once: `leaseSize` of a second's calls. A carrier limited to a
// few calls per second is asked one Redis command per call; a high limit costs one command per lease. The bucket's
// burst is the lease size, so all processes together never exceed the rate by more than one lease each (the tokens
// they hold); a process holding tokens may use them back to back.

interface Lease {
  held: number;
  /** The Redis command under way for this key, shared by every caller that found no token held. */
  taking?: Promise<number>;
}

/**
 * Per-carrier call rates shared by every API and worker process. While Redis is away each process falls back to
 * its own bucket, so calls still go out, limited per process.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly local: TokenBucketRateLimiter;
  private readonly leases = new Map<string, Lease>();

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
    const lease = this.leaseOf(key);
    for (;;) {
      if (lease.held > 0) {
        lease.held -= 1;
        return;
      }
      const client = this.redis();
      if (!client) return this.local.acquire(key);
      lease.taking ??= this.take(client, key, lease).finally(() => {
        lease.taking = undefined;
      });
      let wait: number;
      try {
        wait = await lease.taking;
      } catch {
        return this.local.acquire(key);
      }
      if (wait > 0) await sleep(wait);
    }
  }

  private leaseOf(key: string): Lease {
    let lease = this.leases.get(key);
    if (!lease) {
      lease = { held: 0 };
      this.leases.set(key, lease);
    }
    return lease;
  }

  /** Adds the tokens Redis gave to the lease and returns 0, or returns how long to wait when it gave none. */
  private async take(client: Redis, key: string, lease: Lease): Promise<number> {
    const rate = this.ratesPerSecond[key] ?? this.defaultRate;
    const size = leaseSize(rate);
    const answer = (await client.eval(
      TAKE_TOKENS,
      1,
      `${this.prefix}:carrier-rate:${key}`,
      String(rate),
      String(size),
      String(size),
    )) as number;
    if (answer > 0) {
      lease.held += answer;
      return 0;
    }
    return -answer;
  }
}
