import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/**
 * Runs `work` once per key across processes: the first caller takes a Redis lock and does it; the others wait
 * until the lock is released and then run `afterWait` (typically: read what the first one stored). Without Redis
 * every process does the work itself; the in-process sharing above this still holds.
 */
export async function onceAcrossProcesses<T>(
  redis: Redis | undefined,
  key: string,
  ttlMs: number,
  work: () => Promise<T>,
  afterWait: () => Promise<T>,
): Promise<T> {
  if (!redis) return work();
  const token = randomBytes(12).toString('hex');
  let acquired: boolean;
  try {
    acquired = (await redis.set(key, token, 'PX', ttlMs, 'NX')) === 'OK';
  } catch {
    return work();
  }
  if (acquired) {
    try {
      return await work();
    } finally {
      // Not awaited: waiters poll for the release, and this client sends its commands in order, so a later lock
      // of the same key from this process is never refused by this one. It spares the caller a round trip.
      redis.eval(RELEASE, 1, key, token).catch(() => undefined);
    }
  }
  const deadline = Date.now() + ttlMs;
  while (Date.now() < deadline) {
    await sleep(50);
    const holder = await redis.get(key).catch(() => null);
    if (holder === null) break;
  }
  return afterWait();
}
