import { createTestContext, type TestContext } from '../../testing/test-environment.js';
import { RedisStatusService } from '../../queues/redis-status.service.js';
import { leaseSize } from '../../common/lease-size.js';
import { WindowCounterService } from './window-counter.service.js';

const WINDOW_MS = 60_000;

/** One API process's counter: its own Redis connection, the shared Redis and prefix. */
async function processCounter(
  context: TestContext,
): Promise<{ counter: WindowCounterService; redis: RedisStatusService }> {
  const redis = new RedisStatusService(context.config);
  await redis.onModuleInit();
  return { counter: new WindowCounterService(context.config, redis), redis };
}

describe('WindowCounterService.take (leased hits of a shared window)', () => {
  let context: TestContext;
  let processes: Array<{ counter: WindowCounterService; redis: RedisStatusService }>;

  beforeAll(async () => {
    context = await createTestContext();
    processes = [await processCounter(context), await processCounter(context)];
  });
  afterAll(async () => {
    for (const { redis } of processes) await redis.onApplicationShutdown();
    await context.cleanup();
  });

  it('sizes leases at 1% of the limit, between 1 and 1000', () => {
    expect([1, 40, 199, 200, 600, 50_000, 1e9].map(leaseSize)).toEqual([1, 1, 1, 2, 6, 500, 1000]);
  });

  it('admits exactly the limit across two processes taking in turn, for a small and a leased limit', async () => {
    for (const limit of [40, 600]) {
      const key = `take-turns-${limit}`;
      const admitted = [0, 0];
      for (let index = 0; index < limit * 2; index++) {
        const { count } = await processes[index % 2].counter.take(key, WINDOW_MS, limit);
        if (count <= limit) admitted[index % 2] += 1;
      }
      expect(admitted[0] + admitted[1]).toBe(limit);
      expect(Math.min(...admitted)).toBeGreaterThanOrEqual(limit / 2 - leaseSize(limit));
    }
  });

  it('asks Redis once per lease (and one ahead), also for concurrent hits, and never admits more than the limit', async () => {
    const limit = 10_000;
    const { counter, redis } = processes[0];
    // Scripts run by their hash (EVALSHA; EVAL only where Redis does not hold the script yet).
    const evals: unknown[] = [];
    const original = redis.commands.evalsha.bind(redis.commands);
    const spy = (...args: Parameters<typeof original>) => {
      evals.push(args);
      return original(...args);
    };
    redis.commands.evalsha = spy as typeof redis.commands.evalsha;
    try {
      const counts = await Promise.all(Array.from({ length: 250 }, () => counter.take('concurrent', WINDOW_MS, limit)));
      expect(new Set(counts.map(({ count }) => count)).size).toBe(250);
      expect(Math.max(...counts.map(({ count }) => count))).toBe(250);
      // One command per lease handed out, and one for the lease asked for ahead (half of the third is left).
      expect(evals).toHaveLength(Math.ceil(250 / leaseSize(limit)) + 1);
      expect(counts.every(({ resetInMs }) => resetInMs > 0 && resetInMs <= WINDOW_MS)).toBe(true);
    } finally {
      redis.commands.evalsha = original;
    }
  });

  it('answers from the current lease alone with takeNow, and leaves the rest to take', async () => {
    const limit = 300; // leases of 3 hits
    const { counter } = processes[0];
    expect(counter.takeNow('now', WINDOW_MS, limit)).toBeUndefined(); // no lease yet
    expect((await counter.take('now', WINDOW_MS, limit)).count).toBe(1);
    expect(counter.takeNow('now', WINDOW_MS, limit)?.count).toBe(2);
    expect(counter.takeNow('now', WINDOW_MS, limit)?.count).toBe(3);
    expect(counter.takeNow('now', WINDOW_MS, limit)).toBeUndefined(); // lease used up: only take may ask Redis for the next
    expect((await counter.take('now', WINDOW_MS, limit)).count).toBe(4);
  });

  it('holds nothing for a client whose lease is used up, and keeps a refusal until its window ends', async () => {
    const limit = 100; // leases of one hit
    const { counter } = processes[0];
    const held = counter.heldKeys;
    expect((await counter.take('seen-once', WINDOW_MS, limit)).count).toBe(1);
    expect(counter.heldKeys).toBe(held);
    expect((await counter.take('seen-once', WINDOW_MS, limit)).count).toBe(2);
    expect(counter.heldKeys).toBe(held);
    // The lease that reaches the limit is kept: the hits after it are refused here without asking Redis.
    const small = 2;
    expect((await counter.take('refused', WINDOW_MS, small)).count).toBe(1);
    expect((await counter.take('refused', WINDOW_MS, small)).count).toBe(2);
    expect(counter.heldKeys).toBe(held + 1);
    expect(counter.takeNow('refused', WINDOW_MS, small)?.count).toBe(small + 1);
  });

  it('asks for the next lease ahead of time, so a steady stream of hits never waits for Redis', async () => {
    const limit = 10_000; // leases of 100 hits, the next asked for when 50 are left
    const { counter } = processes[1];
    const takeNow = (hits: number) =>
      Array.from({ length: hits }, () => counter.takeNow('steady', WINDOW_MS, limit)?.count);
    const counting = (from: number, hits: number) => Array.from({ length: hits }, (_, index) => from + index);
    expect((await counter.take('steady', WINDOW_MS, limit)).count).toBe(1);
    expect(takeNow(75)).toEqual(counting(2, 75));
    // Time for one Redis round trip, as between hits that arrive over time; nothing is taken meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(takeNow(100)).toEqual(counting(77, 100));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(takeNow(100)).toEqual(counting(177, 100));
  });
});
