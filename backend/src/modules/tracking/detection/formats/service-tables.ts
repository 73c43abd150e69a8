/** Lookup tables the formats use to name a number's service or container type. */

/** Service codes of 1Z numbers (positions 9–10), from tracking_number_data's UPS service table. */
export const UPS_SERVICES: Readonly<Record<string, string>> = {
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

export const USPS_LEGACY_SERVICES: Readonly<Record<string, string>> = {
  '71': 'Certified Mail',
  '73': 'Insured Mail',
  '77': 'Registered Mail',
  '81': 'Return Receipt for Merchandise',
};

export const SSCC_CONTAINER_TYPES: Readonly<Record<string, string>> = {
  '00': 'Case or carton',
  '01': 'Pallet',
  '02': 'Larger than a pallet',
  '04': 'Internal use',
};

export const DPD_SERVICES: Readonly<Record<string, string>> = {
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
export const GLS_SERVICES: Readonly<Record<string, string>> = {
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
export const S10_SERVICES: Readonly<Record<string, string>> = {
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
