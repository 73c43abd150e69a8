/**
 * How much of a shared limit one process reserves from Redis at once: 1% of it, between 1 (one Redis command per
 * hit, exact) and 100. Used by the per-IP request windows and the carrier call rates.
 */
export function leaseSize(limit: number): number {
  return Math.min(100, Math.max(1, Math.floor(limit / 100)));
}
