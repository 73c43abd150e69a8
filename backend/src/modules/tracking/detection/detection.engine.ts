/**
 * Carrier detection: which carriers could have issued a tracking number, judged from its format alone.
 *
 * The engine normalises the input (trim, drop whitespace, dashes and dots, uppercase), runs only the formats whose
 * lengths and character kind fit (an index built once from `CARRIER_FORMATS`), validates check digits and
 * lookups, and returns every matching carrier ranked `high` (format and check digit valid) > `medium` (a
 * distinctive format without a check digit) > `low` (a loose shape without a check digit: only a possibility).
 * A wrong check digit, or an S10 country code no postal operator issues, rejects that format: noise and typos do
 * not become carriers. A wrong check digit on a format with a prefix or layout also rejects the bare digit-run
 * formats of the same length (a mistyped Old Dominion PRO is not a DHL Express waybill). A number made of one repeated character fits no format. Within a confidence the order of
 * `CARRIER_FORMATS` is kept, and each carrier appears once, with its best format. Ambiguous numbers keep all
 * their carriers.
 *
 * Order numbers are detected separately (`orderNumber`), from the raw input as well, because the dashes and
 * `#` that normalisation drops are what tells an Amazon, eBay or Shopify order number apart. When the input is an
 * order number, only carriers whose check digit verified stay beside the warning.
 */

import { CARRIER_FORMATS, CARRIER_NAMES, type CarrierFormat, type LookupTable } from './carrier-formats.js';
import {
  CHECK_DIGIT_DESCRIPTIONS,
  checkCharacterValue,
  computeCheckValue,
  type CheckDigitAlgorithm,
} from './check-digits.js';
import { ORDER_NUMBER_FORMATS } from './order-number-formats.js';
import { postalOperatorByIso2 } from './upu-members.js';

/** Longest input accepted, counted after trimming. */
export const MAX_TRACKING_INPUT_LENGTH = 64;

export type DetectionConfidence = 'high' | 'medium' | 'low';

export interface CarrierCandidate {
  /** Stable carrier code (`ups`, `dhl-paket`, `china-post`…). */
  readonly carrier: string;
  /** Carrier display name. */
  readonly name: string;
  /** Id of the format that matched (see `listFormats()`). */
  readonly format: string;
  readonly confidence: DetectionConfidence;
  /** Whether the check digit is right; null when the format has no check digit. */
  readonly checksumValid: boolean | null;
  readonly service?: string;
  /** ISO 3166-1 alpha-2 code of the issuing postal operator (UPU S10 numbers). */
  readonly countryIso?: string;
}

export interface OrderNumberMatch {
  /** Stable marketplace code (`amazon`, `ebay`, `aliexpress`, `walmart`, `temu`, `shopify`). */
  readonly marketplace: string;
  /** Display name, for "You are probably trying to track {name} ORDER number". */
  readonly name: string;
}

export interface DetectionResult {
  /** The normalised number the candidates were detected from. */
  readonly number: string;
  readonly candidates: CarrierCandidate[];
  readonly orderNumber: OrderNumberMatch | null;
}

export interface CarrierFormatSummary {
  readonly id: string;
  readonly carrier: string;
  readonly carrierName: string;
  readonly name: string;
  readonly description: string;
  readonly lengths: readonly number[];
  readonly checkDigit: { readonly algorithm: CheckDigitAlgorithm; readonly description: string } | null;
  /** The confidence a number of this format is reported with (see `DetectionConfidence`). */
  readonly confidence: DetectionConfidence;
  readonly examples: readonly string[];
}

export interface OrderNumberFormatSummary {
  readonly id: string;
  readonly marketplace: string;
  readonly name: string;
  readonly description: string;
  readonly examples: readonly string[];
}

// Besides the ASCII hyphen: U+2010–U+2015 (hyphens, figure dash, en and em dashes) and U+2212 (minus), which
// copying a number from a PDF or an e-mail brings along.
const ALLOWED_INPUT = /^[A-Za-z0-9\s.\u2010-\u2015\u2212-]+$/;
const SEPARATORS = /[\s.\u2010-\u2015\u2212-]+/g;

/** Trims, drops whitespace, dashes and dots, uppercases. */
export function normaliseTrackingNumber(raw: string): string {
  return raw.trim().replace(SEPARATORS, '').toUpperCase();
}

/**
 * The HTTP input rule: a message for the 400 answer, or null when `raw` is acceptable. Only letters, digits,
 * spaces, dashes and dots are allowed, so a Shopify `#1001` is refused here even though `detectTrackingNumber`
 * recognises it when called directly.
 */
export function validateTrackingInput(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return 'Tracking number is required.';
  const trimmed = raw.trim();
  if (trimmed.length > MAX_TRACKING_INPUT_LENGTH) {
    return `Tracking number must be at most ${MAX_TRACKING_INPUT_LENGTH} characters long.`;
  }
  if (!ALLOWED_INPUT.test(trimmed)) return 'Tracking number may contain only letters, digits, spaces, dashes and dots.';
  if (normaliseTrackingNumber(trimmed) === '') return 'Tracking number must contain at least one letter or digit.';
  return null;
}

interface FormatBucket {
  readonly numeric: CarrierFormat[];
  readonly alphanumeric: CarrierFormat[];
}

/** Formats by normalised length, split by whether the number is all digits; built once. */
const FORMAT_INDEX: readonly FormatBucket[] = buildFormatIndex(CARRIER_FORMATS);

function buildFormatIndex(formats: readonly CarrierFormat[]): FormatBucket[] {
  const index = Array.from({ length: MAX_TRACKING_INPUT_LENGTH + 1 }, (): FormatBucket => ({
    numeric: [],
    alphanumeric: [],
  }));
  for (const format of formats) {
    for (const length of format.lengths) {
      const bucket = index[length];
      if (bucket === undefined) throw new Error(`Format ${format.id} declares length ${length}, over the input limit`);
      if (format.kind !== 'alphanumeric') bucket.numeric.push(format);
      if (format.kind !== 'numeric') bucket.alphanumeric.push(format);
    }
  }
  return index;
}

const CODE_0 = 48;
const CODE_9 = 57;
const CODE_A = 65;
const CODE_Z = 90;

/** The prefilter bucket for a normalised number, or undefined when no format can match it. */
function candidateFormats(number: string): readonly CarrierFormat[] | undefined {
  const bucket = FORMAT_INDEX[number.length];
  if (bucket === undefined || number.length === 0) return undefined;
  let numeric = true;
  for (let i = 0; i < number.length; i += 1) {
    const code = number.charCodeAt(i);
    if (code >= CODE_0 && code <= CODE_9) continue;
    if (code < CODE_A || code > CODE_Z) return undefined;
    numeric = false;
  }
  return numeric ? bucket.numeric : bucket.alphanumeric;
}

function lookup(table: LookupTable, groups: Record<string, string | undefined>): string | undefined {
  const value = groups[table.group];
  if (value === undefined || value === '') return undefined;
  return table.entries[table.key === 'first' ? value.charAt(0) : value];
}

/**
 * One format's verdict on a number. `accepted` is false when the format's check digit is wrong, its S10 country
 * code belongs to no postal operator, or the format is bare and a more specific format rejected the number on its
 * check digit: the number has the format's shape but is not one of its numbers.
 */
export interface FormatMatch extends CarrierCandidate {
  readonly accepted: boolean;
}

function evaluate(format: CarrierFormat, groups: Record<string, string | undefined>): FormatMatch {
  let checksumValid: boolean | null = null;
  const checksum = format.checksum;
  if (checksum !== undefined) {
    const payload = groups[checksum.payloadGroup] ?? '';
    const expected = computeCheckValue(checksum, checksum.impliedPrefix ? checksum.impliedPrefix + payload : payload);
    checksumValid = expected >= 0 && expected === checkCharacterValue(groups[checksum.checkGroup] ?? '');
  }

  let carrier = format.carrier;
  let name = CARRIER_NAMES[carrier] ?? carrier;
  let countryIso: string | undefined;
  let lookupFailed = false;
  if (format.nationalPostCountryGroup !== undefined) {
    const iso2 = groups[format.nationalPostCountryGroup] ?? '';
    const operator = postalOperatorByIso2(iso2);
    if (operator === undefined) {
      lookupFailed = true;
    } else {
      carrier = operator.carrier;
      name = CARRIER_NAMES[carrier] ?? operator.operator;
      countryIso = iso2;
    }
  }

  const accepted = !lookupFailed && checksumValid !== false;
  const confidence: DetectionConfidence =
    !accepted || format.loose === true ? 'low' : checksumValid === true ? 'high' : 'medium';
  const service = format.service === undefined ? undefined : lookup(format.service, groups);

  const candidate: {
    carrier: string;
    name: string;
    format: string;
    confidence: DetectionConfidence;
    checksumValid: boolean | null;
    service?: string;
    countryIso?: string;
    accepted: boolean;
  } = { carrier, name, format: format.id, confidence, checksumValid, accepted };
  if (service !== undefined) candidate.service = service;
  if (countryIso !== undefined) candidate.countryIso = countryIso;
  return candidate;
}

/**
 * Every format a normalised number matches, in `CARRIER_FORMATS` order, one verdict per format (not ranked, not
 * merged by carrier, rejected ones included). `detectTrackingNumber` is the function for callers; this one exposes
 * the per-format verdicts.
 */
export function matchFormats(number: string): FormatMatch[] {
  const formats = candidateFormats(number);
  if (formats === undefined) return [];
  const matches: FormatMatch[] = [];
  const bare: number[] = [];
  let claimed = false;
  for (const format of formats) {
    const match = format.pattern.exec(number);
    if (match === null) continue;
    const verdict = evaluate(format, match.groups ?? {});
    if (format.bare === true) bare.push(matches.length);
    else if (verdict.checksumValid === false) claimed = true;
    matches.push(verdict);
  }
  // Specificity: a number with a format's prefix or layout but the wrong check digit is a mistyped number of that
  // format, not a number of a bare digit run that happens to have its length (see `CarrierFormat.bare`).
  if (claimed) {
    for (const index of bare) {
      const verdict = matches[index];
      if (verdict !== undefined) matches[index] = { ...verdict, confidence: 'low', accepted: false };
    }
  }
  return matches;
}

/**
 * Keeps the accepted verdicts, ranked high > medium > low keeping the given order within a confidence, each
 * carrier once with its best format.
 */
function rankCandidates(matches: readonly FormatMatch[]): CarrierCandidate[] {
  const ranked: CarrierCandidate[] = [];
  for (const confidence of ['high', 'medium', 'low'] as const) {
    for (const { accepted, ...candidate } of matches) {
      if (!accepted || candidate.confidence !== confidence) continue;
      if (ranked.some((kept) => kept.carrier === candidate.carrier)) continue;
      ranked.push(candidate);
    }
  }
  return ranked;
}

/** One character over and over (000000000000): such a number passes some check digits by accident only. */
function isOneRepeatedCharacter(number: string): boolean {
  for (let i = 1; i < number.length; i += 1) if (number.charCodeAt(i) !== number.charCodeAt(0)) return false;
  return true;
}

/**
 * The marketplace whose order-number format `raw` has, or null. Weak (bare digit-run) formats only count
 * when none of `candidates` is a tracking number with a valid check digit.
 */
export function detectOrderNumber(
  raw: string,
  candidates: readonly CarrierCandidate[] = detectTrackingCandidates(normaliseTrackingNumber(raw)),
): OrderNumberMatch | null {
  const trimmed = raw.trim();
  // Like the carrier formats, order formats never run on more than the longest input accepted.
  if (trimmed.length > MAX_TRACKING_INPUT_LENGTH) return null;
  const normalised = normaliseTrackingNumber(raw);
  const validTracking = candidates.some((candidate) => candidate.confidence === 'high');
  for (const format of ORDER_NUMBER_FORMATS) {
    if (format.weak && validTracking) continue;
    if (format.pattern.test(format.input === 'raw' ? trimmed : normalised)) {
      return { marketplace: format.marketplace, name: format.name };
    }
  }
  return null;
}

function detectTrackingCandidates(number: string): CarrierCandidate[] {
  if (isOneRepeatedCharacter(number)) return [];
  return rankCandidates(matchFormats(number));
}

/**
 * Detects the carriers and the marketplace order format of a tracking number as typed by a visitor. Beside an
 * order-number warning only carriers whose check digit verified are kept: the visitor most likely holds an order
 * number, and a format without a check digit fitting it says nothing.
 */
export function detectTrackingNumber(raw: string): DetectionResult {
  const number = normaliseTrackingNumber(raw);
  const candidates = detectTrackingCandidates(number);
  const orderNumber = detectOrderNumber(raw, candidates);
  return {
    number,
    candidates: orderNumber === null ? candidates : candidates.filter((candidate) => candidate.confidence === 'high'),
    orderNumber,
  };
}

/** Every carrier format, for the public carrier-detection table (`GET /api/tracking/formats`). */
export function listFormats(): CarrierFormatSummary[] {
  return CARRIER_FORMATS.map((format) => ({
    id: format.id,
    carrier: format.carrier,
    carrierName: CARRIER_NAMES[format.carrier] ?? format.carrier,
    name: format.name,
    description: format.description,
    lengths: format.lengths,
    checkDigit:
      format.checksum === undefined
        ? null
        : {
            algorithm: format.checksum.algorithm,
            description: CHECK_DIGIT_DESCRIPTIONS[format.checksum.algorithm],
          },
    confidence: format.checksum !== undefined ? 'high' : format.loose ? 'low' : 'medium',
    examples: format.examples.valid,
  }));
}

/** Every marketplace order-number format the engine recognises. */
export function listOrderNumberFormats(): OrderNumberFormatSummary[] {
  return ORDER_NUMBER_FORMATS.map((format) => ({
    id: format.id,
    marketplace: format.marketplace,
    name: format.name,
    description: format.description,
    examples: format.examples.valid,
  }));
}
