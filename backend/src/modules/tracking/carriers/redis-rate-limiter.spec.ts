import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { testRedisUrl } from '../../../testing/test-environment.js';
import { DhlAdapter } from './dhl.adapter.js';
import { leaseSize } from '../../../common/lease-size.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';
import { FAST_TEST_OPTIONS } from './testing/carrier-failure-modes.test-support.js';
import { LoopbackCarrierServer, loadFixture, respondJson } from './testing/loopback-carrier-server.test-support.js';

describe('RedisRateLimiter', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(testRedisUrl);
  });
  afterAll(() => redis.quit());

  it('holds one carrier rate across several limiters (processes) sharing Redis', async () => {
    const prefix = `pp-test-${randomBytes(4).toString('hex')}`;
    const limiters = [0, 1].map(() => new RedisRateLimiter(() => redis, { dhl: 20 }, prefix));
    const started = Date.now();
    await Promise.all(limiters.flatMap((limiter) => Array.from({ length: 10 }, () => limiter.acquire('dhl'))));
    // 20 calls at 20/s with a burst of 1: the last may go out no sooner than 19 intervals of 50 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('takes a high rate in leases: the rate holds across processes, and one process asks once per lease', async () => {
    expect(leaseSize(1000)).toBe(10);
    const shared = `pp-test-${randomBytes(4).toString('hex')}`;
    const limiters = [0, 1].map(() => new RedisRateLimiter(() => redis, { dhl: 1000 }, shared));
    const started = Date.now();
    await Promise.all(limiters.flatMap((limiter) => Array.from({ length: 110 }, () => limiter.acquire('dhl'))));
    // 220 tokens from a bucket of 10 refilled at 1000/s: at least 210 ms, leased or not.
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);

    // Alone, a limiter needs at most one command for each lease of 10 and one for each wait before it: about 44
    // for 220 calls, where one command per call would be 220 and more. (Two limiters racing for the same bucket
    // split leases between them, so their count depends on timing and is not asserted.)
    const limiter = new RedisRateLimiter(() => redis, { dhl: 1000 }, `pp-test-${randomBytes(4).toString('hex')}`);
    const evals = jest.spyOn(redis, 'eval');
    try {
      await Promise.all(Array.from({ length: 220 }, () => limiter.acquire('dhl')));
      expect(evals.mock.calls.length).toBeLessThan(110);
    } finally {
      evals.mockRestore();
    }
  });

  it('keeps other carriers apart', async () => {
    const prefix = `pp-test-${randomBytes(4).toString('hex')}`;
    const limiter = new RedisRateLimiter(() => redis, { dhl: 1, ups: 1000 }, prefix);
    await limiter.acquire('dhl');
    const started = Date.now();
    await limiter.acquire('ups');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('limits an adapter at the rate configured for its carrier code', async () => {
    const server = await LoopbackCarrierServer.start();
    try {
      server.route('GET', '/track/shipments', respondJson(200, loadFixture('dhl-shipment.json')));
      const prefix = `pp-test-${randomBytes(4).toString('hex')}`;
      const dhl = new DhlAdapter({
        ...FAST_TEST_OPTIONS,
        baseUrl: server.baseUrl,
        credentials: { apiKey: 'key' },
        // The default rate (10/s) would let three calls go out within 200 ms.
        rateLimiter: new RedisRateLimiter(() => redis, { dhl: 2 }, prefix),
      });
      const started = Date.now();
      for (const number of ['7777777770', '7777777771', '7777777772']) await dhl.track([number]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(server.requests).toHaveLength(3);
    } finally {
      await server.close();
    }
  });

  it('falls back to a local bucket without Redis', async () => {
    const limiter = new RedisRateLimiter(() => undefined, { dhl: 1000 }, 'unused');
    await expect(Promise.all([limiter.acquire('dhl'), limiter.acquire('dhl')])).resolves.toBeDefined();
  });
});
