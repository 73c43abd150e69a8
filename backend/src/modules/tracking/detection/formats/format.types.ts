/** The shape of a tracking-number format entry (see `../carrier-formats.ts` for the conventions). */

import type { CheckDigitSpec } from '../check-digits.js';

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

/** Carrier code of an S10 number whose country code no postal operator issues. */
export const UNKNOWN_NATIONAL_POST = 'upu';

/** The usual checksum groups: the protected characters in `payload`, the check character in `check`. */
export const CHECK = { payloadGroup: 'payload', checkGroup: 'check' } as const;
