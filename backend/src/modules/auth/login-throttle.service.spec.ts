import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimitedError } from '../../common/errors/domain.error.js';
import { RedisStatusService } from '../../queues/redis-status.service.js';
import { createTestContext, type TestContext } from '../../testing/test-environment.js';
import { LoginThrottleService, type LoginThrottlePolicy } from './login-throttle.service.js';
import { WindowCounterService } from './window-counter.service.js';

/** The default policy's shape with locks of a fraction of a second, so that backoff can be watched. */
const POLICY: LoginThrottlePolicy = {
  perAddress: 5,
  perAccount: 10,
  windowMs: 60_000,
  firstLockMs: 400,
  maxLockMs: 1_000,
  lockMemoryMs: 60_000,
};

describe('LoginThrottleService (real Redis)', () => {
  let context: TestContext;
  let redis: RedisStatusService;
  let throttle: LoginThrottleService;

  beforeAll(async () => {
    context = await createTestContext();
    redis = new RedisStatusService(context.config);
    await redis.onModuleInit();
    throttle = new LoginThrottleService(new WindowCounterService(context.config, redis), POLICY);
  });
  afterAll(async () => {
    await redis.onApplicationShutdown();
    await context.cleanup();
  });

  /** One failed attempt from an address of its own each time: a guesser spread over many addresses. */
  async function failFromEverywhere(email: string, times: number, offset = 0): Promise<void> {
    for (let index = 0; index < times; index++) {
      await throttle.assertAllowed(email, `198.51.100.${offset + index + 1}`);
      await throttle.recordFailure(email, `198.51.100.${offset + index + 1}`);
    }
  }

  it('refuses the sixth attempt for an account from one address, and only from there', async () => {
    expect(redis.isUp).toBe(true);
    const email = 'pair@throttle.test';
    for (let index = 0; index < POLICY.perAddress; index++) await throttle.recordFailure(email, '192.0.2.1');
    expect(await throttle.refusal(email, '192.0.2.1')).toEqual({ scope: 'address', retryAfterSeconds: 60 });
    expect(await throttle.refusal(email, '192.0.2.2')).toBeUndefined();
    expect(await throttle.refusal('someone-else@throttle.test', '192.0.2.1')).toBeUndefined();
  });

  it('counts IPv6 addresses of one /64 as one address', async () => {
    const email = 'ipv6@throttle.test';
    for (let index = 1; index <= POLICY.perAddress; index++)
      await throttle.recordFailure(email, `2001:db8:5::${index}`);
    expect(await throttle.refusal(email, '2001:db8:5:0:ffff::1')).toMatchObject({ scope: 'address' });
    expect(await throttle.refusal(email, '2001:db8:6::1')).toBeUndefined();
  });

  it('locks an account guessed at from many addresses, with a lock that doubles and then ends', async () => {
    const email = 'Owner@Throttle.test';
    await failFromEverywhere(email, POLICY.perAccount);
    // Every address is refused now, also the owner's from elsewhere, and the case of the email does not matter.
    const locked = await throttle.refusal('owner@throttle.test', '203.0.113.50');
    expect(locked).toEqual({ scope: 'account', retryAfterSeconds: 1 });
    await expect(throttle.assertAllowed(email, '203.0.113.50')).rejects.toThrow(
      new RateLimitedError('Too many failed sign-in attempts for this account. Try again in 1 minute.', 1),
    );

    await sleep(POLICY.firstLockMs + 50);
    expect(await throttle.refusal(email, '203.0.113.50')).toBeUndefined();
    // The second lock lasts twice as long (800 ms): still locked after the first lock's time.
    await failFromEverywhere(email, POLICY.perAccount, 20);
    await sleep(POLICY.firstLockMs + 50);
    expect(await throttle.refusal(email, '203.0.113.50')).toMatchObject({ scope: 'account' });
    await sleep(POLICY.firstLockMs);
    expect(await throttle.refusal(email, '203.0.113.50')).toBeUndefined();
    // The third would last 1.6 s, but no lock lasts longer than maxLockMs: the owner gets in after 1 s.
    await failFromEverywhere(email, POLICY.perAccount, 40);
    await sleep(POLICY.maxLockMs + 50);
    expect(await throttle.refusal(email, '203.0.113.50')).toBeUndefined();
  });

  it('starts counting from zero after the right password', async () => {
    const email = 'forgetful@throttle.test';
    await failFromEverywhere(email, POLICY.perAccount - 1);
    await throttle.reset(email, '198.51.100.1');
    await failFromEverywhere(email, POLICY.perAccount - 1, 100);
    expect(await throttle.refusal(email, '203.0.113.50')).toBeUndefined();
  });
});
