/**
 * Tracking-number formats, as data.
 *
 * One entry per format: an anchored regular expression with named groups (over the normalised number:
 * uppercase, no spaces, dashes or dots), the check-digit rule, lookup tables and example numbers. The engine in
 * `detection.engine.ts` only reads this data; adding a format means adding an entry to the file of its tier in
 * `formats/` (the four tiers below, in order).
 *
 * Conventions: the protected characters are the `payload` group and the check character the `check` group.
 * `lengths` and `kind` feed the engine's prefilter and must cover every string the pattern can match (the
 * spec checks the examples against them). Patterns use single quantifiers over character classes only (no
 * nested quantifiers), so matching stays linear. Entries are ordered from the most specific to the most generic,
 * which is the order candidates of equal confidence are returned in: a prefix and a check digit first, then bare
 * digit runs with a check digit (the more common carrier first where several share a length), then formats
 * without a check digit, the `loose` shapes last.
 *
 * Confidence, as the engine reports it: a format with a check digit that verifies is `high` (a wrong check digit
 * rejects the number); a format without one is `medium` when a prefix, suffix or layout sets it apart, and `low`
 * ("possible") when it is a bare shape that other numbers share (`loose`).
 *
 * Sources. Facts (patterns, check-digit algorithms, service tables, test numbers) are carried over from
 * jkeen/tracking_number_data (MIT licence, https://github.com/jkeen/tracking_number_data: couriers/*.json and
 * CHECKSUM_ALGORITHMS.md, for UPS, UPS waybills, USPS, FedEx, DHL, Amazon, OnTrac, LaserShip, Old Dominion,
 * Canpar, Canada Post, Purolator, DPD, Landmark Global, Spee-Dee, Yodel, GOFO, YunExpress and S10) and its issue
 * tracker (LaserShip 1LS/L forms, UPS waybill letters, DHL eCommerce prefixes, Amazon TBC/TBM); the code is ours.
 * Also: the UPU S10 standard, the GS1 general specifications, USPS Publication 199 (IMpb), the FedEx Ground label
 * layout specification, GLS Uni-Box technical documentation §3.2.1, the DPD parcel label specification (ISO/IEC
 * 7064 MOD 37,36), the Deutsche Post Identcode rule (weights 4,9), Correos' pre-registration API (annex XI,
 * shipment code structures) and the carriers' own help pages on their number formats. Formats without a
 * published check digit have none here rather than a guessed one.
 */

import { CHECKED_BARE_FORMATS } from './formats/checked-bare.formats.js';
import { CHECKED_PREFIX_FORMATS } from './formats/checked-prefix.formats.js';
import type { CarrierFormat } from './formats/format.types.js';
import { LOOSE_FORMATS } from './formats/loose.formats.js';
import { PREFIX_FORMATS } from './formats/prefix.formats.js';

export type {
  CarrierFormat,
  ChecksumRule,
  InputKind,
  InvalidExample,
  InvalidReason,
  LookupTable,
} from './formats/format.types.js';
export { UNKNOWN_NATIONAL_POST } from './formats/format.types.js';

/** Display names of the carriers that own formats (national posts take their names from `upu-members.ts`). */
export const CARRIER_NAMES: Readonly<Record<string, string>> = {
  ups: 'UPS',
  usps: 'USPS',
  fedex: 'FedEx',
  dhl: 'DHL Express',
  'dhl-paket': 'DHL Paket',
  'dhl-ecommerce': 'DHL eCommerce',
  amazon: 'Amazon Logistics',
  ontrac: 'OnTrac (LaserShip)',
  'old-dominion': 'Old Dominion Freight Line',
  canpar: 'Canpar Express',
  'landmark-global': 'Landmark Global',
  'spee-dee': 'Spee-Dee Delivery',
  gofo: 'GOFO Express',
  'canada-post': 'Canada Post',
  purolator: 'Purolator',
  'royal-mail': 'Royal Mail',
  parcelforce: 'Parcelforce Worldwide',
  yodel: 'Yodel',
  dpd: 'DPD',
  gls: 'GLS',
  evri: 'Evri',
  'hermes-de': 'Hermes Germany',
  postnl: 'PostNL',
  colissimo: 'Colissimo',
  'correos-spain': 'Correos',
  'poste-italiane': 'Poste Italiane',
  inpost: 'InPost',
  'australia-post': 'Australia Post',
  cainiao: 'Cainiao',
  yunexpress: 'YunExpress',
  '4px': '4PX',
  yanwen: 'Yanwen',
  'sf-express': 'SF Express',
  'jt-express': 'J&T Express',
  tnt: 'TNT',
  'deutsche-post': 'Deutsche Post',
  upu: 'National postal operator (UPU S10)',
};

/** Every format, from the most specific to the most generic (the order of equal-confidence candidates). */
export const CARRIER_FORMATS: readonly CarrierFormat[] = [
  ...CHECKED_PREFIX_FORMATS,
  ...CHECKED_BARE_FORMATS,
  ...PREFIX_FORMATS,
  ...LOOSE_FORMATS,
];
