import { TokenBucketRateLimiter } from './rate-limiter.js';

async function timeAcquisitions(limiter: TokenBucketRateLimiter, keys: string[]): Promise<number[]> {
  const start = performance.now();
  return Promise.all(keys.map((key) => limiter.acquire(key).then(() => performance.now() - start)));
}

describe('TokenBucketRateLimiter', () => {
  it('lets a burst through at once, then spaces calls by the rate', async () => {
    const limiter = new TokenBucketRateLimiter({ perSecond: 20, burst: 2 });

    const [first, second, third, fourth] = await timeAcquisitions(limiter, ['dhl', 'dhl', 'dhl', 'dhl']);

    expect(first).toBeLessThan(15);
    expect(second).toBeLessThan(15);
    // 20 per second: the third call 50 ms after the start, the fourth 100 ms (timers may fire a little late).
    expect(third).toBeGreaterThanOrEqual(48);
    expect(fourth).toBeGreaterThanOrEqual(98);
  });

  it('hands out tokens in the order they were asked for', async () => {
    const limiter = new TokenBucketRateLimiter({ perSecond: 100 });
    const order: number[] = [];

    await Promise.all([1, 2, 3, 4].map((n) => limiter.acquire('ups').then(() => order.push(n))));

    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('keeps one bucket per key, each with its own limit', async () => {
    const limiter = new TokenBucketRateLimiter({ perSecond: 1 }, { 'carrier:fedex': { perSecond: 1_000, burst: 10 } });

    const fedex = await timeAcquisitions(
      limiter,
      Array.from({ length: 5 }, () => 'carrier:fedex'),
    );
    const [dhl, ups] = await timeAcquisitions(limiter, ['carrier:dhl', 'carrier:ups']);

    expect(Math.max(...fedex)).toBeLessThan(15);
    expect(Math.max(dhl, ups)).toBeLessThan(15);
  });

  it('refuses limits that would never let a call through', () => {
    expect(() => new TokenBucketRateLimiter({ perSecond: 0 })).toThrow(RangeError);
    expect(() => new TokenBucketRateLimiter({ perSecond: 1 }, { x: { perSecond: 1, burst: 0 } })).toThrow(RangeError);
  });
});
