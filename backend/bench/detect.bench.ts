/**
 * Carrier-detection throughput: ParcelPilot's engine against `ts-tracking-number`, side by side on the same
 * 100,000 numbers. Run with `npm run bench:detect -w backend`.
 *
 * The set is built deterministically (seeded PRNG): valid numbers generated for every format (random serials
 * with recomputed check digits, S10 numbers spread over all national posts), likely typos (a wrong last
 * character), marketplace order numbers and random noise. Both engines are warmed up, then timed in
 * alternating rounds with process.hrtime.bigint; the median round counts.
 */

import { getTracking } from 'ts-tracking-number';

import { CARRIER_FORMATS, type CarrierFormat } from '../src/modules/tracking/detection/carrier-formats.js';
import { ISO7064_ALPHABET, computeCheckCharacter } from '../src/modules/tracking/detection/check-digits.js';
import {
  detectTrackingNumber,
  matchFormats,
  normaliseTrackingNumber,
  type DetectionResult,
} from '../src/modules/tracking/detection/detection.engine.js';
import { ORDER_NUMBER_FORMATS } from '../src/modules/tracking/detection/order-number-formats.js';
import { UPU_POSTAL_OPERATORS } from '../src/modules/tracking/detection/upu-members.js';

const SET_SIZE = 100_000;
const WARM_UP_ROUNDS = 2;
const TIMED_ROUNDS = 5;
const SHARE_VALID = 0.7;
const SHARE_TYPO = 0.15;

type Random = () => number;

/** mulberry32: small, fast and deterministic. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function randomDigit(random: Random): string {
  return String(Math.floor(random() * 10));
}

function replaceAt(chars: string[], start: number, text: string): void {
  for (let i = 0; i < text.length; i += 1) chars[start + i] = text.charAt(i);
}

/**
 * A new valid number of `format`: one of its examples with the digits after the first three randomised, the
 * S10 country replaced by a random UPU code, and the check digit recomputed. Null if no attempt validates.
 */
function generateValid(format: CarrierFormat, random: Random): string | null {
  const withIndices = new RegExp(format.pattern.source, 'd');
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const chars = normaliseTrackingNumber(pick(random, format.examples.valid)).split('');
    for (let i = 3; i < chars.length; i += 1) if (/\d/.test(chars[i] ?? '')) chars[i] = randomDigit(random);

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
    const verdict = matchFormats(number).find((candidate) => candidate.format === format.id);
    if (verdict !== undefined && verdict.confidence !== 'low') return number;
  }
  return null;
}

/** A valid number with its last character changed: the typo a visitor makes. */
function typo(number: string, random: Random): string {
  const last = number.charAt(number.length - 1);
  const alphabet = /\d/.test(last) ? '0123456789' : ISO7064_ALPHABET;
  let replacement = last;
  while (replacement === last) replacement = pick(random, alphabet.split(''));
  return number.slice(0, -1) + replacement;
}

function noise(random: Random): string {
  const length = 6 + Math.floor(random() * 25);
  const alphabet = random() < 0.5 ? '0123456789' : ISO7064_ALPHABET;
  return Array.from({ length }, () => alphabet.charAt(Math.floor(random() * alphabet.length))).join('');
}

function buildSet(random: Random): string[] {
  const valid: string[] = [];
  for (let i = 0; valid.length < SET_SIZE * SHARE_VALID; i += 1) {
    const format = CARRIER_FORMATS[i % CARRIER_FORMATS.length];
    if (format === undefined) continue;
    const number = generateValid(format, random);
    if (number !== null) valid.push(number);
    if (i > SET_SIZE * 10) throw new Error('could not generate enough valid numbers');
  }
  const set = [...valid];
  while (set.length < SET_SIZE * (SHARE_VALID + SHARE_TYPO)) set.push(typo(pick(random, valid), random));
  const orderExamples = ORDER_NUMBER_FORMATS.flatMap((format) => format.examples.valid);
  while (set.length < SET_SIZE) set.push(random() < 0.2 ? pick(random, orderExamples) : noise(random));
  for (let i = set.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [set[i], set[j]] = [set[j] ?? '', set[i] ?? ''];
  }
  return set;
}

interface Engine {
  readonly name: string;
  /** The call being timed. */
  readonly detect: (number: string) => unknown;
  /** The carrier families a number is recognised as (valid format and check digit, where there is one). */
  readonly families: (number: string) => readonly string[];
}

/** Families with formats of their own; a national post reached only through S10 belongs to `upu-s10`. */
const OWN_FAMILIES = new Set(CARRIER_FORMATS.map((format) => format.carrier).filter((carrier) => carrier !== 'upu'));

function ownFamilies(result: DetectionResult): string[] {
  const families = new Set<string>();
  for (const candidate of result.candidates) {
    if (candidate.confidence === 'low') continue;
    families.add(OWN_FAMILIES.has(candidate.carrier) ? candidate.carrier : 'upu-s10');
  }
  return [...families];
}

const ENGINES: readonly Engine[] = [
  {
    name: 'ParcelPilot detection',
    detect: detectTrackingNumber,
    families: (number) => ownFamilies(detectTrackingNumber(number)),
  },
  {
    name: 'ts-tracking-number 1.0.17',
    detect: getTracking,
    families: (number) => {
      const code = getTracking(number)?.courier.code;
      return code === undefined ? [] : [code];
    },
  },
];

/** Times one pass over the set; counting the answers keeps the calls from being optimised away. */
function runRound(engine: Engine, set: readonly string[]): bigint {
  let answers = 0;
  const start = process.hrtime.bigint();
  for (const number of set) if (engine.detect(number) !== undefined) answers += 1;
  const elapsed = process.hrtime.bigint() - start;
  if (answers > set.length) throw new Error('more answers than numbers');
  return elapsed;
}

function median(values: readonly bigint[]): bigint {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted[Math.floor(sorted.length / 2)] ?? 0n;
}

function main(): void {
  const set = buildSet(seededRandom(20_240_601));
  console.log(`Detection benchmark: ${set.length.toLocaleString('en-US')} numbers`);
  console.log(
    `  ${Math.round(SHARE_VALID * 100)}% valid numbers of ${CARRIER_FORMATS.length} formats, ` +
      `${Math.round(SHARE_TYPO * 100)}% typos, ${Math.round((1 - SHARE_VALID - SHARE_TYPO) * 100)}% order numbers and noise`,
  );

  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) for (const engine of ENGINES) runRound(engine, set);
  const timings = new Map<Engine, bigint[]>(ENGINES.map((engine) => [engine, []]));
  for (let round = 0; round < TIMED_ROUNDS; round += 1) {
    for (const engine of ENGINES) timings.get(engine)?.push(runRound(engine, set));
  }

  const rows = ENGINES.map((engine) => {
    const nanoseconds = median(timings.get(engine) ?? []);
    const perSecond = (set.length * 1e9) / Number(nanoseconds);
    const families = new Set<string>();
    let recognised = 0;
    for (const number of set) {
      const found = engine.families(number);
      for (const family of found) families.add(family);
      if (found.length > 0) recognised += 1;
    }
    return { engine, perSecond, families, recognised };
  });

  const ownCarriers = new Set<string>();
  for (const number of set) {
    const best = detectTrackingNumber(number).candidates[0];
    if (best !== undefined && best.confidence !== 'low') ownCarriers.add(best.carrier);
  }

  const header = ['engine', 'detections/s', 'families', 'numbers recognised'];
  const table = rows.map((row) => [
    row.engine.name,
    Math.round(row.perSecond).toLocaleString('en-US'),
    String(row.families.size),
    row.recognised.toLocaleString('en-US'),
  ]);
  const [ours, theirs] = rows;
  if (ours === undefined || theirs === undefined) throw new Error('two engines expected');
  const speedRatio = ours.perSecond / theirs.perSecond;
  const familyRatio = ours.families.size / theirs.families.size;
  table.push(['ratio ours/theirs', `${speedRatio.toFixed(1)}x`, `${familyRatio.toFixed(2)}x`, '']);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...table.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  console.log();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of table) console.log(line(row));
  console.log();
  console.log(`ParcelPilot families: ${[...ours.families].sort().join(', ')}`);
  console.log(`  (${ownCarriers.size} distinct carrier codes counting each national post reached through S10)`);
  console.log(`ts-tracking-number families: ${[...theirs.families].sort().join(', ')}`);
  const speedOk = speedRatio >= 2;
  const familiesOk = familyRatio >= 3;
  console.log(
    `Target: at least 2x throughput (${speedOk ? 'met' : 'MISSED'}) and 3x families (${familiesOk ? 'met' : 'MISSED'})`,
  );
  if (!speedOk || !familiesOk) process.exitCode = 1;
  // The last line, read by the benchmark suite (npm run bench).
  console.log(
    `BENCH_JSON ${JSON.stringify({
      p: 'P5',
      baselinePerSecond: Math.round(theirs.perSecond),
      valuePerSecond: Math.round(ours.perSecond),
      ratio: Number(speedRatio.toFixed(2)),
      numbers: set.length,
    })}`,
  );
}

main();
