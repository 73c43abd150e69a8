/**
 * A labelled corpus for judging the detection engine, built deterministically from a seed: the detection specs
 * assert figures on it and `bench/detect.bench.ts` times the engine on it. It is our own corpus, generated from the
 * formats' documented rules, not a set of real shipments.
 *
 * Classes:
 * - `valid`: every format's documented examples, plus numbers generated from them (random serials, S10 numbers over
 *   all national posts, check digits recomputed), each labelled with its format's carrier;
 * - `variant`: valid numbers as people type them (spaced in groups, dashed, dotted, lower case);
 * - `typo`: a valid number of a format with a check digit, one character changed (the check digit catches it);
 * - `noise`: random letters and digits, phone numbers, dates, postcodes, product barcodes, prices, words;
 * - `order`: marketplace order numbers (Amazon, eBay, AliExpress, Walmart, Temu, Shopify).
 */

import { CARRIER_FORMATS, UNKNOWN_NATIONAL_POST, type CarrierFormat } from '../carrier-formats.js';
import { ISO7064_ALPHABET, computeCheckCharacter } from '../check-digits.js';
import { matchFormats, normaliseTrackingNumber, type DetectionResult } from '../detection.engine.js';
import { ORDER_NUMBER_FORMATS } from '../order-number-formats.js';
import { UPU_POSTAL_OPERATORS, postalOperatorByIso2 } from '../upu-members.js';

export type Random = () => number;

/** mulberry32: small, fast and deterministic, so a failing case can be replayed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function randomString(random: Random, alphabet: string, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += alphabet.charAt(Math.floor(random() * alphabet.length));
  return text;
}

function replaceAt(chars: string[], start: number, text: string): void {
  for (let i = 0; i < text.length; i += 1) chars[start + i] = text.charAt(i);
}

/** The carrier a number of `format` belongs to: the national operator for S10, the format's carrier otherwise. */
export function carrierOf(format: CarrierFormat, number: string): string {
  if (format.nationalPostCountryGroup === undefined) return format.carrier;
  const iso2 = format.pattern.exec(normaliseTrackingNumber(number))?.groups?.[format.nationalPostCountryGroup] ?? '';
  return postalOperatorByIso2(iso2)?.carrier ?? UNKNOWN_NATIONAL_POST;
}

/**
 * A new valid number of `format`: one of its examples with about half of the digits after the first two replaced at
 * random (the others keep prefixes such as 420…9 or 92748 in place often enough), the S10 country replaced by a
 * random UPU code, and the check digit recomputed. Null if no attempt fits the format.
 */
export function generateValid(format: CarrierFormat, random: Random): string | null {
  const withIndices = new RegExp(format.pattern.source, 'd');
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const chars = normaliseTrackingNumber(pick(random, format.examples.valid)).split('');
    for (let i = 2; i < chars.length; i += 1) {
      if (/\d/.test(chars[i] ?? '') && random() < 0.5) chars[i] = randomString(random, DIGITS, 1);
    }

    let match = withIndices.exec(chars.join(''));
    if (match?.indices?.groups === undefined) continue;
    const countryGroup = format.nationalPostCountryGroup;
    const countryAt = countryGroup === undefined ? undefined : match.indices.groups[countryGroup];
    if (countryAt !== undefined) replaceAt(chars, countryAt[0], pick(random, UPU_POSTAL_OPERATORS).iso2);

    const checksum = format.checksum;
    if (checksum !== undefined) {
      match = withIndices.exec(chars.join(''));
      const checkAt = match?.indices?.groups?.[checksum.checkGroup];
      const payload = match?.groups?.[checksum.payloadGroup];
      if (checkAt === undefined || payload === undefined) continue;
      const check = computeCheckCharacter(checksum, (checksum.impliedPrefix ?? '') + payload);
      if (check === null) continue;
      replaceAt(chars, checkAt[0], check);
    }

    const number = chars.join('');
    if (/^(.)\1*$/.test(number)) continue;
    const verdict = matchFormats(number).find((candidate) => candidate.format === format.id);
    if (verdict?.accepted === true) return number;
  }
  return null;
}

/** `number` with one character changed to another of the same kind (a digit for a digit, a letter for a letter). */
export function typo(number: string, random: Random): string {
  const position = Math.floor(random() * number.length);
  const original = number.charAt(position);
  const alphabet = DIGITS.includes(original) ? DIGITS : LETTERS;
  let replacement = original;
  while (replacement === original) replacement = pick(random, alphabet.split(''));
  return number.slice(0, position) + replacement + number.slice(position + 1);
}

/** The number with its check character replaced by every other character of its kind: the wrong-check-digit twins. */
export function wrongCheckTwins(format: CarrierFormat, number: string): string[] {
  const checksum = format.checksum;
  if (checksum === undefined) return [];
  const normalised = normaliseTrackingNumber(number);
  const checkAt = new RegExp(format.pattern.source, 'd').exec(normalised)?.indices?.groups?.[checksum.checkGroup];
  if (checkAt === undefined) return [];
  const current = normalised.charAt(checkAt[0]);
  const alphabet = checksum.algorithm === 'iso7064-mod37-36' ? ISO7064_ALPHABET : DIGITS;
  return alphabet
    .split('')
    .filter((character) => character !== current)
    .map((character) => normalised.slice(0, checkAt[0]) + character + normalised.slice(checkAt[0] + 1));
}

/** Ways people type a number: grouped by spaces, dashes or dots, in lower case, with stray spaces around it. */
export function typedVariants(number: string): string[] {
  const groups = number.match(/.{1,4}/g) ?? [number];
  return [
    groups.join(' '),
    groups.join('-'),
    groups.join('.'),
    number.toLowerCase(),
    `  ${groups.join(' ').toLowerCase()}  `,
  ];
}

/** Strings that are not tracking numbers but that visitors or bots type into the box. */
export function noise(random: Random): string {
  const kind = Math.floor(random() * 9);
  switch (kind) {
    case 0:
      return randomString(random, DIGITS + LETTERS, 5 + Math.floor(random() * 26));
    case 1:
      return randomString(random, LETTERS, 4 + Math.floor(random() * 12));
    case 2: {
      // Phone numbers: national and international, with the usual separators.
      const style = Math.floor(random() * 4);
      const digits = (length: number) => randomString(random, DIGITS, length);
      if (style === 0) return `${digits(3)}-${digits(3)}-${digits(4)}`;
      if (style === 1) return `0${digits(4)} ${digits(6)}`;
      if (style === 2)
        return `${pick(random, ['44', '49', '33', '7', '86', '1'])} ${digits(3)} ${digits(3)} ${digits(4)}`;
      return `1${pick(random, ['3', '5', '8'])}${digits(9)}`;
    }
    case 3: {
      const year = 1990 + Math.floor(random() * 40);
      const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
      const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
      return pick(random, [`${year}-${month}-${day}`, `${day}.${month}.${year}`, `${year}${month}${day}`]);
    }
    case 4:
      // Postcodes: US ZIP and ZIP+4, UK, Canada, Germany, Netherlands.
      return pick(random, [
        randomString(random, DIGITS, 5),
        `${randomString(random, DIGITS, 5)}-${randomString(random, DIGITS, 4)}`,
        `${randomString(random, LETTERS, 2)}${randomString(random, DIGITS, 1)} ${randomString(random, DIGITS, 1)}${randomString(random, LETTERS, 2)}`,
        `${randomString(random, LETTERS, 1)}${randomString(random, DIGITS, 1)}${randomString(random, LETTERS, 1)} ${randomString(random, DIGITS, 1)}${randomString(random, LETTERS, 1)}${randomString(random, DIGITS, 1)}`,
        `${randomString(random, DIGITS, 4)} ${randomString(random, LETTERS, 2)}`,
      ]);
    case 5:
      // A product barcode (EAN-13) or an ISBN.
      return pick(random, ['40', '50', '87', '978'])
        .concat(randomString(random, DIGITS, 13))
        .slice(0, 13);
    case 6:
      return pick(random, [
        'test',
        'hello',
        'asdf',
        'order',
        'tracking number',
        'qwertyuiop',
        'n/a',
        'null',
        'undefined',
      ]);
    case 7:
      return `${Math.floor(random() * 1000)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
    default:
      return randomString(random, DIGITS, 4 + Math.floor(random() * 27));
  }
}

export interface LabelledNumber {
  /** As typed. */
  readonly input: string;
  /** The carrier code the number belongs to. */
  readonly carrier: string;
  /** The format it was made from. */
  readonly format: string;
}

export interface TypoNumber extends LabelledNumber {
  /**
   * Whether the changed character is one the check digit protects (the payload or the check character). A change
   * outside (an S10 service letter, the ZIP code of a USPS routing prefix, the routing part of a FedEx 34-digit
   * barcode) leaves the protected number intact: no check digit can see it.
   */
  readonly inReach: boolean;
}

export interface DetectionCorpus {
  readonly valid: readonly LabelledNumber[];
  readonly variant: readonly LabelledNumber[];
  /** Typos of numbers whose format has a check digit, labelled with the carrier of the number they came from. */
  readonly typo: readonly TypoNumber[];
  readonly noise: readonly string[];
  /** Order numbers with the marketplace code they belong to. */
  readonly order: ReadonlyArray<{ readonly input: string; readonly marketplace: string }>;
}

export interface CorpusSize {
  /** Generated numbers per format, on top of its documented examples. */
  readonly generatedPerFormat: number;
  readonly typos: number;
  readonly noise: number;
}

export function buildCorpus(seed: number, size: CorpusSize): DetectionCorpus {
  const random = seededRandom(seed);
  const valid: LabelledNumber[] = [];
  for (const format of CARRIER_FORMATS) {
    for (const example of format.examples.valid) {
      valid.push({ input: example, carrier: carrierOf(format, example), format: format.id });
    }
    for (let i = 0; i < size.generatedPerFormat; i += 1) {
      const number = generateValid(format, random);
      if (number === null) throw new Error(`No valid number could be generated for ${format.id}`);
      valid.push({ input: number, carrier: carrierOf(format, number), format: format.id });
    }
  }

  const variant = valid.flatMap((item) =>
    typedVariants(normaliseTrackingNumber(item.input)).map((input) => ({ ...item, input })),
  );

  const checked = valid.filter((item) => CARRIER_FORMATS.find((format) => format.id === item.format)?.checksum);
  const typos: TypoNumber[] = [];
  for (let i = 0; i < size.typos; i += 1) {
    const item = pick(random, checked);
    const number = normaliseTrackingNumber(item.input);
    const input = typo(number, random);
    typos.push({ ...item, input, inReach: changeInReach(item.format, number, input) });
  }

  const noiseInputs = Array.from({ length: size.noise }, () => noise(random));

  const order = ORDER_NUMBER_FORMATS.flatMap((format) =>
    format.examples.valid.map((input) => ({ input, marketplace: format.marketplace })),
  );
  const digits = (length: number) => randomString(random, DIGITS, length);
  for (let i = 0; i < 40; i += 1) {
    order.push(
      { input: `${digits(3)}-${digits(7)}-${digits(7)}`, marketplace: 'amazon' },
      { input: `${digits(2)}-${digits(5)}-${digits(5)}`, marketplace: 'ebay' },
      { input: `PO-${digits(3)}-${digits(17)}`, marketplace: 'temu' },
      { input: `${digits(7)}-${digits(8)}`, marketplace: 'walmart' },
      { input: `#${1000 + Math.floor(random() * 90000)}`, marketplace: 'shopify' },
      { input: `${pick(random, ['8', '3'])}${digits(15)}`, marketplace: 'aliexpress' },
    );
  }

  return { valid, variant, typo: typos, noise: noiseInputs, order };
}

/** Whether the one character `changed` differs from `number` in lies in the payload or check group of `formatId`. */
function changeInReach(formatId: string, number: string, changed: string): boolean {
  const format = CARRIER_FORMATS.find((candidate) => candidate.id === formatId);
  const checksum = format?.checksum;
  if (format === undefined || checksum === undefined) return false;
  let position = 0;
  while (position < number.length && number.charAt(position) === changed.charAt(position)) position += 1;
  const groups = new RegExp(format.pattern.source, 'd').exec(number)?.indices?.groups;
  const inside = (range: [number, number] | undefined) =>
    range !== undefined && position >= range[0] && position < range[1];
  return inside(groups?.[checksum.payloadGroup]) || inside(groups?.[checksum.checkGroup]);
}

export interface CorpusFigures {
  readonly valid: { readonly count: number; readonly top1: number; readonly anyCandidate: number };
  readonly variant: { readonly count: number; readonly top1: number; readonly anyCandidate: number };
  /**
   * Typos: share with no candidate at all; share with at most a low-confidence possibility; share where the original
   * carrier is no longer a candidate; and, of the typos within the check digit's reach, the share with no candidate.
   */
  readonly typo: {
    readonly count: number;
    readonly rejected: number;
    readonly possibleOnly: number;
    readonly notAttributed: number;
    readonly inReachCount: number;
    readonly rejectedInReach: number;
  };
  readonly noise: { readonly count: number; readonly rejected: number };
  /** Order numbers: share warned with the right marketplace, and share also free of unverified candidates. */
  readonly order: { readonly count: number; readonly warned: number; readonly clean: number };
}

/** Shares (0–1) of each class that `detect` gets right. */
export function scoreCorpus(corpus: DetectionCorpus, detect: (input: string) => DetectionResult): CorpusFigures {
  const share = (hits: number, count: number) => (count === 0 ? 1 : hits / count);
  const labelled = (items: readonly LabelledNumber[]) => {
    let top1 = 0;
    let anyCandidate = 0;
    for (const item of items) {
      const carriers = detect(item.input).candidates.map((candidate) => candidate.carrier);
      if (carriers[0] === item.carrier) top1 += 1;
      if (carriers.includes(item.carrier)) anyCandidate += 1;
    }
    return { count: items.length, top1: share(top1, items.length), anyCandidate: share(anyCandidate, items.length) };
  };

  let typoRejected = 0;
  let typoPossibleOnly = 0;
  let typoNotAttributed = 0;
  let inReachCount = 0;
  let inReachRejected = 0;
  for (const item of corpus.typo) {
    const candidates = detect(item.input).candidates;
    const carriers = candidates.map((candidate) => candidate.carrier);
    if (carriers.length === 0) typoRejected += 1;
    if (candidates.every((candidate) => candidate.confidence === 'low')) typoPossibleOnly += 1;
    if (!carriers.includes(item.carrier)) typoNotAttributed += 1;
    if (item.inReach) {
      inReachCount += 1;
      if (carriers.length === 0) inReachRejected += 1;
    }
  }

  const noiseRejected = corpus.noise.filter((input) => detect(input).candidates.length === 0).length;

  let warned = 0;
  let clean = 0;
  for (const item of corpus.order) {
    const result = detect(item.input);
    if (result.orderNumber?.marketplace !== item.marketplace) continue;
    warned += 1;
    if (result.candidates.every((candidate) => candidate.confidence === 'high')) clean += 1;
  }

  return {
    valid: labelled(corpus.valid),
    variant: labelled(corpus.variant),
    typo: {
      count: corpus.typo.length,
      rejected: share(typoRejected, corpus.typo.length),
      possibleOnly: share(typoPossibleOnly, corpus.typo.length),
      notAttributed: share(typoNotAttributed, corpus.typo.length),
      inReachCount,
      rejectedInReach: share(inReachRejected, inReachCount),
    },
    noise: { count: corpus.noise.length, rejected: share(noiseRejected, corpus.noise.length) },
    order: {
      count: corpus.order.length,
      warned: share(warned, corpus.order.length),
      clean: share(clean, corpus.order.length),
    },
  };
}

export interface FormatLoss {
  /** The format the numbers were made from. */
  readonly format: string;
  /** Valid numbers of the format whose first candidate is another carrier, out of `valid`. */
  readonly notFirst: number;
  readonly valid: number;
  /** Typos of the format's numbers that still found a carrier, out of `typos`. */
  readonly typoAccepted: number;
  readonly typos: number;
}

/** Where the corpus figures are lost, format by format (formats that lose nothing are left out). */
export function lossesByFormat(corpus: DetectionCorpus, detect: (input: string) => DetectionResult): FormatLoss[] {
  const losses = new Map<string, { notFirst: number; valid: number; typoAccepted: number; typos: number }>();
  const entry = (format: string) => {
    let loss = losses.get(format);
    if (loss === undefined) {
      loss = { notFirst: 0, valid: 0, typoAccepted: 0, typos: 0 };
      losses.set(format, loss);
    }
    return loss;
  };
  for (const item of corpus.valid) {
    const loss = entry(item.format);
    loss.valid += 1;
    if (detect(item.input).candidates[0]?.carrier !== item.carrier) loss.notFirst += 1;
  }
  for (const item of corpus.typo) {
    const loss = entry(item.format);
    loss.typos += 1;
    if (detect(item.input).candidates.length > 0) loss.typoAccepted += 1;
  }
  return [...losses]
    .map(([format, loss]) => ({ format, ...loss }))
    .filter((loss) => loss.notFirst > 0 || loss.typoAccepted > 0);
}
