import { CARRIER_NAMES } from './carrier-formats.js';
import { UPU_POSTAL_OPERATORS } from './upu-members.js';

const comparable = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Our carriers by a comparable form of their code and of their name (USPS, Fedex, China Post, DHL Paket…). */
const CODE_BY_NAME: ReadonlyMap<string, string> = new Map([
  ...UPU_POSTAL_OPERATORS.flatMap(({ carrier, operator }) => [
    [comparable(operator), carrier] as const,
    [comparable(carrier), carrier] as const,
  ]),
  ...Object.entries(CARRIER_NAMES).flatMap(([code, name]) => [
    [comparable(name), code] as const,
    [comparable(code), code] as const,
  ]),
]);

/** Our carrier code for a carrier another service names (17TRACK's providers, a reporting courier's name). */
export function carrierCodeForName(name: string): string | undefined {
  return CODE_BY_NAME.get(comparable(name));
}

/** Whether two carrier names (or a name and a code) mean the same carrier, ignoring case, spaces and punctuation. */
export function sameCarrier(a: string, b: string): boolean {
  const left = comparable(a);
  const right = comparable(b);
  if (left === '' || right === '') return false;
  if (left === right) return true;
  const leftCode = CODE_BY_NAME.get(left);
  return leftCode !== undefined && leftCode === CODE_BY_NAME.get(right);
}

/** How we name one of our carriers, for a code another service gave (undefined for a code we do not have). */
export function carrierNameForCode(code: string): string | undefined {
  return CARRIER_NAMES[code] ?? UPU_POSTAL_OPERATORS.find((operator) => operator.carrier === code)?.operator;
}
