/** Loose shapes: only a possibility, shown below everything else. */

import { type CarrierFormat } from './format.types.js';

export const LOOSE_FORMATS: readonly CarrierFormat[] = [
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
