import { isFinalStatus, type StoredStatus } from '../tracking-status.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A lane's gaps between consecutive events, as the statistics job stored them (route_scan_gaps). */
export interface LaneGaps {
  /** 90th percentile of the gaps between consecutive events, in hours. */
  p90GapHours: number;
  gaps: number;
  shipments: number;
}

/** "No scan for `silentDays` days; on this route 90% of parcels move within `laneDays`". */
export interface Stall {
  silentDays: number;
  laneDays: number;
  lastEventAt: Date;
}

/**
 * The lane a shipment is measured against: its carrier on its route when that has at least `minShipments`
 * shipments with gaps, else the route over all carriers when that has; none when neither has enough data.
 */
export function laneFor(
  carrierLane: LaneGaps | undefined,
  routeLane: LaneGaps | undefined,
  minShipments: number,
): LaneGaps | undefined {
  if (carrierLane && carrierLane.shipments >= minShipments) return carrierLane;
  if (routeLane && routeLane.shipments >= minShipments) return routeLane;
  return undefined;
}

/**
 * Whether a shipment has stalled: it is still under way (not delivered or returned, and known to a carrier) and its
 * last event is more whole days ago than the lane's 90th-percentile gap rounded up to whole days (at least one day).
 * Both figures are whole days so that the notice never reads "no scan for 6 days; 90% move within 6".
 */
export function stallOf(input: {
  status: StoredStatus | null;
  lastEventAt: Date | undefined;
  lane: LaneGaps | undefined;
  now: Date;
}): Stall | null {
  const { status, lastEventAt, lane, now } = input;
  if (!lane || !lastEventAt || status === null || status === false || status === 'not found') return null;
  if (isFinalStatus(status)) return null;
  const laneDays = Math.max(1, Math.ceil(lane.p90GapHours / 24));
  const silentDays = Math.floor((now.getTime() - lastEventAt.getTime()) / DAY_MS);
  return silentDays > laneDays ? { silentDays, laneDays, lastEventAt } : null;
}
