import fc from 'fast-check';
// eslint-disable-next-line no-restricted-imports -- the hostile suite fuzzes the detection engine itself, in process; no package exports it
import {
  detectTrackingNumber,
  listFormats,
  MAX_TRACKING_INPUT_LENGTH,
  normaliseTrackingNumber,
  validateTrackingInput,
  type DetectionResult,
} from '../../../backend/src/modules/tracking/detection/detection.engine.js';
import type { CaseContext, SuiteCase } from '../support/suite.js';
import { hostileString } from './hostile-values.js';

export const PROPERTY_RUNS = Number(process.env.HOSTILE_RUNS ?? 10_000);
/** One detection takes microseconds; this generous bound (GC pauses on a busy machine) still catches catastrophic backtracking. */
const SLOW_DETECTION_MS = 250;
const CONFIDENCES = new Set(['high', 'medium', 'low']);

function wellFormed(result: DetectionResult, number: string): boolean {
  const carriers = result.candidates.map((candidate) => candidate.carrier);
  return (
    result.number === number &&
    new Set(carriers).size === carriers.length &&
    result.candidates.every(
      (candidate) =>
        candidate.carrier.length > 0 &&
        candidate.name.length > 0 &&
        CONFIDENCES.has(candidate.confidence) &&
        (candidate.checksumValid === null || typeof candidate.checksumValid === 'boolean'),
    ) &&
    (result.orderNumber === null || result.orderNumber.name.length > 0)
  );
}

function timed<T>(work: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = work();
  return { value, ms: performance.now() - started };
}

function assertProperty<T extends unknown[]>(context: CaseContext, name: string, property: fc.IProperty<T>): void {
  const details = fc.check(property, { numRuns: PROPERTY_RUNS });
  context.figure(`${name}: cases tried`, details.numRuns);
  context.check(
    !details.failed,
    `${name}: holds for ${details.numRuns} cases`,
    details.failed ? `counterexample ${JSON.stringify(details.counterexample)}: ${String(details.errorInstance)}` : '',
  );
}

/** What visitors type: the HTTP rule refuses or accepts it, and what it accepts is detected without error, fast. */
const typedInput = fc.oneof(
  hostileString,
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.constantFrom(...listFormats().flatMap((format) => format.examples)),
);

/**
 * The carrier detection engine on hostile input: it never throws, refuses what it must with a message, and what it
 * accepts gives a well-formed, repeatable answer within a few milliseconds (no regular-expression blow-up), also for
 * input far longer than the HTTP limit. Separators and letter case never change a valid example's carriers.
 */
export const detectionEngine: SuiteCase = {
  id: 'detection-engine',
  title: `Detection engine: property-based, ${PROPERTY_RUNS} cases per property`,
  timeoutMs: 300_000,
  run(context) {
    let slowest = 0;
    assertProperty(
      context,
      'validated input is detected without error',
      fc.property(typedInput, (raw) => {
        const problem = validateTrackingInput(raw);
        if (problem !== null) return typeof problem === 'string' && problem.length > 0;
        const number = normaliseTrackingNumber(raw);
        const { value, ms } = timed(() => detectTrackingNumber(raw));
        slowest = Math.max(slowest, ms);
        return (
          number.length > 0 &&
          number.length <= MAX_TRACKING_INPUT_LENGTH &&
          wellFormed(value, number) &&
          JSON.stringify(detectTrackingNumber(raw)) === JSON.stringify(value) &&
          ms < SLOW_DETECTION_MS
        );
      }),
    );
    assertProperty(
      context,
      'any string, even unvalidated and 100 times the limit, is detected fast without error',
      fc.property(
        fc.oneof(
          typedInput,
          fc.string({ minLength: 1000, maxLength: 6400 }),
          fc
            .tuple(fc.constantFrom('1Z', 'JJD', '9', 'LZ', '#', '1', 'A'), fc.nat({ max: 6000 }))
            .map(([unit, count]) => unit.repeat(count) + '!'),
        ),
        (raw) => {
          const { value, ms } = timed(() => detectTrackingNumber(raw));
          slowest = Math.max(slowest, ms);
          return wellFormed(value, normaliseTrackingNumber(raw)) && ms < SLOW_DETECTION_MS * 4;
        },
      ),
    );
    const examples = listFormats().flatMap((format) =>
      format.examples.map((example) => ({ example, carrier: format.carrier })),
    );
    assertProperty(
      context,
      'spaces, dashes and letter case never change the carriers of a valid example',
      fc.property(
        fc
          .tuple(
            fc.constantFrom(...examples),
            fc.array(fc.constantFrom(' ', '-', '  ', ' - '), { minLength: 0, maxLength: 6 }),
            fc.boolean(),
            fc.nat(),
          )
          .map(([{ example }, separators, lower, seed]) => {
            let typed = lower ? example.toLowerCase() : example;
            for (const [index, separator] of separators.entries()) {
              const at = (seed + index * 7) % (typed.length + 1);
              typed = `${typed.slice(0, at)}${separator}${typed.slice(at)}`;
            }
            return { typed, example };
          }),
        ({ typed, example }) => {
          if (validateTrackingInput(typed) !== null) return typed.trim().length > MAX_TRACKING_INPUT_LENGTH;
          const carriers = (value: string) =>
            detectTrackingNumber(value).candidates.map((candidate) => candidate.carrier);
          return JSON.stringify(carriers(typed)) === JSON.stringify(carriers(example));
        },
      ),
    );
    context.figure('slowest single detection (ms)', slowest.toFixed(2));
  },
};
