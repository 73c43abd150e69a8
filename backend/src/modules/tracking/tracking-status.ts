/**
 * The tracking status model (docs/product-spec.md §3 and §4).
 *
 * Two levels: the public `TrackingStatus` (six values, shown as a badge) and, below it, a normalised
 * `SubStatus` that keeps the distinctions carriers make (info received, available for pickup, expired…).
 * Every carrier adapter maps its raw codes to a `SubStatus`; the public status follows from it. The public statuses
 * themselves are a contract with the frontends (@parcelpilot/contracts).
 */

import { type TrackingStatus } from '@parcelpilot/contracts';

export const TRACKING_STATUS_BADGE: Readonly<Record<TrackingStatus, string>> = {
  delivered: 'Delivered',
  'delivery fail': 'Delivery Fail',
  'out for delivery': 'Out for Delivery',
  returned: 'Returned',
  'in transit': 'In Transit',
  'not found': 'Not Found',
};

/** Lookup outcomes that never produced a tracking status; the spec stores all three as `false`. */
export const TRACKING_FAILURES = ['ERROR', 'CARRIER_NOT_DETECTED', 'NOT_FOUND'] as const;

export type TrackingFailure = (typeof TRACKING_FAILURES)[number];

/** What a saved tracking code holds: a public status, or `false` when the lookup failed. */
export type StoredStatus = TrackingStatus | false;

export const SUB_STATUSES = [
  'info_received',
  'in_transit',
  'customs',
  'available_for_pickup',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'exception',
  'returning',
  'returned',
  'expired',
  'not_found',
] as const;

export type SubStatus = (typeof SUB_STATUSES)[number];

const PUBLIC_STATUS_OF: Readonly<Record<SubStatus, TrackingStatus>> = {
  info_received: 'in transit',
  in_transit: 'in transit',
  customs: 'in transit',
  // Waiting at a pickup point is the last leg of the journey, like a courier's round.
  available_for_pickup: 'out for delivery',
  out_for_delivery: 'out for delivery',
  delivered: 'delivered',
  delivery_failed: 'delivery fail',
  // An exception (lost, damaged, held) is the case the "Delivery Fail" badge warns about.
  exception: 'delivery fail',
  returning: 'returned',
  returned: 'returned',
  // No news for a long time: the last known state of the parcel is still "on its way".
  expired: 'in transit',
  not_found: 'not found',
};

export function publicStatusOf(subStatus: SubStatus): TrackingStatus {
  return PUBLIC_STATUS_OF[subStatus];
}

export function isTrackingFailure(value: unknown): value is TrackingFailure {
  return typeof value === 'string' && (TRACKING_FAILURES as readonly string[]).includes(value);
}

/** The value to store for a lookup outcome: failures become `false`, statuses are kept. */
export function toStoredStatus(outcome: TrackingStatus | TrackingFailure): StoredStatus {
  return isTrackingFailure(outcome) ? false : outcome;
}

const FINAL_STATUSES: ReadonlySet<TrackingStatus> = new Set(['delivered', 'returned']);

export function isFinalStatus(status: StoredStatus | null | undefined): boolean {
  return status !== false && status !== null && status !== undefined && FINAL_STATUSES.has(status);
}

/**
 * Combines the status already known for a shipment with a newer observation.
 *
 * - A delivered or returned shipment keeps that status: carriers keep scanning parcels after delivery
 *   (sorting of the empty cage, late uploads of transit scans), and those scans must not move it back.
 * - A failed or empty lookup (`false`, `'not found'`) never erases a status we already know.
 * - Otherwise the newer observation wins, so a failed attempt can be followed by "out for delivery" again.
 */
export function mergeStatus(current: StoredStatus | null | undefined, next: StoredStatus): StoredStatus {
  if (current === null || current === undefined || current === false) return next;
  if (isFinalStatus(current)) return current;
  if (next === false || next === 'not found') return current;
  return next;
}

export interface TrackingProgress {
  status: TrackingStatus;
  subStatus: SubStatus;
}

const FINAL_SUB_STATUSES: ReadonlySet<SubStatus> = new Set(['delivered', 'returned']);

/**
 * `mergeStatus` for a status together with its sub-status: the sub-status moves with the status. Within a final
 * status only a step to its end is taken (returning → returned), never one back.
 */
export function mergeProgress(current: TrackingProgress | null | undefined, next: TrackingProgress): TrackingProgress {
  if (!current) return next;
  if (isFinalStatus(current.status)) {
    return next.status === current.status && FINAL_SUB_STATUSES.has(next.subStatus) ? next : current;
  }
  return mergeStatus(current.status, next.status) === next.status ? next : current;
}
