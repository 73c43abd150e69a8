import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createTestContext, type TestContext } from '../testing/test-environment.js';
import { RedisScript } from './redis-script.js';

describe('RedisScript (real Redis)', () => {
  let context: TestContext;
  let redis: Redis;

  beforeAll(async () => {
    context = await createTestContext();
    redis = new Redis(context.config.redis.url);
  });
  afterAll(async () => {
    redis.disconnect();
    await context.cleanup();
  });

  it('runs a script Redis does not hold yet (sending it once), then by its hash, with EVAL’s results', async () => {
    // A script text no one has sent before, so Redis cannot hold it yet.
    const lua = `-- ${randomUUID()}\nreturn redis.call('INCRBY', KEYS[1], ARGV[1])`;
    const sha = createHash('sha1').update(lua).digest('hex');
    const script = new RedisScript(lua);
    const key = `pp-test:redis-script:${randomUUID()}`;
    try {
      expect(await redis.script('EXISTS', sha)).toEqual([0]);
      expect(await script.run(redis, [key], [2])).toBe(2);
      expect(await redis.script('EXISTS', sha)).toEqual([1]);
      expect(await script.run(redis, [key], [3])).toBe(5);
    } finally {
      await redis.del(key);
    }
  });

  it('passes on errors of the script itself', async () => {
    const script = new RedisScript(`return redis.call('INCR', KEYS[1], 'too many')`);
    await expect(script.run(redis, [`pp-test:redis-script:${randomUUID()}`], [])).rejects.toThrow(/ERR/);
  });
});
