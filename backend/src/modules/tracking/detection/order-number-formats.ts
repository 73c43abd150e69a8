/**
 * Marketplace order-number formats, as data.
 *
 * Shoppers often paste an order number where a tracking number belongs; the product then says "You are
 * probably trying to track {marketplace} ORDER number". Dashes and `#` carry the signal (Amazon's 3-7-7
 * groups, eBay's 2-5-5, Shopify's `#1001`), so `raw` patterns run on the trimmed input before normalisation;
 * `normalised` patterns run on the uppercase number without spaces, dashes and dots.
 *
 * A `weak` pattern is a bare digit run that real tracking numbers share (16 digits is also Canada Post and
 * Evri): it is reported only when no tracking format validated the number with its check digit.
 */

export interface OrderNumberFormat {
  readonly id: string;
  readonly marketplace: string;
  readonly name: string;
  readonly description: string;
  readonly input: 'raw' | 'normalised';
  readonly pattern: RegExp;
  readonly weak: boolean;
  readonly examples: {
    readonly valid: readonly string[];
    readonly invalid: readonly string[];
  };
}

export const ORDER_NUMBER_FORMATS: readonly OrderNumberFormat[] = [
  {
    id: 'amazon-order',
    marketplace: 'amazon',
    name: 'Amazon',
    description: 'Three groups of 3, 7 and 7 digits separated by dashes (digital orders start with D and 2 digits)',
    input: 'raw',
    pattern: /^(?:\d{3}|D\d{2})-\d{7}-\d{7}$/i,
    weak: false,
    examples: {
      valid: ['112-1234567-1234567', '026-5551234-7654321', 'D01-1234567-1234567'],
      invalid: ['112-123456-1234567', '1121234567-1234567'],
    },
  },
  {
    id: 'ebay-order',
    marketplace: 'ebay',
    name: 'eBay',
    description: 'Groups of 2, 5 and 5 digits separated by dashes',
    input: 'raw',
    pattern: /^\d{2}-\d{5}-\d{5}$/,
    weak: false,
    examples: {
      valid: ['12-34567-89012', '04-10842-51923'],
      invalid: ['12-3456-89012', '123456789012'],
    },
  },
  {
    id: 'walmart-order',
    marketplace: 'walmart',
    name: 'Walmart',
    description: '7 digits, a dash and 8 digits',
    input: 'raw',
    pattern: /^\d{7}-\d{8}$/,
    weak: false,
    examples: {
      valid: ['2000123-45678901', '2000087-72456398'],
      invalid: ['2000123-4567890', '200012345678901-'],
    },
  },
  {
    id: 'temu-order',
    marketplace: 'temu',
    name: 'Temu',
    description: 'PO, a 3-digit region and 14 to 20 digits (printed as PO-211-…)',
    input: 'normalised',
    pattern: /^PO\d{17,23}$/,
    weak: false,
    examples: {
      valid: ['PO-211-01234567890123456', 'PO-014-12345678901234'],
      invalid: ['PO-211-0123', 'PX-211-01234567890123456'],
    },
  },
  {
    id: 'shopify-order',
    marketplace: 'shopify',
    name: 'Shopify store',
    description: '# followed by the order number, optionally with a store prefix or suffix (#1001, #SH1001)',
    input: 'raw',
    pattern: /^#[A-Z]{0,6}\d{3,10}[A-Z]{0,6}$/i,
    weak: false,
    examples: {
      valid: ['#1001', '#SH12345', '#1001EU'],
      invalid: ['1001', '#12', '# 1001'],
    },
  },
  {
    id: 'amazon-order-undashed',
    marketplace: 'amazon',
    name: 'Amazon',
    description: '17 digits: an Amazon order number typed without its dashes',
    input: 'normalised',
    pattern: /^\d{17}$/,
    weak: true,
    examples: {
      valid: ['11212345671234567'],
      invalid: ['1121234567123456'],
    },
  },
  {
    id: 'aliexpress-order',
    marketplace: 'aliexpress',
    name: 'AliExpress',
    description: '15 or 16 digits starting with 3 or 8',
    input: 'normalised',
    pattern: /^[38]\d{14,15}$/,
    weak: true,
    examples: {
      valid: ['8123456789012345', '3012345678901234', '8199633578334590', '812345678901234'],
      invalid: ['5123456789012345', '81234567890123'],
    },
  },
  {
    id: 'walmart-order-undashed',
    marketplace: 'walmart',
    name: 'Walmart',
    description: '15 digits starting with 200: a Walmart order number typed without its dash',
    input: 'normalised',
    pattern: /^200\d{12}$/,
    weak: true,
    examples: {
      valid: ['200012345678901'],
      invalid: ['100012345678901'],
    },
  },
];
