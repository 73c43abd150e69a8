/**
 * The public tracking statuses (docs/product-spec.md §4): the six values the API returns, stores and filters by, and the
 * frontends show as a badge. A failed lookup has no status (`false`, see the backend's tracking-status.ts).
 */
export const TRACKING_STATUSES = [
  'delivered',
  'delivery fail',
  'out for delivery',
  'returned',
  'in transit',
  'not found',
] as const;

export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export function isTrackingStatus(value: unknown): value is TrackingStatus {
  return typeof value === 'string' && (TRACKING_STATUSES as readonly string[]).includes(value);
}
