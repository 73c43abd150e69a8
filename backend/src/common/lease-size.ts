/**
 * How much of a shared limit one process reserves from Redis at once: 1% of it, between 1 (one Redis command per
 * hit, exact) and 1000. Used by the per-IP request windows and the carrier call rates. A lease must outlast the hits
 * one turn of the event loop can take (about one per open connection), or the request windows' lease asked for
 * ahead of time arrives too late to be used.
 */
export function leaseSize(limit: number): number {
  return Math.min(1000, Math.max(1, Math.floor(limit / 100)));
}
