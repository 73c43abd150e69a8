import type { CarrierType } from './seed-data/carrier-seed.types.js';

export type { CarrierType };

/** What kind of business a carrier is; the directory filters by it (national posts, express, e-commerce...). */
export const CARRIER_TYPES = [
  'postal',
  'express',
  'ecommerce',
  'regional',
  'freight',
  'aggregator',
] as const satisfies readonly CarrierType[];
