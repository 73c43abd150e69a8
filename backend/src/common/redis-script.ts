import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * A Lua script run by its SHA1 (EVALSHA): a call sends the 40-character hash instead of the script, and Redis neither
 * reads nor hashes the script text again. On a server that does not hold the script (NOSCRIPT: new, restarted or
 * flushed) the call is made once more with EVAL, which also stores it there. The result is EVAL's either way.
 */
export class RedisScript {
  private readonly sha: string;

  constructor(private readonly lua: string) {
    this.sha = createHash('sha1').update(lua).digest('hex');
  }

  run(redis: Redis, keys: string[], args: Array<string | number>): Promise<unknown> {
    return redis.evalsha(this.sha, keys.length, ...keys, ...args).catch((error: unknown) => {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(this.lua, keys.length, ...keys, ...args);
    });
  }
}
