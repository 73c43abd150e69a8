/**
 * Tracking-number formats, as data.
 *
 * One entry per format: an anchored regular expression with named groups (over the normalised number:
 * uppercase, no spaces, dashes or dots), the check-digit rule, lookup tables and example numbers. The engine in
 * `detection.engine.ts` only reads this data; adding a format means adding an entry here.
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

import type { CheckDigitSpec } from './check-digits.js';

/** Which normalised inputs a format can match: only digits, at least one letter, or either. */
export type InputKind = 'numeric' | 'alphanumeric' | 'any';

export interface ChecksumRule extends CheckDigitSpec {
  /** Named group holding the protected characters. */
  readonly payloadGroup: string;
  /** Named group holding the check character. */
  readonly checkGroup: string;
  /** Characters the carrier prepends before computing the check digit but does not print. */
  readonly impliedPrefix?: string;
}

export interface LookupTable {
  readonly group: string;
  /** `exact` looks up the whole group value, `first` its first character. */
  readonly key: 'exact' | 'first';
  readonly entries: Readonly<Record<string, string>>;
}

export type InvalidReason = 'check-digit' | 'length' | 'format' | 'country';

export interface InvalidExample {
  readonly number: string;
  readonly reason: InvalidReason;
}

export interface CarrierFormat {
  readonly id: string;
  readonly carrier: string;
  readonly name: string;
  readonly description: string;
  readonly pattern: RegExp;
  readonly lengths: readonly number[];
  readonly kind: InputKind;
  readonly checksum?: ChecksumRule;
  /**
   * Digits only, without a fixed prefix, suffix or letter: almost any number of its length has its shape. A number
   * that a format with a fixed prefix or layout rejects on its check digit is a mistyped number of that format, and
   * is not offered to bare formats (the engine's specificity rule: a prefix and a check digit outrank a bare shape).
   */
  readonly bare?: true;
  /**
   * A bare shape without a check digit that unrelated numbers also have (N digits, three letters and nine digits):
   * reported as a low-confidence possibility only.
   */
  readonly loose?: true;
  readonly service?: LookupTable;
  /** UPU S10: the carrier is the national operator of the country in this group (see `upu-members.ts`). */
  readonly nationalPostCountryGroup?: string;
  readonly examples: {
    readonly valid: readonly string[];
    readonly invalid: readonly InvalidExample[];
  };
}

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

/** Carrier code of an S10 number whose country code no postal operator issues. */
export const UNKNOWN_NATIONAL_POST = 'upu';

const CHECK = { payloadGroup: 'payload', checkGroup: 'check' } as const;

/** Service codes of 1Z numbers (positions 9–10), from tracking_number_data's UPS service table. */
const UPS_SERVICES: Readonly<Record<string, string>> = {
  '01': 'Next Day Air',
  '02': '2nd Day Air',
  '03': 'Ground',
  '12': '3 Day Select',
  '13': 'Next Day Air Saver',
  '15': 'Next Day Air Early',
  '22': 'Ground (Returns Plus, three pickup attempts)',
  '32': 'Next Day Air Early (collect on delivery)',
  '33': 'Next Day Air Early (Saturday delivery, collect on delivery)',
  '41': 'Next Day Air Early (Saturday delivery)',
  '42': 'Ground (signature required)',
  '44': 'Next Day Air (Saturday delivery)',
  '66': 'Worldwide Express',
  '72': 'Ground (collect on delivery)',
  '78': 'Ground (Returns Plus, one pickup attempt)',
  '90': 'Ground (returns)',
  A0: 'Next Day Air Early (adult signature required)',
  A1: 'Next Day Air Early (Saturday delivery, adult signature required)',
  A2: 'Next Day Air (adult signature required)',
  A8: 'Ground (adult signature required)',
  A9: 'Next Day Air Early (adult signature required, collect on delivery)',
  AA: 'Next Day Air Early (Saturday delivery, adult signature required, collect on delivery)',
  YW: 'SurePost (delivered by USPS)',
};

const USPS_LEGACY_SERVICES: Readonly<Record<string, string>> = {
  '71': 'Certified Mail',
  '73': 'Insured Mail',
  '77': 'Registered Mail',
  '81': 'Return Receipt for Merchandise',
};

const SSCC_CONTAINER_TYPES: Readonly<Record<string, string>> = {
  '00': 'Case or carton',
  '01': 'Pallet',
  '02': 'Larger than a pallet',
  '04': 'Internal use',
};

const DPD_SERVICES: Readonly<Record<string, string>> = {
  '101': 'Classic',
  '102': 'Classic (hazardous goods)',
  '105': 'Classic (ex works)',
  '106': 'Classic (ex works, hazardous goods)',
  '109': 'Classic (cash on delivery)',
  '110': 'Classic (cash on delivery, hazardous goods)',
  '113': 'Classic (exchange)',
  '136': 'Small parcel',
  '154': 'Parcel letter',
  '155': 'Guarantee',
  '161': 'Guarantee (cash on delivery)',
  '179': 'Express 10:00',
  '191': 'Express 10:00 (cash on delivery)',
  '225': 'Express 12:00',
  '237': 'Express 12:00 (cash on delivery)',
  '350': 'Express 8:30',
};

/** GLS product codes (third and fourth digit of the parcel number). Codes 10–68 are business parcels. */
const GLS_SERVICES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Array.from({ length: 59 }, (_, i) => [String(10 + i), 'Business Parcel'])),
  '71': 'Cash Service',
  '72': 'Cash Service with Exchange Service',
  '74': 'Delivery at Work',
  '75': 'Guaranteed 24',
  '76': 'Shop Return',
  '78': 'Intercompany',
  '85': 'Express Parcel',
  '87': 'Exchange Service',
  '89': 'Pick&Return / Pick&Ship',
};

/** First letter of the S10 service indicator (UPU S10 standard, table of service indicators). */
const S10_SERVICES: Readonly<Record<string, string>> = {
  A: 'Letter post (recorded delivery)',
  C: 'Parcel post',
  E: 'EMS',
  H: 'E-commerce parcel',
  L: 'Letter post (express)',
  M: 'M bag',
  Q: 'International Business Reply Service',
  R: 'Registered letter post',
  U: 'Letter post (other)',
  V: 'Insured letter post',
};

export const CARRIER_FORMATS: readonly CarrierFormat[] = [
  // ── A prefix or layout and a check digit ──────────────────────────────────────────────────────────────────────
  {
    id: 'ups-1z',
    carrier: 'ups',
    name: 'UPS 1Z',
    description: '1Z, 6-character shipper number, 2-character service code, 7-character package number, check digit',
    pattern: /^1Z(?<payload>(?<shipper>[0-9A-Z]{6})(?<service>[0-9A-Z]{2})(?<package>[0-9A-Z]{7}))(?<check>[0-9A-Z])$/,
    lengths: [18],
    kind: 'alphanumeric',
    checksum: { ...CHECK, algorithm: 'ups-mod10' },
    service: { group: 'service', key: 'exact', entries: UPS_SERVICES },
    examples: {
      valid: [
        '1Z5R89390357567127',
        '1Z879E930346834440',
        '1Z410E7W0392751591',
        '1Z8V92A70367203024',
        '1ZXX3150YW44070023',
      ],
      invalid: [
        { number: '1Z5R89390357567128', reason: 'check-digit' },
        { number: '1Z1111111111111111', reason: 'check-digit' },
        { number: '1Z5R8939035756712', reason: 'length' },
        { number: '2Z5R89390357567127', reason: 'format' },
      ],
    },
  },
  {
    id: 'upu-s10',
    carrier: UNKNOWN_NATIONAL_POST,
    name: 'UPU S10 (every national post)',
    description:
      '2-letter service indicator, 8-digit serial, check digit, ISO country code of the issuing postal operator ' +
      '(Royal Mail, USPS, La Poste, Correos, Poste Italiane, China Post and every other UPU member)',
    pattern: /^(?<service>[A-Z]{2})(?<payload>\d{8})(?<check>\d)(?!YP$|WW$)(?<country>[A-Z]{2})$/,
    lengths: [13],
    kind: 'alphanumeric',
    checksum: { ...CHECK, algorithm: 's10-mod11' },
    service: { group: 'service', key: 'first', entries: S10_SERVICES },
    nationalPostCountryGroup: 'country',
    examples: {
      valid: [
        'RB123456785GB',
        'RB123456785US',
        'LZ473829165CN',
        'CP203958715DE',
        'EA610243895US',
        'RR938142759FR',
        'LX055172305NL',
        'CX726491031AU',
        'RN318604725CA',
        'UA881203467HK',
        'EE440172384JP',
        'RB123456785CV',
        'RR123456785ES',
        'RR123456785IT',
      ],
      invalid: [
        { number: 'RB123456786US', reason: 'check-digit' },
        { number: 'RB123456785XX', reason: 'country' },
        { number: 'RB12345678GB', reason: 'length' },
        { number: 'R1123456785GB', reason: 'format' },
      ],
    },
  },
  {
    id: 'usps-impb-22',
    carrier: 'usps',
    name: 'USPS IMpb (22 digits)',
    description: 'Intelligent Mail package barcode: channel 91–95, 3-digit service type, mailer ID and serial, check',
    pattern: /^(?<payload>(?<channel>9[1-5])(?<service>\d{3})\d{16})(?<check>\d)$/,
    lengths: [22],
    kind: 'numeric',
    checksum: { ...CHECK, algorithm: 'gs1-mod10' },
    examples: {
      valid: [
        '9400111201080805483016',
        '9405803699300124287899',
        '9361289878700317633795',
        '9505511069605048600624',
        '9101123456789000000013',
        '9205512345678901234561',
      ],
      invalid: [
        { number: '9400111201080805483017', reason: 'check-digit' },
        { number: '9200000000000000000000', reason: 'check-digit' },
        { number: '940011120108080548301', reason: 'length' },
        { number: '9600111201080805483016', reason: 'format' },
      ],
    },
  },
  {
    id: 'usps-impb-26',
    carrier: 'usps',
    name: 'USPS IMpb (26 digits)',
    description: 'Intelligent Mail package barcode with a 9-digit mailer ID and 11-digit serial, check digit',
    pattern: /^(?<payload>(?<channel>9[1-5])(?<service>\d{3})\d{20})(?<check>\d)$/,
    lengths: [26],
    kind: 'numeric',
    checksum: { ...CHECK, algorithm: 'gs1-mod10' },
    examples: {
      valid: ['92748931507708513018050063', '92055901234567890123456781'],
      invalid: [
        { number: '92748931507708513018050064', reason: 'check-digit' },
        { number: '9274893150770851301805006', reason: 'length' },
      ],
    },
  },
  {
    id: 'usps-impb-30',
    carrier: 'usps',
    name: 'USPS IMpb with ZIP (30 digits)',
    description: 'Routing prefix 420 and 5-digit destination ZIP code, then a 22-digit IMpb tracking number',
    pattern: /^420(?<zip>\d{5})(?<payload>9[1-5]\d{19})(?<check>\d)$/,
    lengths: [30],
    kind: 'numeric',
    checksum: { ...CHECK, algorithm: 'gs1-mod10' },
    examples: {
      valid: ['420221539101026837331000039521', '420100019405512123456789012345', '420902459261290336128704042634'],
      invalid: [
        { number: '420221539101026837331000039522', reason: 'check-digit' },
        { number: '42022153910102683733100003952', reason: 'length' },
        { number: '420221538101026837331000039521', reason: 'format' },
      ],
    },
  },
  {
    id: 'usps-impb-34-zip9',
    carrier: 'usps',
    name: 'USPS IMpb with ZIP+4 (34 digits)',
    description: 'Routing prefix 420 and 9-digit ZIP+4, then a 22-digit IMpb tracking number',
    pattern: /^420(?<zip>\d{9})(?<payload>9[1-5]\d{19})(?<check>\d)$/,
    lengths: [34],
    kind: 'numeric',
    checksum: { ...CHECK, algorithm: 'gs1-mod10' },
    examples: {
      valid: [
        '4201002334249200190132607600833457',
        '4201028200009261290113185417468510',
        '4209021012349200190132607600833457',
      ],
      invalid: [
        { number: '4201028200009261290113185417468511', reason: 'check-digit' },
        { number: '420102820000926129011318541746851', reason: 'length' },
      ],
    },
  },
  {
    id: 'usps-impb-34-zip5',
    carrier: 'usps',
    name: 'USPS IMpb 26 with ZIP (34 digits)',
    description: 'Routing prefix 420 and 5-digit ZIP code, then a 26-digit IMpb tracking number',
    pattern: /^420(?<zip>\d{5})(?<payload>9[1-5]\d{23})(?<check>\d)$/,
    lengths: [34],
    kind: 'numeric',
    checksum: { ...CHECK, algorithm: 'gs1-mod10' },
    examples: {
      valid: ['4206060192748999987654321012345672'],
      invalid: [
        { number: '4206060192748999987654321012345673', reason: 'check-digit' },
        { number: '42060601927489999876543210123456', reason: 'length' },
      ],
    },
  },
  {
    id: 'ups-mail-innovations-impb',
    carrier: 'ups',
    name: 'UPS Mail Innovations (IMpb 92748…)',
    description:
      'USPS IMpb number with service type 748, used by UPS Mail Innovations; USPS delivers it. GS1 check digit',
    pattern: /^(?<payload>92748(?:\d{16}|\d{20}))(?<check>\d)$/,
    lengths: [22, 26],
    kind: 'numeric',
    checksum: { ...CHECK, algorithm: 'gs1-mod10' },
    examples: {
      valid: ['92748901790175543400811852', '9274899123456789012349'],
      invalid: [
        { number: '92748901790175543400811853', reason: 'check-digit' },
        { number: '9274890179017554340081185', reason: 'length' },
      ],
    },
  },
  {
    id: 'fedex-smartpost-22',
    carrier: 'fedex',
    name: 'FedEx Ground Economy / SmartPost (22 digits)',
    description:
      'IMpb-format number starting 92 with a 9-digit mailer ID (which starts with 9), handed to USPS for final ' +
      'delivery; GS1 check digit',
    pattern: /^(?<payload>92(?<service>\d{3})(?<mailer>9\d{8})(?<package>\d{7}))(?<check>\d)$/,
    lengths: [22],
    kind: 'numeric',
    checksum: { ...CHECK, algorithm: 'gs1-mod10' },
    examples: {
      valid: ['9261292700768711948021', '9261298765432112345671'],
      invalid: [
        { number: '9261292700768711948020', reason: 'check-digit' },
        { number: '926129270076871194802', reason: 'length' },
        { number: '9205512345678901234561', reason: 'format' },
      ],
    },
  },
  {
    id: 'fedex-ground-96-22',
    carrier: 'fedex',
    name: 'FedEx Ground 96 (22 digits)',
    description: 'Application identifier 96, service class and type, 14-digit serial, GS1 check digit on the serial',
    pattern: /^96(?<scnc>\d{2})(?<service>\d{3})(?<payload>\d{14})(?<check>\d)$/,
    lengths: [22],
    kind: 'numeric',
    checksum: { ...CHECK, algorithm: 'gs1-mod10' },
    examples: {
      valid: ['9611020987654312345672', '9611019123456700012346'],
      invalid: [
        { number: '9600000000000000000001', reason: 'check-digit' },
        { number: '961102098765431234567', reason: 'length' },
      ],
    },
  },
  {
    id: 'fedex-ground-96-34',
    carrier: 'fedex',
    name: 'FedEx Ground 96 GSN (34 digits)',
    description: 'Application identifier 96 with a Ground shipment number, ending in a 12-digit FedEx number',
    pattern: /^96(?<scnc>\d{2})\d{5}(?<gsn>\d{10})\d(?<payload>\d{13})(?<check>\d)$/,
    lengths: [34],
    kind: 'numeric',
    checksum: { ...CHECK, algorithm: 'fedex-mod11' },
    examples: {
      valid: [
        '9622001900000000000000776632517510',
        '9622001560000000000000794808390594',
        '9632001560123456789900794808390594',
      ],
      invalid: [
        { number: '9622001560001234567100794808390595', reason: 'check-digit' },
        { number: '962200156000123456710079480839059', reason: 'length' },
      ],
    },
  },
  {
    id: 'fedex-express-34',
    carrier: 'fedex',
    name: 'FedEx Express barcode (34 digits)',
    description: 'Prefix 100, routing data and destination ZIP, ending in the 12-digit FedEx Express number',
    pattern: /^100\d{12}(?<zip>\d{5})(?<payload>\d{13})(?<check>\d)$/,
    lengths: [34],
    kind: 'numeric',
    checksum: { ...CHECK, algorithm: 'fedex-mod11' },
    examples: {
      valid: [
        '1001921334250001000300779017972697',
        '1001921380360001000300639585804382',
        '1001901781990001000300617767839437',
        '1002297871540001000300790695517286',
      ],
      invalid: [
        { number: '1001901781990001000300617767839438', reason: 'check-digit' },
        { number: '100190178199000100030061776783943', reason: 'length' },
      ],
    },
  },
  {
    id: 'fedex-astra-32',
    carrier: 'fedex',
    name: 'FedEx ASTRA barcode (32 digits)',
    description: 'Starts with 3: routing data, then the 12-digit FedEx Express number and 4 trailing digits',
    pattern: /^3\d{15}(?<payload>\d{11})(?<check>\d)\d{4}$/,
    lengths: [32],
    kind: 'numeric',
    checksum: { ...CHECK, algorithm: 'fedex-mod11' },
    examples: {
      valid: ['30123456789012349865787888550430', '39876543210987657905353123171201'],
      invalid: [
        { number: '30123456789012349865787888560430', reason: 'check-digit' },
        { number: '3012345678901234986578788855043', reason: 'length' },
      ],
    },
  },
  {
    id: 'ontrac-c',
    carrier: 'ontrac',
    name: 'OnTrac C',
    description: 'C and 13 digits, check digit by the UPS mod 10 rule with C counted as 4',
    pattern: /^(?<payload>C\d{13})(?<check>\d)$/,
    lengths: [15],
    kind: 'alphanumeric',
    checksum: { ...CHECK, algorithm: 'ups-mod10' },
    examples: {
      valid: ['C11031500001879', 'C10999911320231', 'C11121552953069', 'C11121553156000', 'C11121552829468'],
      invalid: [
        { number: 'C11031500001889', reason: 'check-digit' },
        { number: 'C10000000000000', reason: 'check-digit' },
        { number: 'C1103150000187', reason: 'length' },
      ],
    },
  },
  {
    id: 'ontrac-d',
    carrier: 'ontrac',
    name: 'OnTrac D',
    description: 'D and 13 digits, check digit by the UPS mod 10 rule with D counted as 5',
    pattern: /^(?<payload>D\d{13})(?<check>\d)$/,
    lengths: [15],
    kind: 'alphanumeric',
    checksum: { ...CHECK, algorithm: 'ups-mod10' },
    examples: {
      valid: ['D10011354453707', 'D10011345983010', 'D10011342332145', 'D10011456789018'],
      invalid: [
        { number: 'D10011345983012', reason: 'check-digit' },
        { number: 'D10011342332144', reason: 'check-digit' },
        { number: 'D1001134598301', reason: 'length' },
      ],
    },
  },
  {
    id: 'ups-waybill',
    carrier: 'ups',
    name: 'UPS waybill (letter + 10 digits)',
    description:
      'Worldwide Express and handwritten waybills: A, H, J, K, T or V, 9 digits and a check digit (UPS mod 10)',
    pattern: /^(?<prefix>[AHJKTV])(?<payload>\d{9})(?<check>\d)$/,
    lengths: [11],
    kind: 'alphanumeric',
    checksum: { ...CHECK, algorithm: 'ups-mod10' },
    examples: {
      valid: ['K1506235620', 'H1234567895', 'T9876543215', 'V2048173564'],
      invalid: [
        { number: 'K1506235621', reason: 'check-digit' },
        { number: 'K150623562', reason: 'length' },
        { number: 'B1506235620', reason: 'format' },
      ],
    },
  },
  {
    id: 'tnt-ge',
    carrier: 'tnt',
    name: 'TNT international (GE…WW)',
    description: 'GE, 8-digit consignment serial, check digit (UPU S10 mod 11), WW',
    pattern: /^GE(?<payload>\d{8})(?<check>\d)WW$/,
    lengths: [13],
    kind: 'alphanumeric',
    checksum: { ...CHECK, algorithm: 's10-mod11' },
    examples: {
      valid: ['GE531028767WW', 'GE918402375WW'],
      invalid: [
        { number: 'GE531028768WW', reason: 'check-digit' },
        { number: 'GE53102876WW', reason: 'length' },
      ],
    },
  },
  {
    id: 'old-dominion-pro',
    carrier: 'old-dominion',
    name: 'Old Dominion PRO number',
    description: '11 digits starting 072, 777 or 778, with a Luhn check digit',
    pattern: /^(?<payload>(?:072|77[78])\d{7})(?<check>\d)$/,
    lengths: [11],
    kind: 'numeric',
    checksum: { ...CHECK, algorithm: 'luhn-mod10' },
    examples: {
      valid: ['07209562763', '77767553207', '77806528897'],
      invalid: [
        { number: '07209562773', reason: 'check-digit' },
        { number: '0720956276', reason: 'length' },
        { number: '79927398713', reason: 'format' },
      ],
    },
  },
  {
    id: 'old-dominion-guaranteed',
    carrier: 'old-dominion',
    name: 'Old Dominion guaranteed shipment',
    description: '11 digits starting 80, with a Luhn check digit',
    pattern: /^(?<payload>80\d{8})(?<check>\d)$/,
    lengths: [11],
    kind: 'numeric',
    checksum: { ...CHECK, algorithm: 'luhn-mod10' },
    examples: {
      valid: ['80003280379', '80993847369'],
      invalid: [
        { number: '80003280389', reason: 'check-digit' },
        { number: '8000328037', reason: 'length' },
        { number: '10000000000', reason: 'format' },
      ],
    },
  },
  {
    id: 'dhl-paket-20',
    carrier: 'dhl-paket',
    name: 'DHL Paket SSCC (20 digits)',
    description: 'Application identifier 00 and an 18-digit SSCC with a GS1 check digit',
    pattern: /^00(?<payload>\d{17})(?<check>\d)$/,
    lengths: [20],
    kind: 'numeric',
    checksum: { ...CHECK, algorithm: 'gs1-mod10' },
    examples: {
      valid: ['00340433836442636597', '00340434161234567896', '00340433841102987650'],
      invalid: [
        { number: '00340433836442636598', reason: 'check-digit' },
        { number: '0034043383644263659', reason: 'length' },
        { number: '10340433836442636597', reason: 'format' },
      ],
    },
  },
  {
    id: 'dpd-28',
    carrier: 'dpd',
    name: 'DPD label barcode (28 characters)',
    description: 'Postcode, 14-digit parcel number, service code, ISO numeric country, ISO 7064 MOD 37,36 check',
    pattern:
      /^(?<payload>(?<postcode>[0-9A-Z]{7})(?<parcel>\d{14})(?<service>\d{3})(?<destination>\d{3}))(?<check>[0-9A-Z])$/,
    lengths: [28],
    kind: 'any',
    checksum: { ...CHECK, algorithm: 'iso7064-mod37-36' },
    service: { group: 'service', key: 'exact', entries: DPD_SERVICES },
    examples: {
      valid: ['008182709980000020033350276C', '008182709980000020045327276N', 'SW1A1AA15501234567890101826W'],
      invalid: [
        { number: '008182709980000020033350276A', reason: 'check-digit' },
        { number: '008182709980000020045000000N', reason: 'check-digit' },
        { number: '008182709980000020033350276', reason: 'length' },
      ],
    },
  },
  // ── Bare digit runs with a check digit: several carriers can own the same length ─────────────────────────────
  {
    id: 'fedex-express-12',
    carrier: 'fedex',
    name: 'FedEx Express (12 digits)',
    description: '11-digit serial and a check digit (weights 1,3,7 from the right, mod 11)',
    pattern: /^(?<payload>\d{11})(?<check>\d)$/,
    lengths: [12],
    kind: 'numeric',
    bare: true,
    checksum: { ...CHECK, algorithm: 'fedex-mod11' },
    examples: {
      valid: ['986578788855', '477179081230', '799531274483', '790535312317', '974367662710', '394750286132'],
      invalid: [
        { number: '996578788855', reason: 'check-digit' },
        { number: '98657878885', reason: 'length' },
      ],
    },
  },
  {
    id: 'purolator-12',
    carrier: 'purolator',
    name: 'Purolator (12 digits)',
    description: '11-digit PIN starting 0–5 and a Luhn check digit',
    pattern: /^(?<payload>[0-5]\d{10})(?<check>\d)$/,
    lengths: [12],
    kind: 'numeric',
    bare: true,
    checksum: { ...CHECK, algorithm: 'luhn-mod10' },
    examples: {
      valid: ['320595463938', '320606146993', '287809468872', '320610804900', '331426749957', '331434972567'],
      invalid: [
        { number: '320595463939', reason: 'check-digit' },
        { number: '287809468875', reason: 'check-digit' },
        { number: '32059546393', reason: 'length' },
        { number: '620595463938', reason: 'format' },
      ],
    },
  },
  {
    id: 'dhl-paket-12',
    carrier: 'dhl-paket',
    name: 'DHL Paket Identcode (12 digits)',
    description: 'Origin centre, customer ID and serial, check digit with weights 4,9 mod 10',
    pattern: /^(?<payload>\d{11})(?<check>\d)$/,
    lengths: [12],
    kind: 'numeric',
    bare: true,
    checksum: { ...CHECK, algorithm: 'weighted-mod10', weights: [4, 9] },
    examples: {
      valid: ['201298452277', '340434188195', '601312750937'],
      invalid: [
        { number: '201298452278', reason: 'check-digit' },
        { number: '20129845227', reason: 'length' },
      ],
    },
  },
  {
    id: 'gls-12',
    carrier: 'gls',
    name: 'GLS parcel number (12 digits)',
    description: '2-digit depot, 2-digit product, 7-digit serial, GLS mod 10 check digit',
    // Only the product codes of GLS_SERVICES (GLS Uni-Box technical documentation, product code table): a 12-digit
    // number with another code in digits 3–4 is not a GLS parcel number, even when the check digit fits.
    pattern: /^(?<payload>(?<depot>\d{2})(?<service>[1-5]\d|6[0-8]|7[124568]|8[579])\d{7})(?<check>\d)$/,
    lengths: [12],
    kind: 'numeric',
    bare: true,
    checksum: { ...CHECK, algorithm: 'gls-mod10' },
    service: { group: 'service', key: 'exact', entries: GLS_SERVICES },
    examples: {
      valid: ['307415892015', '468500123497', '201027345665'],
      invalid: [
        { number: '307415892016', reason: 'check-digit' },
        { number: '30741589201', reason: 'length' },
        { number: '309015892013', reason: 'format' },
      ],
    },
  },
  {
    id: 'fedex-ground-15',
    carrier: 'fedex',
    name: 'FedEx Ground (15 digits)',
    description: '7-digit FedEx Ground account, 7-digit package number, GS1 check digit',
    pattern: /^(?<payload>(?<account>\d{7})(?<package>\d{7}))(?<check>\d)$/,
    lengths: [15],
    kind: 'numeric',
    bare: true,
    checksum: { ...CHECK, algorithm: 'gs1-mod10' },
    examples: {
      valid: ['041441760228964', '568283610012000', '568283610012734', '123456700012346'],
      invalid: [
        { number: '568283610012732', reason: 'check-digit' },
        { number: '56828361001273', reason: 'length' },
      ],
    },
  },
  {
    id: 'dpd-15',
    carrier: 'dpd',
    name: 'DPD parcel number with check character (15)',
    description: '14-digit parcel number followed by its ISO 7064 MOD 37,36 check character',
    pattern: /^(?<payload>(?<depot>\d{4})\d{10})(?<check>[0-9A-Z])$/,
    lengths: [15],
    kind: 'any',
    bare: true,
    checksum: { ...CHECK, algorithm: 'iso7064-mod37-36' },
    examples: {
      valid: ['01015026003653C', '01505012345678N', '05212345678902I'],
      invalid: [
        { number: '01015026003653D', reason: 'check-digit' },
        { number: '0101502600365C', reason: 'length' },
      ],
    },
  },
  {
    id: 'fedex-sscc-18',
    carrier: 'fedex',
    name: 'FedEx Ground SSCC-18',
    description: 'Serial Shipping Container Code: container type, 15-digit serial, GS1 check digit',
    pattern: /^(?<payload>(?<container>0[0-24])\d{15})(?<check>\d)$/,
    lengths: [18],
    kind: 'numeric',
    checksum: { ...CHECK, algorithm: 'gs1-mod10' },
    service: { group: 'container', key: 'exact', entries: SSCC_CONTAINER_TYPES },
    examples: {
      valid: ['000123450000000027', '001234560000000025', '018765432109876548'],
      invalid: [
        { number: '000000000000000001', reason: 'check-digit' },
        { number: '00012345000000002', reason: 'length' },
        { number: '030123450000000027', reason: 'format' },
      ],
    },
  },
  {
    id: 'dhl-express-10',
    carrier: 'dhl',
    name: 'DHL Express waybill (10 digits)',
    description: '9-digit serial and a mod 7 check digit',
    pattern: /^(?<payload>\d{9})(?<check>\d)$/,
    lengths: [10],
    kind: 'numeric',
    bare: true,
    checksum: { ...CHECK, algorithm: 'mod7' },
    examples: {
      valid: ['3318810025', '8487135506', '1099255990', '3821724944', '3318810036', '3318810014'],
      invalid: [
        { number: '3318810010', reason: 'check-digit' },
        { number: '3318810034', reason: 'check-digit' },
        { number: '3318810011', reason: 'check-digit' },
        { number: '331881002', reason: 'length' },
      ],
    },
  },
  {
    id: 'dhl-express-11',
    carrier: 'dhl',
    name: 'DHL Express waybill (11 digits)',
    description: '10-digit serial and a mod 7 check digit',
    pattern: /^(?<payload>\d{10})(?<check>\d)$/,
    lengths: [11],
    kind: 'numeric',
    bare: true,
    checksum: { ...CHECK, algorithm: 'mod7' },
    examples: {
      valid: ['73891051146', '47005612345'],
      invalid: [
        { number: '73891051149', reason: 'check-digit' },
        { number: '73891051147', reason: 'check-digit' },
        { number: '738910511466', reason: 'length' },
      ],
    },
  },
  {
    id: 'usps-20',
    carrier: 'usps',
    name: 'USPS 20 digits',
    description: '2-digit service code (not 00, which starts an SSCC), mailer ID and serial, GS1 check digit',
    pattern: /^(?!00)(?<payload>(?<service>\d{2})\d{17})(?<check>\d)$/,
    lengths: [20],
    kind: 'numeric',
    bare: true,
    checksum: { ...CHECK, algorithm: 'gs1-mod10' },
    service: { group: 'service', key: 'exact', entries: USPS_LEGACY_SERVICES },
    examples: {
      valid: ['03071790000523483741', '71123456789123456787', '23011234567890123452'],
      invalid: [
        { number: '03071790000523483742', reason: 'check-digit' },
        { number: '0307179000052348374', reason: 'length' },
        { number: '00340433836442636597', reason: 'format' },
      ],
    },
  },
  {
    id: 'usps-impb-20',
    carrier: 'usps',
    name: 'USPS IMpb without channel (20 digits)',
    description: 'An IMpb number printed without its leading 91; the check digit covers the implied 91',
    pattern: /^(?<payload>\d{19})(?<check>\d)$/,
    lengths: [20],
    kind: 'numeric',
    bare: true,
    checksum: { ...CHECK, algorithm: 'gs1-mod10', impliedPrefix: '91' },
    examples: {
      valid: ['71969010756003077385'],
      invalid: [
        { number: '71969010756003077386', reason: 'check-digit' },
        { number: '7196901075600307738', reason: 'length' },
      ],
    },
  },
  {
    id: 'fedex-smartpost-20',
    carrier: 'fedex',
    name: 'FedEx Ground Economy / SmartPost (20 digits)',
    description:
      'SmartPost number printed without its leading 92 (service type, 9-digit mailer ID starting with 9, ' +
      'package); the check digit covers the implied 92',
    pattern: /^(?<payload>(?<service>\d{3})(?<mailer>9\d{8})(?<package>\d{7}))(?<check>\d)$/,
    lengths: [20],
    kind: 'numeric',
    bare: true,
    checksum: { ...CHECK, algorithm: 'gs1-mod10', impliedPrefix: '92' },
    examples: {
      valid: ['61299998820821171811', '61298765432112345671'],
      invalid: [
        { number: '61299998820821171812', reason: 'check-digit' },
        { number: '6129999882082117181', reason: 'length' },
        { number: '02112345678901234566', reason: 'format' },
      ],
    },
  },
  {
    id: 'canada-post-16',
    carrier: 'canada-post',
    name: 'Canada Post (16 digits)',
    description: '7-digit origin ID, 8-digit serial, GS1 check digit',
    pattern: /^(?<payload>(?<origin>\d{7})\d{8})(?<check>\d)$/,
    lengths: [16],
    kind: 'numeric',
    bare: true,
    checksum: { ...CHECK, algorithm: 'gs1-mod10' },
    examples: {
      valid: ['0073938000549297', '1016972158324490', '4012345678901239'],
      invalid: [
        { number: '0073938000549292', reason: 'check-digit' },
        { number: '007393800054929', reason: 'length' },
      ],
    },
  },
  {
    id: 'hermes-14',
    carrier: 'hermes-de',
    name: 'Hermes Germany (14 digits)',
    description: '13 digits and a GS1 check digit',
    pattern: /^(?<payload>\d{13})(?<check>\d)$/,
    lengths: [14],
    kind: 'numeric',
    bare: true,
    checksum: { ...CHECK, algorithm: 'gs1-mod10' },
    examples: {
      valid: ['09133131530724', '00612345678907', '41009823456718'],
      invalid: [
        { number: '09133131530725', reason: 'check-digit' },
        { number: '0913313153072', reason: 'length' },
      ],
    },
  },
  {
    id: 'tnt-9',
    carrier: 'tnt',
    name: 'TNT consignment (9 digits)',
    description: '8-digit consignment serial and a check digit (UPU S10 mod 11)',
    pattern: /^(?<payload>\d{8})(?<check>\d)$/,
    lengths: [9],
    kind: 'numeric',
    bare: true,
    checksum: { ...CHECK, algorithm: 's10-mod11' },
    examples: {
      valid: ['183928252', '480253470', '326571842', '709213466'],
      invalid: [
        { number: '183928253', reason: 'check-digit' },
        { number: '18392825', reason: 'length' },
      ],
    },
  },
  // ── A prefix, suffix or layout of their own, no published check digit ────────────────────────────────────────
  {
    id: 'amazon-logistics',
    carrier: 'amazon',
    name: 'Amazon Logistics (TBA, TBC, TBM)',
    description:
      'TBA (US), TBC (Canada) or TBM (Mexico) followed by 12 digits, or by 3 letters and 9 digits; no check digit',
    pattern: /^(?<prefix>TB[ACM])(?<serial>\d{12}|[A-Z]{3}\d{9})$/,
    lengths: [15],
    kind: 'alphanumeric',
    examples: {
      valid: ['TBA502887274000', 'TBA010000000000', 'TBC038034537009', 'TBM123456789012', 'TBAONT500361196'],
      invalid: [
        { number: 'TBA50288727400', reason: 'length' },
        { number: 'TBB000000000000', reason: 'format' },
        { number: 'TBA50288727400A', reason: 'format' },
      ],
    },
  },
  {
    id: 'lasership-l',
    carrier: 'ontrac',
    name: 'LaserShip L (LX, LS, LA, LI…)',
    description: 'L, a letter (LX, LS, LA, LI, LE…) and 8 digits; no check digit',
    pattern: /^(?<prefix>L[A-Z])(?<serial>\d{8})$/,
    lengths: [10],
    kind: 'alphanumeric',
    examples: {
      valid: ['LX17635036', 'LX16641251', 'LS12345678', 'LA31008265', 'LI10475322'],
      invalid: [
        { number: 'LX1763503', reason: 'length' },
        { number: 'LX1763503N', reason: 'format' },
        { number: 'XL17635036', reason: 'format' },
      ],
    },
  },
  {
    id: 'lasership-1ls',
    carrier: 'ontrac',
    name: 'LaserShip 1LS (1LS7, 1LSC, 1LSCX)',
    description:
      '1LS7, then 1 or 2 and 10 to 16 digits (one form is printed with a trailing -1), or 1LSC and 11 to 15 letters ' +
      'or digits (1LSCX…); no check digit',
    pattern: /^1LS(?<serial>7[12]\d{10,16}|C[0-9A-Z]{11,15})$/,
    lengths: [15, 16, 17, 18, 19, 20, 21],
    kind: 'alphanumeric',
    examples: {
      valid: [
        '1LS717793482164',
        '1LS724505321754',
        '1LS7119013618127-1',
        '1LS72301001401854622',
        '1LS716317038000783263',
        '1LSCX1234567890',
      ],
      invalid: [
        { number: '1LS71779348216', reason: 'length' },
        { number: '1LX717793482164', reason: 'format' },
        { number: '1LS734505321754', reason: 'format' },
      ],
    },
  },
  {
    id: 'fedex-door-tag',
    carrier: 'fedex',
    name: 'FedEx door tag',
    description: 'DT followed by 12 digits, left when a delivery attempt failed; no check digit',
    pattern: /^DT(?<serial>\d{12})$/,
    lengths: [14],
    kind: 'alphanumeric',
    examples: {
      valid: ['DT102345678901', 'DT000123456789'],
      invalid: [
        { number: 'DT10234567890', reason: 'length' },
        { number: 'DX102345678901', reason: 'format' },
      ],
    },
  },
  {
    id: 'yodel-jd',
    carrier: 'yodel',
    name: 'Yodel (JD, JJD + 16 digits)',
    description: 'JD or JJD followed by 16 digits (Yodel, now part of InPost UK; DHL uses JJD too); no check digit',
    pattern: /^(?<prefix>J?JD)(?<serial>\d{16})$/,
    lengths: [18, 19],
    kind: 'alphanumeric',
    examples: {
      valid: ['JJD0002257639032011', 'JJD0002255380054291', 'JD0002242617644732', 'JD0002254405060992'],
      invalid: [
        { number: 'JD000225440506099', reason: 'length' },
        { number: 'JC0002254405060992', reason: 'format' },
      ],
    },
  },
  {
    id: 'dhl-paket-jjd',
    carrier: 'dhl-paket',
    name: 'DHL Paket licence plate (JJD)',
    description: 'JJD followed by 11 to 24 digits (the parcel licence plate); no check digit',
    pattern: /^JJD(?<serial>\d{11,24})$/,
    lengths: [14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27],
    kind: 'alphanumeric',
    examples: {
      valid: ['JJD000390007880755716', 'JJD1410302937991', 'JJD01460000628123070123'],
      invalid: [
        { number: 'JJD0099999', reason: 'length' },
        { number: 'XJD000390007880755716', reason: 'format' },
      ],
    },
  },
  {
    id: 'dhl-express-piece',
    carrier: 'dhl',
    name: 'DHL Express piece ID (JJD + 9 or 10 digits)',
    description: 'JJD followed by 9 or 10 digits; no check digit',
    pattern: /^JJD(?<serial>\d{9,10})$/,
    lengths: [12, 13],
    kind: 'alphanumeric',
    examples: {
      valid: ['JJD0099999999', 'JJD009999999'],
      invalid: [
        { number: 'JJD00999999', reason: 'length' },
        { number: 'XJD0099999998', reason: 'format' },
      ],
    },
  },
  {
    id: 'dhl-jd',
    carrier: 'dhl',
    name: 'DHL Express licence plate (JD + 18 digits)',
    description: 'JD followed by 18 digits; no check digit',
    pattern: /^JD(?<serial>\d{18})$/,
    lengths: [20],
    kind: 'alphanumeric',
    examples: {
      valid: ['JD014600006281230701', 'JD011000123456789012'],
      invalid: [
        { number: 'JD01460000628123070', reason: 'length' },
        { number: 'JE014600006281230701', reason: 'format' },
      ],
    },
  },
  {
    id: 'dhl-jvgl',
    carrier: 'dhl',
    name: 'DHL Global Forwarding (JVGL)',
    description: 'JVGL followed by 6 to 16 digits; no check digit',
    pattern: /^JVGL(?<serial>\d{6,16})$/,
    lengths: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
    kind: 'alphanumeric',
    examples: {
      valid: ['JVGL0999999990', 'JVGL06123456'],
      invalid: [
        { number: 'JVGL01234', reason: 'length' },
        { number: 'JVGX0999999990', reason: 'format' },
      ],
    },
  },
  {
    id: 'dhl-ecommerce-gm',
    carrier: 'dhl-ecommerce',
    name: 'DHL eCommerce (GM)',
    description: 'GM followed by 16 to 22 digits; no check digit',
    pattern: /^GM(?<serial>\d{16,22})$/,
    lengths: [18, 19, 20, 21, 22, 23, 24],
    kind: 'alphanumeric',
    examples: {
      valid: ['GM2951173225174494', 'GM295117494011169042'],
      invalid: [
        { number: 'GM295117322517449', reason: 'length' },
        { number: 'GS295117494011169041', reason: 'format' },
      ],
    },
  },
  {
    id: 'cainiao-lp',
    carrier: 'cainiao',
    name: 'Cainiao logistics order (LP)',
    description: 'LP followed by 12 to 16 digits (AliExpress Standard Shipping and other Cainiao services)',
    pattern: /^LP(?<serial>\d{12,16})$/,
    lengths: [14, 15, 16, 17, 18],
    kind: 'alphanumeric',
    examples: {
      valid: ['LP00123456789012', 'LP00498765432101', 'LP001234567890'],
      invalid: [
        { number: 'LP00123456789', reason: 'length' },
        { number: 'LQ00123456789012', reason: 'format' },
      ],
    },
  },
  {
    id: 'cainiao-cn',
    carrier: 'cainiao',
    name: 'Cainiao (CN)',
    description: 'CN followed by 12 to 15 digits (Cainiao Expedited and Selection services); no check digit',
    pattern: /^CN(?<serial>\d{12,15})$/,
    lengths: [14, 15, 16, 17],
    kind: 'alphanumeric',
    examples: {
      valid: ['CN123456789012', 'CN0123456789012'],
      invalid: [
        { number: 'CN12345678901', reason: 'length' },
        { number: 'CX123456789012', reason: 'format' },
      ],
    },
  },
  {
    id: 'dhl-ecommerce',
    carrier: 'dhl-ecommerce',
    name: 'DHL eCommerce (LX, RX, UV, CN, SG, TH, IN, HK, MY)',
    description: 'A 2-letter origin prefix followed by 10 to 39 digits; no check digit',
    pattern: /^(?<prefix>LX|RX|UV|CN|SG|TH|IN|HK|MY)(?<serial>\d{10,39})$/,
    lengths: Array.from({ length: 30 }, (_, i) => 12 + i),
    kind: 'alphanumeric',
    examples: {
      valid: ['LX1234567890', 'RX12345678901234', 'SG12345678901234567890'],
      invalid: [
        { number: 'LX123456789', reason: 'length' },
        { number: 'LZ1234567890', reason: 'format' },
      ],
    },
  },
  {
    id: 'yunexpress-yt',
    carrier: 'yunexpress',
    name: 'YunExpress (YT)',
    description: 'YT followed by 16 digits; no check digit',
    pattern: /^YT(?<serial>\d{16})$/,
    lengths: [18],
    kind: 'alphanumeric',
    examples: {
      valid: ['YT2229521272164446', 'YT2229521272164447'],
      invalid: [
        { number: 'YT222952127216444', reason: 'length' },
        { number: 'YX2229521272164446', reason: 'format' },
      ],
    },
  },
  {
    id: '4px',
    carrier: '4px',
    name: '4PX',
    description: '4PX followed by 10 to 16 digits, optionally ending CN; no check digit',
    pattern: /^4PX(?<serial>\d{10,16})(?<origin>CN)?$/,
    lengths: [13, 14, 15, 16, 17, 18, 19, 20, 21],
    kind: 'alphanumeric',
    examples: {
      valid: ['4PX3001145112345CN', '4PX3000123456789'],
      invalid: [
        { number: '4PX123456789', reason: 'length' },
        { number: '4PY3001145112345CN', reason: 'format' },
      ],
    },
  },
  {
    id: 'yanwen-yp',
    carrier: 'yanwen',
    name: 'Yanwen (…YP)',
    description: '2 letters, 9 digits and the suffix YP; no check digit',
    pattern: /^(?<service>[A-Z]{2})(?<serial>\d{9})YP$/,
    lengths: [13],
    kind: 'alphanumeric',
    examples: {
      valid: ['UG123456789YP', 'VR018273645YP'],
      invalid: [
        { number: 'UG12345678YP', reason: 'length' },
        { number: 'UG123456789YQ', reason: 'format' },
      ],
    },
  },
  {
    id: 'sf-express',
    carrier: 'sf-express',
    name: 'SF Express (SF)',
    description: 'SF followed by 12 or 13 digits; no published check digit',
    pattern: /^SF(?<serial>\d{12,13})$/,
    lengths: [14, 15],
    kind: 'alphanumeric',
    examples: {
      valid: ['SF1234567890123', 'SF123456789012'],
      invalid: [
        { number: 'SF12345678901', reason: 'length' },
        { number: 'SG1234567890123', reason: 'format' },
      ],
    },
  },
  {
    id: 'jt-express-jt',
    carrier: 'jt-express',
    name: 'J&T Express (JT)',
    description: 'JT followed by 13 digits; no check digit',
    pattern: /^JT(?<serial>\d{13})$/,
    lengths: [15],
    kind: 'alphanumeric',
    examples: {
      valid: ['JT0001234567890', 'JT3012345678901'],
      invalid: [
        { number: 'JT000123456789', reason: 'length' },
        { number: 'JX0001234567890', reason: 'format' },
      ],
    },
  },
  {
    id: 'jt-express-jp',
    carrier: 'jt-express',
    name: 'J&T Express Indonesia (JP)',
    description: 'JP followed by 10 digits; no check digit',
    pattern: /^JP(?<serial>\d{10})$/,
    lengths: [12],
    kind: 'alphanumeric',
    examples: {
      valid: ['JP1234567890', 'JP0098765432'],
      invalid: [
        { number: 'JP123456789', reason: 'length' },
        { number: 'JQ1234567890', reason: 'format' },
      ],
    },
  },
  {
    id: 'landmark-ltn',
    carrier: 'landmark-global',
    name: 'Landmark Global (LTN)',
    description: 'LTN, 8 to 10 digits, N and the piece number; no check digit',
    pattern: /^LTN(?<serial>\d{8,10})N(?<piece>\d)$/,
    lengths: [13, 14, 15],
    kind: 'alphanumeric',
    examples: {
      valid: ['LTN74207623N1', 'LTN74209518N1', 'LTN74224021N1'],
      invalid: [
        { number: 'LTN7420762N1', reason: 'length' },
        { number: 'LSN74209518N1', reason: 'format' },
      ],
    },
  },
  {
    id: 'gofo-us',
    carrier: 'gofo',
    name: 'GOFO Express (GFUS)',
    description: 'GFUS followed by 14 digits; no check digit',
    pattern: /^GFUS(?<serial>\d{14})$/,
    lengths: [18],
    kind: 'alphanumeric',
    examples: {
      valid: ['GFUS01011884214464', 'GFUS01011884214272'],
      invalid: [
        { number: 'GFUS0101188421446', reason: 'length' },
        { number: 'GFUK01011884214464', reason: 'format' },
      ],
    },
  },
  {
    id: 'spee-dee',
    carrier: 'spee-dee',
    name: 'Spee-Dee Delivery (SP)',
    description: 'SP followed by 18 digits; no check digit',
    pattern: /^SP(?<serial>\d{18})$/,
    lengths: [20],
    kind: 'alphanumeric',
    examples: {
      valid: ['SP029692510000920746', 'SP029692510000901479', 'SP029692450001607639'],
      invalid: [
        { number: 'SP02969251000092074', reason: 'length' },
        { number: 'SX029692510000920746', reason: 'format' },
      ],
    },
  },
  {
    id: 'canpar-22',
    carrier: 'canpar',
    name: 'Canpar (22 characters)',
    description: 'C, D, K, L, S, U, X or Z followed by 21 digits; no check digit',
    pattern: /^(?<prefix>[CDKLSUXZ])(?<serial>\d{21})$/,
    lengths: [22],
    kind: 'alphanumeric',
    examples: {
      valid: ['D576002440000001718010', 'L576002440000000001004', 'S576002440000000025001'],
      invalid: [
        { number: 'D57600244000000251000', reason: 'length' },
        { number: 'M576002440000002510003', reason: 'format' },
      ],
    },
  },
  {
    id: 'postnl-3s',
    carrier: 'postnl',
    name: 'PostNL (3S)',
    description: '3S, a 1- to 4-letter customer code and a 6- to 11-digit serial; no check digit',
    pattern: /^3S(?<customer>[A-Z]{1,4})(?<serial>\d{6,11})$/,
    lengths: [9, 10, 11, 12, 13, 14, 15, 16, 17],
    kind: 'alphanumeric',
    examples: {
      valid: ['3SABCD123456789', '3SDEVC1234567', '3SKAAB0123456'],
      invalid: [
        { number: '3SABCD12345', reason: 'length' },
        { number: '3XABCD123456789', reason: 'format' },
      ],
    },
  },
  {
    id: 'evri-16',
    carrier: 'evri',
    name: 'Evri parcel barcode (16 characters)',
    description: 'H or T, 5 letters or digits and 10 digits (Evri, formerly Hermes UK); no published check digit',
    pattern: /^(?<prefix>[HT])(?<client>[0-9A-Z]{5})(?<serial>\d{10})$/,
    lengths: [16],
    kind: 'alphanumeric',
    examples: {
      valid: ['H00A2A0012345678', 'H01HYA0004807022', 'T00KVA0001234567'],
      invalid: [
        { number: 'H00A2A001234567', reason: 'length' },
        { number: 'X00A2A0012345678', reason: 'format' },
      ],
    },
  },
  {
    id: 'hermes-h20',
    carrier: 'hermes-de',
    name: 'Hermes Germany (H + 19 digits)',
    description: 'H followed by 19 digits; no published check digit',
    pattern: /^H(?<serial>\d{19})$/,
    lengths: [20],
    kind: 'alphanumeric',
    examples: {
      valid: ['H1001234567890123456', 'H1006650201234567890'],
      invalid: [
        { number: 'H100123456789012345', reason: 'length' },
        { number: 'G1001234567890123456', reason: 'format' },
      ],
    },
  },
  {
    id: 'colissimo-13',
    carrier: 'colissimo',
    name: 'Colissimo (13 characters)',
    description: 'A digit and a letter (the product code, such as 6A, 8R or 9V) followed by 11 digits',
    pattern: /^(?<product>\d[A-Z])(?<serial>\d{11})$/,
    lengths: [13],
    kind: 'alphanumeric',
    examples: {
      valid: ['6A12345678901', '8R00123456789', '9V21035469871'],
      invalid: [
        { number: '6A1234567890', reason: 'length' },
        { number: 'AA12345678901', reason: 'format' },
      ],
    },
  },
  {
    id: 'correos-23',
    carrier: 'correos-spain',
    name: 'Correos (23 characters)',
    description:
      'Product (2), client code (4), channel (2), client serial (7), package (2), destination postcode (5), ' +
      'control letter',
    pattern:
      /^(?<product>[A-Z]{2})(?<client>[0-9A-Z]{4})(?<channel>\d{2})(?<serial>\d{7})(?<package>[0-9A-Z]{2})(?<postcode>\d{5}|AD\d{3})(?<control>[A-Z])$/,
    lengths: [23],
    kind: 'alphanumeric',
    examples: {
      valid: ['PQ4F6P0712345670128001H', 'PK1A2B0100012340128080M'],
      invalid: [
        { number: 'PQ4F6P071234567012800H', reason: 'length' },
        { number: 'PQ4F6P0712345670128001', reason: 'length' },
        { number: 'PQ4F6PX712345670128001H', reason: 'format' },
      ],
    },
  },
  {
    id: 'poste-italiane-uw',
    carrier: 'poste-italiane',
    name: 'Poste Italiane parcel (…UW…)',
    description: 'A digit, UW and 10 letters or digits (Pacco ordinario and Crono parcels); no published check digit',
    pattern: /^(?<product>\dUW)(?=[A-Z]{0,9}\d)(?<serial>[0-9A-Z]{10})$/,
    lengths: [13],
    kind: 'alphanumeric',
    examples: {
      valid: ['1UW0123456789', '3UWB123456789'],
      invalid: [
        { number: '1UW012345678', reason: 'length' },
        { number: '1UX0123456789', reason: 'format' },
      ],
    },
  },
  {
    id: 'parcelforce-pb',
    carrier: 'parcelforce',
    name: 'Parcelforce Worldwide (PB)',
    description: 'PB, 2 letters and 10 digits; no check digit',
    pattern: /^PB(?<service>[A-Z]{2})(?<serial>\d{10})$/,
    lengths: [14],
    kind: 'alphanumeric',
    examples: {
      valid: ['PBTM1234567890', 'PBXM0012345001'],
      invalid: [
        { number: 'PBTM123456789', reason: 'length' },
        { number: 'PBT11234567890', reason: 'format' },
      ],
    },
  },
  {
    id: 'australia-post-12',
    carrier: 'australia-post',
    name: 'Australia Post eParcel (12 characters)',
    description: '2 digits, 3-letter merchant location ID and 7 digits; no check digit',
    pattern: /^(?<program>\d{2})(?<merchant>[A-Z]{3})(?<serial>\d{7})$/,
    lengths: [12],
    kind: 'alphanumeric',
    examples: {
      valid: ['33LNT5002245', '33XHM0123456'],
      invalid: [
        { number: '33LNT500224', reason: 'length' },
        { number: '3LNTX5002245', reason: 'format' },
      ],
    },
  },
  // ── Loose shapes: only a possibility, shown below everything else ───────────────────────────────────────────
  {
    id: 'ups-mail-innovations-18',
    carrier: 'ups',
    name: 'UPS Mail Innovations (18 digits)',
    description: '18 digits starting with 80; no check digit',
    pattern: /^80(?<serial>\d{16})$/,
    lengths: [18],
    kind: 'numeric',
    loose: true,
    examples: {
      valid: ['801184123456789012', '801648328299311945', '802269919937015457'],
      invalid: [
        { number: '80118412345678901', reason: 'length' },
        { number: '811184123456789012', reason: 'format' },
      ],
    },
  },
  {
    id: 'amazon-international',
    carrier: 'amazon',
    name: 'Amazon international (letter + 10 digits)',
    description: 'A, C or F followed by 10 digits; no check digit',
    pattern: /^(?<prefix>[ACF])(?<serial>\d{10})$/,
    lengths: [11],
    kind: 'alphanumeric',
    loose: true,
    examples: {
      valid: ['C1000012343', 'F2034567891', 'A2000123456'],
      invalid: [
        { number: 'C100001234', reason: 'length' },
        { number: 'B1000012343', reason: 'format' },
      ],
    },
  },
  {
    id: 'amazon-shipping-eu',
    carrier: 'amazon',
    name: 'Amazon Shipping Europe (country + 10 digits)',
    description: 'UK, DE, FR, IT or ES followed by 10 digits; no check digit',
    pattern: /^(?<country>UK|DE|FR|IT|ES)(?<serial>\d{10})$/,
    lengths: [12],
    kind: 'alphanumeric',
    loose: true,
    examples: {
      valid: ['UK1234567890', 'DE0123456789', 'IT2345678901'],
      invalid: [
        { number: 'UK123456789', reason: 'length' },
        { number: 'US1234567890', reason: 'format' },
      ],
    },
  },
  {
    id: 'purolator-alpha',
    carrier: 'purolator',
    name: 'Purolator (3 letters + 9 digits)',
    description: '3-letter prefix and 9 digits; no check digit',
    pattern: /^(?<prefix>[A-Z]{3})(?<serial>\d{9})$/,
    lengths: [12],
    kind: 'alphanumeric',
    loose: true,
    examples: {
      valid: ['KYV009956937', 'CGK002986959', 'JFV247545960', 'TLR000083964'],
      invalid: [
        { number: 'KY009956937', reason: 'length' },
        { number: 'KY0009956937', reason: 'format' },
      ],
    },
  },
  {
    id: 'parcelforce-9',
    carrier: 'parcelforce',
    name: 'Parcelforce Worldwide (2 letters + 7 digits)',
    description: 'UK domestic Parcelforce number: 2 letters and 7 digits; no check digit',
    pattern: /^(?<prefix>[A-Z]{2})(?<serial>\d{7})$/,
    lengths: [9],
    kind: 'alphanumeric',
    loose: true,
    examples: {
      valid: ['PB1234567', 'MP4807126'],
      invalid: [
        { number: 'PB123456', reason: 'length' },
        { number: 'P11234567', reason: 'format' },
      ],
    },
  },
  {
    id: 'dpd-14',
    carrier: 'dpd',
    name: 'DPD parcel number (14 digits)',
    description: '4-digit depot (starting 0 or 1) and 10-digit serial, printed without its check character',
    pattern: /^(?<depot>[01]\d{3})(?<serial>\d{10})$/,
    lengths: [14],
    kind: 'numeric',
    bare: true,
    loose: true,
    examples: {
      valid: ['01015026003653', '09980000020033', '15501234567890'],
      invalid: [
        { number: '0101502600365', reason: 'length' },
        { number: '0101502600365A', reason: 'format' },
        { number: '51087693037816', reason: 'format' },
      ],
    },
  },
  {
    id: 'dhl-ecommerce-14',
    carrier: 'dhl-ecommerce',
    name: 'DHL eCommerce (14 digits)',
    description: '14 digits (DHL eCommerce Americas); no check digit',
    pattern: /^(?<serial>\d{14})$/,
    lengths: [14],
    kind: 'numeric',
    bare: true,
    loose: true,
    examples: {
      valid: ['51087693037816', '60120172242323', '60120174971147'],
      invalid: [
        { number: '5108769303781', reason: 'length' },
        { number: '5108769303781A', reason: 'format' },
      ],
    },
  },
  {
    id: 'inpost-24',
    carrier: 'inpost',
    name: 'InPost (24 digits)',
    description: '24 digits, usually starting with 4, 5, 6 or 9 (parcel lockers and courier); no check digit',
    pattern: /^(?<serial>\d{24})$/,
    lengths: [24],
    kind: 'numeric',
    bare: true,
    loose: true,
    examples: {
      valid: ['520000014433330021832563', '620000014433330021832001'],
      invalid: [
        { number: '52000001443333002183256', reason: 'length' },
        { number: '52000001443333002183256A', reason: 'format' },
      ],
    },
  },
];
