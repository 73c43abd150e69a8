import type { TrackingStatus } from '@parcelpilot/contracts';
import type { ParseKeys } from 'i18next';

export type TrackingStatusColor = 'success' | 'error' | 'info' | 'warning' | 'default';

/** The tracking statuses of docs/product-spec.md §4, in the order the back-office lists them, with their badge text and colour. */
export const trackingStatuses = [
  { value: 'delivered', label: 'trackingStatus.delivered', color: 'success' },
  { value: 'in transit', label: 'trackingStatus.inTransit', color: 'info' },
  { value: 'out for delivery', label: 'trackingStatus.outForDelivery', color: 'info' },
  { value: 'delivery fail', label: 'trackingStatus.deliveryFail', color: 'error' },
  { value: 'returned', label: 'trackingStatus.returned', color: 'warning' },
  { value: 'not found', label: 'trackingStatus.notFound', color: 'default' },
] as const satisfies readonly { value: TrackingStatus; label: ParseKeys; color: TrackingStatusColor }[];

const notFound = trackingStatuses[trackingStatuses.length - 1];

/** A status's badge; no status (ERROR, not detected, not found are stored as false) and unknown values read Not Found. */
export function trackingStatusOf(status: string | null | undefined): (typeof trackingStatuses)[number] {
  return trackingStatuses.find((candidate) => candidate.value === status) ?? notFound;
}
