import { CARRIER_NAMES } from '../detection/carrier-formats.js';
import { UPU_POSTAL_OPERATORS } from '../detection/upu-members.js';

/**
 * 17TRACK's keys of the couriers that most often take a parcel over for the last mile, and our carrier codes for
 * them. The keys are those of 17TRACK's published carrier list (the `key` of each carrier, as 17TRACK's answers and
 * pushes carry it in `carrier`, `misc_info.local_key` and `providers[].provider.key`). Couriers not listed here are
 * matched by the name 17TRACK gives them (`carrierCodeForName`).
 */
export const SEVENTEEN_TRACK_CARRIER_CODES: Readonly<Record<number, string>> = {
  1151: 'australia-post',
  3011: 'china-post',
  3041: 'canada-post',
  6051: 'la-poste',
  7041: 'dhl-paket',
  7044: 'deutsche-post',
  7047: 'dhl-ecommerce',
  9071: 'poste-italiane',
  11031: 'royal-mail',
  21051: 'usps',
  100001: 'dhl',
  100003: 'fedex',
  100005: 'gls',
  100007: 'dpd',
  100010: 'dpd-uk',
  100146: 'canpar',
  100331: 'evri',
};

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

/** Our carrier code for a courier 17TRACK names, when the name is that of one of our carriers. */
export function carrierCodeForName(name: string): string | undefined {
  return CODE_BY_NAME.get(comparable(name));
}
