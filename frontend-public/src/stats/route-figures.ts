import { perLanguage, type Language } from '@parcelpilot/languages';
import type { RouteStat } from './stats-api';

/** The delivery-time buckets (docs/product-spec.md §9), and the tail beyond them, in order. */
export const BUCKETS = ['0-7', '8-15', '16-22', '23-30', '31-60', 'over_60'] as const;
export type Bucket = (typeof BUCKETS)[number];

// Numbers as the page's language writes them (1,234.5 in English, 1.234,5 in German, 1 234,5 in Russian).
const formats = perLanguage((language) => ({
  days: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }),
  count: new Intl.NumberFormat(language),
  percent: new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }),
}));

export function formatDays(days: number, language: Language): string {
  return formats(language).days.format(days);
}

export function formatCount(count: number, language: Language): string {
  return formats(language).count.format(count);
}

/** A share 0..1 as a whole percentage; a small non-zero share shows as "<1%" rather than "0%". */
export function formatShare(share: number, language: Language): string {
  const percent = formats(language).percent;
  if (share > 0 && share < 0.005) return `<${percent.format(0.01)}`;
  return percent.format(share);
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
