import { i18n } from '../i18n/i18n';
import type { RouteStat } from './stats-api';

/** The delivery-time buckets (spec §9), and the tail beyond them, in order. */
export const BUCKETS = ['0-7', '8-15', '16-22', '23-30', '31-60', 'over_60'] as const;
export type Bucket = (typeof BUCKETS)[number];

const daysFormat = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat(i18n.language);
const percentFormat = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });

export function formatDays(days: number): string {
  return daysFormat.format(days);
}

export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** A share 0..1 as a whole percentage; a small non-zero share shows as "<1%" rather than "0%". */
export function formatShare(share: number): string {
  if (share > 0 && share < 0.005) return `<${percentFormat.format(0.01)}`;
  return percentFormat.format(share);
}

/** Delivered parcels in each bucket, with their share of all delivered parcels. */
export function bucketShares(stat: RouteStat): { bucket: Bucket; count: number; share: number }[] {
  const delivered = BUCKETS.reduce((sum, bucket) => sum + stat[bucket], 0);
  return BUCKETS.map((bucket) => ({
    bucket,
    count: stat[bucket],
    share: delivered > 0 ? stat[bucket] / delivered : 0,
  }));
}

/** Share delivered within a week: the comparison table's quick read of a carrier's speed. */
export function withinWeekShare(stat: RouteStat): number | null {
  if (!stat.enough_data) return null;
  const delivered = BUCKETS.reduce((sum, bucket) => sum + stat[bucket], 0);
  return delivered > 0 ? stat['0-7'] / delivered : null;
}
