/** What kind of business a carrier is; the directory filters by it (national posts, express, e-commerce...). */
export { CARRIER_TYPES, type CarrierType } from './seed-data/carrier-seed.types.js';
