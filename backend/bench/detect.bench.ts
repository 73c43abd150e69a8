/**
 * Carrier-detection throughput and accuracy, figures side by side in one run. `npm run bench:detect -w backend`.
 *
 * 1. Mixed set: ParcelPilot's engine against `ts-tracking-number` on the same 100,000 numbers (70% valid numbers of
 *    every format, 15% typos, 15% noise and order numbers): detections per second, carrier families recognised.
 * 2. Per input class (valid, typo = one character changed, noise): the engine against the same regular expressions,
 *    precompiled, run one after the other in a plain loop with the same check-digit and order-number work, which is
 *    what the engine's length-and-kind index saves or costs; `ts-tracking-number` beside them.
 * 3. Accuracy on our own labelled corpus (testing/detection-corpus.test-support.ts), per class, and the formats
 *    where valid numbers lose first place or typos still find a carrier.
 *
 * Sets are built deterministically (seeded PRNG). Every engine is warmed up, then timed in alternating rounds with
 * process.hrtime.bigint; the median round counts. The last line is read by the benchmark suite (npm run bench).
 */

import { getTracking } from 'ts-tracking-number';

import { CARRIER_FORMATS } from '../src/modules/tracking/detection/carrier-formats.js';
import { isCheckCharacterValid } from '../src/modules/tracking/detection/check-digits.js';
import {
  detectTrackingNumber,
  normaliseTrackingNumber,
  type DetectionResult,
} from '../src/modules/tracking/detection/detection.engine.js';
import { ORDER_NUMBER_FORMATS } from '../src/modules/tracking/detection/order-number-formats.js';
import {
  buildCorpus,
  generateValid,
  lossesByFormat,
  noise,
  pick,
  scoreCorpus,
  seededRandom,
  typo,
  type Random,
} from '../src/modules/tracking/detection/testing/detection-corpus.test-support.js';
import { postalOperatorByIso2 } from '../src/modules/tracking/detection/upu-members.js';

const SET_SIZE = 100_000;
const WARM_UP_ROUNDS = 2;
const TIMED_ROUNDS = 7;
const SHARE_VALID = 0.7;
const SHARE_TYPO = 0.15;
const SEED = 20_240_601;
const LOSS_ROWS = 8;

interface InputSets {
  readonly mixed: readonly string[];
  readonly valid: readonly string[];
  readonly typo: readonly string[];
  readonly noise: readonly string[];
}

function shuffle(items: string[], random: Random): string[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] ?? '', items[i] ?? ''];
  }
  return items;
}

function buildSets(random: Random): InputSets {
  const valid: string[] = [];
  for (let i = 0; valid.length < SET_SIZE * SHARE_VALID; i += 1) {
    const format = CARRIER_FORMATS[i % CARRIER_FORMATS.length];
    const number = format === undefined ? null : generateValid(format, random);
    if (number !== null) valid.push(number);
    if (i > SET_SIZE * 10) throw new Error('could not generate enough valid numbers');
  }
  const typos = Array.from({ length: SET_SIZE * SHARE_TYPO }, () => typo(pick(random, valid), random));
  const orderExamples = ORDER_NUMBER_FORMATS.flatMap((format) => format.examples.valid);
  const noiseCount = SET_SIZE - valid.length - typos.length;
  const noises = Array.from({ length: noiseCount }, () =>
    random() < 0.2 ? pick(random, orderExamples) : noise(random),
  );
  return {
    mixed: shuffle([...valid, ...typos, ...noises], random),
    valid: shuffle([...valid], random),
    typo: typos,
    noise: noises,
  };
}

/**
 * The baseline of the per-class table: every format's (precompiled) regular expression in turn, then the same check
 * digit, S10 country and order-number work the engine does, without the engine's index.
 */
function plainLoop(raw: string): number {
  const number = normaliseTrackingNumber(raw);
  let accepted = 0;
  for (const format of CARRIER_FORMATS) {
    const match = format.pattern.exec(number);
    if (match === null) continue;
    const groups = match.groups ?? {};
    const checksum = format.checksum;
    if (checksum !== undefined) {
      const payload = (checksum.impliedPrefix ?? '') + (groups[checksum.payloadGroup] ?? '');
      if (!isCheckCharacterValid(checksum, payload, groups[checksum.checkGroup] ?? '')) continue;
    }
    const country = format.nationalPostCountryGroup;
    if (country !== undefined && postalOperatorByIso2(groups[country] ?? '') === undefined) continue;
    accepted += 1;
  }
  const trimmed = raw.trim();
  for (const format of ORDER_NUMBER_FORMATS) {
    if (format.pattern.test(format.input === 'raw' ? trimmed : number)) return accepted + 1;
  }
  return accepted;
}

interface Engine {
  readonly name: string;
  /** The call being timed. */
  readonly detect: (number: string) => unknown;
}

const OURS: Engine = { name: 'ParcelPilot engine', detect: detectTrackingNumber };
const PLAIN: Engine = { name: 'same regexes, plain loop', detect: plainLoop };
const THEIRS: Engine = { name: 'ts-tracking-number 1.0.17', detect: getTracking };

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

/** Numbers per second of each (engine, set) pair: the median of TIMED_ROUNDS alternating rounds. */
function measure(pairs: ReadonlyArray<readonly [Engine, readonly string[]]>): number[] {
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) for (const [engine, set] of pairs) runRound(engine, set);
  const timings = pairs.map((): bigint[] => []);
  for (let round = 0; round < TIMED_ROUNDS; round += 1) {
    pairs.forEach(([engine, set], index) => timings[index]?.push(runRound(engine, set)));
  }
  return pairs.map(([, set], index) => (set.length * 1e9) / Number(median(timings[index] ?? [])));
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

function recognition(set: readonly string[], families: (number: string) => readonly string[]) {
  const seen = new Set<string>();
  let recognised = 0;
  for (const number of set) {
    const found = families(number);
    for (const family of found) seen.add(family);
    if (found.length > 0) recognised += 1;
  }
  return { families: seen, recognised };
}

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log();
}

const rate = (value: number) => Math.round(value).toLocaleString('en-US');
const ratio = (value: number) => `${value.toFixed(2)}x`;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function main(): void {
  const sets = buildSets(seededRandom(SEED));
  console.log(
    `Detection benchmark: ${sets.mixed.length.toLocaleString('en-US')} numbers, median of ${TIMED_ROUNDS} rounds ` +
      `after ${WARM_UP_ROUNDS} warm-up rounds, Node ${process.version}`,
  );
  console.log(
    `  ${Math.round(SHARE_VALID * 100)}% valid numbers of ${CARRIER_FORMATS.length} formats, ` +
      `${Math.round(SHARE_TYPO * 100)}% typos (one character changed), ` +
      `${Math.round((1 - SHARE_VALID - SHARE_TYPO) * 100)}% noise and order numbers`,
  );
  console.log();

  // 1. Mixed set against ts-tracking-number.
  const [oursMixed = 0, theirsMixed = 0] = measure([
    [OURS, sets.mixed],
    [THEIRS, sets.mixed],
  ]);
  const ourRecognition = recognition(sets.mixed, (number) => ownFamilies(detectTrackingNumber(number)));
  const theirRecognition = recognition(sets.mixed, (number) => {
    const code = getTracking(number)?.courier.code;
    return code === undefined ? [] : [code];
  });
  const speedRatio = oursMixed / theirsMixed;
  const familyRatio = ourRecognition.families.size / theirRecognition.families.size;
  console.log('Mixed set');
  table(
    ['engine', 'detections/s', 'families', 'numbers recognised'],
    [
      [OURS.name, rate(oursMixed), String(ourRecognition.families.size), ourRecognition.recognised.toLocaleString()],
      [
        THEIRS.name,
        rate(theirsMixed),
        String(theirRecognition.families.size),
        theirRecognition.recognised.toLocaleString(),
      ],
      ['ratio ours/theirs', ratio(speedRatio), ratio(familyRatio), ''],
    ],
  );

  // 2. Per input class, against the same regular expressions in a plain loop.
  const classes = [
    ['valid', sets.valid],
    ['typo', sets.typo],
    ['noise', sets.noise],
  ] as const;
  const perClass = measure(
    classes.flatMap(([, set]) => [[OURS, set] as const, [PLAIN, set] as const, [THEIRS, set] as const]),
  );
  console.log('Per input class (numbers per second)');
  table(
    ['class', 'numbers', OURS.name, PLAIN.name, 'engine/plain', THEIRS.name, 'engine/theirs'],
    classes.map(([name, set], index) => {
      const [ours = 0, plain = 0, theirs = 0] = perClass.slice(index * 3, index * 3 + 3);
      return [
        name,
        set.length.toLocaleString('en-US'),
        rate(ours),
        rate(plain),
        ratio(ours / plain),
        rate(theirs),
        ratio(ours / theirs),
      ];
    }),
  );

  // 3. Accuracy on our labelled corpus.
  const corpus = buildCorpus(SEED, { generatedPerFormat: 20, typos: 2000, noise: 2000 });
  const figures = scoreCorpus(corpus, detectTrackingNumber);
  console.log('Accuracy on our own labelled corpus (generated from the formats, not real shipments)');
  table(
    ['class', 'numbers', 'figure', 'value'],
    [
      ['valid', String(figures.valid.count), 'right carrier first', percent(figures.valid.top1)],
      ['valid', String(figures.valid.count), 'right carrier listed', percent(figures.valid.anyCandidate)],
      [
        'typed (spaces, dashes, dots, case)',
        String(figures.variant.count),
        'right carrier first',
        percent(figures.variant.top1),
      ],
      ['typo', String(figures.typo.count), 'rejected (no carrier)', percent(figures.typo.rejected)],
      [
        'typo',
        String(figures.typo.count),
        'rejected or a low-confidence possibility only',
        percent(figures.typo.possibleOnly),
      ],
      [
        "typo within the check digit's reach",
        String(figures.typo.inReachCount),
        'rejected (no carrier)',
        percent(figures.typo.rejectedInReach),
      ],
      ['typo', String(figures.typo.count), 'not its original carrier', percent(figures.typo.notAttributed)],
      ['noise', String(figures.noise.count), 'rejected (no carrier)', percent(figures.noise.rejected)],
      ['order numbers', String(figures.order.count), 'warned, right marketplace', percent(figures.order.warned)],
    ],
  );

  const losses = lossesByFormat(corpus, detectTrackingNumber);
  const worst = (key: 'notFirst' | 'typoAccepted') =>
    [...losses]
      .filter((loss) => loss[key] > 0)
      .sort((a, b) => b[key] - a[key])
      .slice(0, LOSS_ROWS);
  console.log(`Where they are lost: the ${LOSS_ROWS} formats losing most`);
  table(
    ['format', 'valid numbers not first', 'typos still finding a carrier'],
    [
      ...worst('notFirst').map((loss) => [loss.format, `${loss.notFirst} of ${loss.valid}`, '']),
      ...worst('typoAccepted').map((loss) => [loss.format, '', `${loss.typoAccepted} of ${loss.typos}`]),
    ],
  );

  console.log(`ParcelPilot families: ${[...ourRecognition.families].sort().join(', ')}`);
  console.log(`ts-tracking-number families: ${[...theirRecognition.families].sort().join(', ')}`);
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
      baselinePerSecond: Math.round(theirsMixed),
      valuePerSecond: Math.round(oursMixed),
      ratio: Number(speedRatio.toFixed(2)),
      numbers: sets.mixed.length,
    })}`,
  );
}

main();
