import type { RedisOptions } from 'bullmq';

/** Reconnect with a growing delay capped at 5 s: quick to recover, never a tight loop while Redis is away. */
export function redisRetryDelay(attempt: number): number {
  return Math.min(250 * 2 ** Math.min(attempt, 5), 5000);
}

/**
 * Connection options for BullMQ. Workers need `maxRetriesPerRequest: null` (blocking commands must wait out an
 * outage); producers fail a pending command after one failed reconnect, or after 2 s when Redis hangs, so an API
 * request never hangs on a missing Redis.
 */
export function redisConnectionOptions(url: string, role: 'producer' | 'worker'): RedisOptions {
  return {
    url,
    retryStrategy: redisRetryDelay,
    maxRetriesPerRequest: role === 'worker' ? null : 1,
    ...(role === 'producer' ? { commandTimeout: 2000 } : {}),
  };
}
