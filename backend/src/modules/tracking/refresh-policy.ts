import type { StoredStatus } from './tracking-status.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A number 17TRACK pushes updates for is not polled while the pushes keep coming: only once this long has passed
 * since its last push (17TRACK pushes every change, so a day of silence says the webhook, not the parcel, is quiet).
 */
export const POLL_AFTER_PUSH_SILENCE_MS = DAY;

/** A number that never showed up anywhere is given up on after this long. */
export const NOT_FOUND_EXPIRY_MS = 30 * DAY;

/**
 * When a shipment should be checked again: soon when it is out for delivery, every few hours in transit, with a
 * growing backoff while nobody knows the number (until it expires), never once delivered or returned.
 * Returns null for "never".
 */
export function nextCheckAt(
  status: StoredStatus,
  consecutiveMisses: number,
  firstSeenAt: Date,
  now: Date = new Date(),
): Date | null {
  const after = (ms: number) => new Date(now.getTime() + ms);
  switch (status) {
    case 'delivered':
    case 'returned':
      return null;
    case 'out for delivery':
      return after(30 * MINUTE);
    case 'delivery fail':
      return after(2 * HOUR);
    case 'in transit':
      return after(4 * HOUR);
    case 'not found':
    case false: {
      if (now.getTime() - firstSeenAt.getTime() > NOT_FOUND_EXPIRY_MS) return null;
      const backoff = Math.min(HOUR * 2 ** Math.max(0, consecutiveMisses - 1), DAY);
      return after(backoff);
    }
  }
}
