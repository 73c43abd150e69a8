/** The API refuses longer input (backend detection.engine.ts MAX_TRACKING_INPUT_LENGTH). */
export const MAX_TRACKING_INPUT_LENGTH = 64;

/** POST /api/tracking/batch takes at most this many numbers. */
export const MAX_BATCH_CODES = 40;

// Besides the ASCII hyphen: U+2010–U+2015 (hyphens, figure dash, en and em dashes) and U+2212 (minus), which a
// number copied from a PDF or an e-mail brings along (backend detection.engine.ts has the same rule).
const ALLOWED_INPUT = /^[A-Za-z0-9\s.\u2010-\u2015\u2212-]+$/;
const SEPARATORS = /[\s.\u2010-\u2015\u2212-]/g;

/**
 * Shopify's `#1001` order numbers (backend order-number-formats.ts `shopify-order`). The API refuses `#` before it
 * detects anything, so the page recognises them itself and shows the order-number warning without asking.
 */
const SHOPIFY_ORDER_NUMBER = /^#[A-Z]{0,6}\d{3,10}[A-Z]{0,6}$/i;
export const SHOPIFY_ORDER_NAME = 'Shopify store';

export type TrackingInputProblem = 'empty' | 'tooLong' | 'characters';

/**
 * Tracking numbers are case-insensitive and often printed with spaces or dots; the product stores, links and shows
 * them uppercased without either. Dashes stay (any dash becomes `-`): they tell an Amazon or eBay order number from a
 * tracking number.
 */
export function normalizeTrackingCode(input: string): string {
  return input
    .replace(/[\s.]+/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .toUpperCase();
}

/** The API's input rule, checked before asking it. */
export function trackingInputProblem(code: string): TrackingInputProblem | null {
  if (code.trim() === '') return 'empty';
  if (code.length > MAX_TRACKING_INPUT_LENGTH) return 'tooLong';
  if (!ALLOWED_INPUT.test(code) || code.replace(SEPARATORS, '') === '') return 'characters';
  return null;
}

export function isShopifyOrderNumber(code: string): boolean {
  return SHOPIFY_ORDER_NUMBER.test(code.trim());
}

export function trackingPath(code: string): string {
  return `/track/${encodeURIComponent(code)}`;
}

export function batchTrackingPath(codes: readonly string[]): string {
  return `/track?codes=${codes.map(encodeURIComponent).join(',')}`;
}

/**
 * What a visitor typed or pasted, as tracking numbers: one per line, comma or semicolon; a line is also split at
 * spaces when every part is long enough to be a number of its own (8+ characters), so `1Z 5R89 3903 5756 7127`
 * stays one number while `1Z5R89390357567127 LZ473829165CN` is two. Duplicates are dropped.
 */
export function splitTrackingInput(text: string): string[] {
  const codes = text
    .split(/[\r\n,;]+/)
    .flatMap((line) => {
      const parts = line.trim().split(/\s+/);
      return parts.length > 1 && parts.every((part) => part.length >= 8) ? parts : [line];
    })
    .map(normalizeTrackingCode)
    .filter((code) => code !== '');
  return [...new Set(codes)];
}

/**
 * The codes of `/track?codes=…`: a batch link (`A,B`) or what the search form sent before the page's code ran (the
 * text as typed), split as the form splits it. More than MAX_BATCH_CODES are all returned, for the page to refuse.
 */
export function codesFromBatchParam(param: string | null): string[] {
  return param ? splitTrackingInput(param) : [];
}
