/**
 * Check-digit algorithms used by parcel tracking numbers.
 *
 * Every function takes the payload (the characters the check digit protects, without the check digit) and
 * returns the expected check value: 0–9 for the decimal algorithms, 0–35 for ISO 7064 MOD 37,36 (an index into
 * `ISO7064_ALPHABET`). A payload holding a character the algorithm does not accept yields -1, which never
 * equals a real check value. The functions read the string with `charCodeAt` and allocate nothing, because the
 * detection engine runs them for every candidate format of every number.
 */

const CODE_0 = 48;
const CODE_9 = 57;
const CODE_A = 65;
const CODE_Z = 90;

export const ISO7064_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const CHECK_DIGIT_ALGORITHMS = [
  'ups-mod10',
  'gs1-mod10',
  'luhn-mod10',
  'weighted-mod10',
  'gls-mod10',
  'mod7',
  's10-mod11',
  'fedex-mod11',
  'iso7064-mod37-36',
] as const;

export type CheckDigitAlgorithm = (typeof CHECK_DIGIT_ALGORITHMS)[number];

export interface CheckDigitSpec {
  readonly algorithm: CheckDigitAlgorithm;
  /** Left-to-right weights for `weighted-mod10`, right-to-left weights for `fedex-mod11`. */
  readonly weights?: readonly number[];
}

/** Human descriptions, shown in the public carrier-detection table. */
export const CHECK_DIGIT_DESCRIPTIONS: Readonly<Record<CheckDigitAlgorithm, string>> = {
  'ups-mod10':
    'UPS mod 10: letters map to (ASCII − 63) mod 10, odd positions ×1 and even positions ×2, check = (10 − sum mod 10) mod 10',
  'gs1-mod10': 'GS1 mod 10: weights 3,1 from the rightmost payload digit, check = (10 − sum mod 10) mod 10',
  'luhn-mod10': 'Luhn mod 10: every second digit from the right doubled (digits of the product summed)',
  'weighted-mod10': 'Weighted mod 10: fixed left-to-right weights, check = (10 − sum mod 10) mod 10',
  'gls-mod10': 'GLS mod 10: weights 3,1 from the rightmost payload digit, plus 1, check = (10 − sum mod 10) mod 10',
  mod7: 'Mod 7: the payload read as one number, remainder of division by 7',
  's10-mod11': 'UPU S10 mod 11: weights 8,6,4,2,3,5,9,7, check = 11 − sum mod 11, with 10 → 0 and 11 → 5',
  'fedex-mod11': 'FedEx mod 11: weights 1,3,7 from the rightmost payload digit, check = sum mod 11 mod 10',
  'iso7064-mod37-36': 'ISO/IEC 7064 MOD 37,36 hybrid system over digits and letters, check is one of 0–9, A–Z',
};

function digitAt(payload: string, index: number): number {
  const code = payload.charCodeAt(index);
  return code >= CODE_0 && code <= CODE_9 ? code - CODE_0 : -1;
}

/** The value of a check character: 0–9 for digits, 10–35 for A–Z, -1 otherwise. */
export function checkCharacterValue(character: string): number {
  if (character.length !== 1) return -1;
  const code = character.charCodeAt(0);
  if (code >= CODE_0 && code <= CODE_9) return code - CODE_0;
  if (code >= CODE_A && code <= CODE_Z) return code - CODE_A + 10;
  return -1;
}

/**
 * UPS 1Z check digit (also OnTrac, whose leading letter takes part). Letters count as (ASCII − 63) mod 10,
 * so A = 2 … H = 9, I = 0, J = 1 …; odd positions (1-based) weigh 1, even positions weigh 2.
 */
export function upsMod10(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i += 1) {
    const code = payload.charCodeAt(i);
    let value: number;
    if (code >= CODE_0 && code <= CODE_9) value = code - CODE_0;
    else if (code >= CODE_A && code <= CODE_Z) value = (code - 63) % 10;
    else return -1;
    sum += i % 2 === 1 ? value * 2 : value;
  }
  return (10 - (sum % 10)) % 10;
}

/** GS1 general specifications §7.9.1 (GTIN, SSCC, USPS IMpb, FedEx Ground): weights 3,1,3… from the right. */
export function gs1Mod10(payload: string): number {
  const sum = gs1WeightedSum(payload);
  return sum < 0 ? -1 : (10 - (sum % 10)) % 10;
}

function gs1WeightedSum(payload: string): number {
  let sum = 0;
  let weight = 3;
  for (let i = payload.length - 1; i >= 0; i -= 1) {
    const digit = digitAt(payload, i);
    if (digit < 0) return -1;
    sum += digit * weight;
    weight = 4 - weight;
  }
  return sum;
}

/** GLS parcel number (GLS Uni-Box technical documentation §3.2.1): the GS1 sum plus one. */
export function glsMod10(payload: string): number {
  const sum = gs1WeightedSum(payload);
  return sum < 0 ? -1 : (10 - ((sum + 1) % 10)) % 10;
}

/** Luhn (ISO/IEC 7812-1): from the right, every second payload digit is doubled and its digits summed. */
export function luhnMod10(payload: string): number {
  let sum = 0;
  let double = true;
  for (let i = payload.length - 1; i >= 0; i -= 1) {
    const digit = digitAt(payload, i);
    if (digit < 0) return -1;
    if (double) {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    } else {
      sum += digit;
    }
    double = !double;
  }
  return (10 - (sum % 10)) % 10;
}

/** Mod 10 with explicit weights applied left to right, repeating (Deutsche Post Identcode uses 4,9). */
export function weightedMod10(payload: string, weights: readonly number[]): number {
  if (weights.length === 0) return -1;
  let sum = 0;
  for (let i = 0; i < payload.length; i += 1) {
    const digit = digitAt(payload, i);
    if (digit < 0) return -1;
    sum += digit * weights[i % weights.length];
  }
  return (10 - (sum % 10)) % 10;
}

/** Mod 7 of the payload read as a decimal number (DHL Express waybills), computed digit by digit. */
export function mod7(payload: string): number {
  if (payload.length === 0) return -1;
  let remainder = 0;
  for (let i = 0; i < payload.length; i += 1) {
    const digit = digitAt(payload, i);
    if (digit < 0) return -1;
    remainder = (remainder * 10 + digit) % 7;
  }
  return remainder;
}

const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

/** UPU S10 (8-digit serial): weights 8,6,4,2,3,5,9,7; 11 − sum mod 11, where 10 → 0 and 11 → 5. */
export function s10Mod11(payload: string): number {
  if (payload.length !== S10_WEIGHTS.length) return -1;
  let sum = 0;
  for (let i = 0; i < S10_WEIGHTS.length; i += 1) {
    const digit = digitAt(payload, i);
    if (digit < 0) return -1;
    sum += digit * S10_WEIGHTS[i];
  }
  const check = 11 - (sum % 11);
  if (check === 10) return 0;
  if (check === 11) return 5;
  return check;
}

const FEDEX_WEIGHTS = [1, 3, 7] as const;

/** FedEx Express: weights 1,3,7 repeating from the rightmost payload digit; sum mod 11, where 10 → 0. */
export function fedexMod11(payload: string, weights: readonly number[] = FEDEX_WEIGHTS): number {
  if (weights.length === 0) return -1;
  let sum = 0;
  let position = 0;
  for (let i = payload.length - 1; i >= 0; i -= 1) {
    const digit = digitAt(payload, i);
    if (digit < 0) return -1;
    sum += digit * weights[position % weights.length];
    position += 1;
  }
  return (sum % 11) % 10;
}

/** ISO/IEC 7064 MOD 37,36 (hybrid system, M = 36) over 0–9 and A–Z, as on DPD parcel labels. */
export function iso7064Mod37_36(payload: string): number {
  const modulus = 36;
  let product = modulus;
  for (let i = 0; i < payload.length; i += 1) {
    const value = checkCharacterValue(payload.charAt(i));
    if (value < 0) return -1;
    let sum = product + value;
    if (sum > modulus) sum -= modulus;
    product = sum * 2;
    if (product > modulus) product -= modulus + 1;
  }
  return (modulus + 1 - product) % modulus;
}

/** The expected check value of `payload` under `spec` (see `checkCharacterValue`), or -1 when it cannot be computed. */
export function computeCheckValue(spec: CheckDigitSpec, payload: string): number {
  switch (spec.algorithm) {
    case 'ups-mod10':
      return upsMod10(payload);
    case 'gs1-mod10':
      return gs1Mod10(payload);
    case 'luhn-mod10':
      return luhnMod10(payload);
    case 'weighted-mod10':
      return weightedMod10(payload, spec.weights ?? []);
    case 'gls-mod10':
      return glsMod10(payload);
    case 'mod7':
      return mod7(payload);
    case 's10-mod11':
      return s10Mod11(payload);
    case 'fedex-mod11':
      return fedexMod11(payload, spec.weights);
    case 'iso7064-mod37-36':
      return iso7064Mod37_36(payload);
  }
}

/** The expected check character of `payload` under `spec`, or null when it cannot be computed. */
export function computeCheckCharacter(spec: CheckDigitSpec, payload: string): string | null {
  const value = computeCheckValue(spec, payload);
  return value < 0 ? null : ISO7064_ALPHABET.charAt(value);
}

export function isCheckCharacterValid(spec: CheckDigitSpec, payload: string, check: string): boolean {
  const expected = computeCheckValue(spec, payload);
  return expected >= 0 && expected === checkCharacterValue(check);
}
