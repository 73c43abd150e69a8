import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves once a call under `key` may go out. Implementations decide the limit per key. */
export interface RateLimiter {
  acquire(key: string): Promise<void>;
}

export interface TokenBucketLimit {
  /** Tokens added per second. */
  perSecond: number;
  /** Bucket size: calls allowed back to back after a quiet period. Defaults to 1. */
  burst?: number;
}

interface Bucket {
  readonly limit: Required<TokenBucketLimit>;
  tokens: number;
  refilledAt: number;
  /** Waiters queue on this promise so tokens are handed out in arrival order. */
  tail: Promise<void>;
}

/**
 * In-process token bucket, one bucket per key. It only holds within one Node process; several workers
 * need a shared implementation of `RateLimiter` (for example Redis-backed).
 */
export class TokenBucketRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly limits: ReadonlyMap<string, TokenBucketLimit>;

  constructor(
    private readonly defaultLimit: TokenBucketLimit,
    limits: Record<string, TokenBucketLimit> = {},
    private readonly now: () => number = () => performance.now(),
  ) {
    assertValidLimit(defaultLimit);
    Object.values(limits).forEach(assertValidLimit);
    this.limits = new Map(Object.entries(limits));
  }

  acquire(key: string): Promise<void> {
    const bucket = this.bucketFor(key);
    const turn = bucket.tail.then(() => this.takeToken(bucket));
    bucket.tail = turn;
    return turn;
  }

  private bucketFor(key: string): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      const limit = this.limits.get(key) ?? this.defaultLimit;
      const burst = limit.burst ?? 1;
      bucket = {
        limit: { perSecond: limit.perSecond, burst },
        tokens: burst,
        refilledAt: this.now(),
        tail: Promise.resolve(),
      };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  private async takeToken(bucket: Bucket): Promise<void> {
    this.refill(bucket);
    while (bucket.tokens < 1) {
      await sleep(Math.ceil(((1 - bucket.tokens) / bucket.limit.perSecond) * 1000));
      this.refill(bucket);
    }
    bucket.tokens -= 1;
  }

  private refill(bucket: Bucket): void {
    const now = this.now();
    const elapsedSeconds = (now - bucket.refilledAt) / 1000;
    bucket.tokens = Math.min(bucket.limit.burst, bucket.tokens + elapsedSeconds * bucket.limit.perSecond);
    bucket.refilledAt = now;
  }
}

function assertValidLimit(limit: TokenBucketLimit): void {
  if (!(limit.perSecond > 0)) throw new RangeError(`rate limit must be above 0 per second, got ${limit.perSecond}`);
  if (limit.burst !== undefined && !(limit.burst >= 1))
    throw new RangeError(`burst must be at least 1, got ${limit.burst}`);
}
