import { CARRIER_FORMATS, CARRIER_NAMES, UNKNOWN_NATIONAL_POST } from '../../tracking/detection/carrier-formats.js';
import { detectTrackingNumber } from '../../tracking/detection/detection.engine.js';
import { UPU_POSTAL_OPERATORS, postalOperatorByIso2 } from '../../tracking/detection/upu-members.js';
import { CARRIER_SERVICE_SEED } from './carrier-services.seed-data.js';
import type { CarrierType } from './carrier-seed.types.js';
import { CARRIER_SEED } from './carriers.seed-data.js';

/** ISO 3166-1 alpha-2: the 249 officially assigned codes. */
const ISO_3166_ALPHA2 = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
    'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
    'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
    'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
    'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
    'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);

const CARRIER_TYPES: readonly CarrierType[] = ['postal', 'express', 'ecommerce', 'regional', 'freight', 'aggregator'];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Codes the detection engine can report that deliberately have no carrier page. `upu` is only reported, at low
 * confidence, for an S10 number whose country code no postal operator issues (a typo or an unknown code), so there
 * is no real carrier behind it.
 */
const DETECTION_CODES_WITHOUT_CARRIER: Readonly<Record<string, string>> = {
  [UNKNOWN_NATIONAL_POST]: 'placeholder for an S10 country code no operator issues, not a carrier',
};

/**
 * Service examples the engine attributes to another carrier, with the carrier it reports and why. The assertion
 * below checks that the engine still reports exactly that, so the list cannot go stale silently.
 */
const SERVICE_DETECTION_EXCEPTIONS: Readonly<Record<string, { detectedAs: string; reason: string }>> = {};

/**
 * Service examples no format can confidently claim, and why. The assertion below checks that the engine still
 * reports no likely carrier for them, so the list cannot go stale silently.
 */
const UNDETECTED_SERVICE_EXAMPLES: Readonly<Record<string, string>> = {
  'aramex-priority-parcel-express':
    'Aramex waybills are bare 11-digit numbers without a published check digit: claiming every 11-digit number ' +
    '(phone numbers included) as Aramex would turn noise into a carrier',
};

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const carriersByCode = new Map(CARRIER_SEED.map((carrier) => [carrier.code, carrier]));

describe('carrier seed data', () => {
  it('has at least 300 carriers, one per code', () => {
    expect(CARRIER_SEED.length).toBeGreaterThanOrEqual(300);
    const codes = CARRIER_SEED.map((carrier) => carrier.code);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
  });

  it.each(CARRIER_SEED.map((carrier) => [carrier.code, carrier] as const))('%s is well formed', (_code, carrier) => {
    expect(carrier.code).toMatch(SLUG);
    expect(carrier.name.trim()).not.toBe('');
    expect(carrier.name).toBe(carrier.name.trim());
    expect(CARRIER_TYPES).toContain(carrier.type);
    expect(typeof carrier.internationalService).toBe('boolean');
    if (carrier.countryIso !== null) expect(ISO_3166_ALPHA2.has(carrier.countryIso)).toBe(true);
    if (carrier.homepage !== null) expect(isHttpsUrl(carrier.homepage)).toBe(true);
    if (carrier.trackingUrl !== null) {
      expect(carrier.trackingUrl).toContain('{number}');
      expect(isHttpsUrl(carrier.trackingUrl.replaceAll('{number}', 'RB123456785GB'))).toBe(true);
    }
    if (carrier.phone !== null) expect(carrier.phone).toMatch(/^[0-9+][0-9 ()-]*[0-9]$/);
    if (carrier.email !== null) expect(carrier.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i);
    expect(carrier.description.length).toBeGreaterThanOrEqual(20);
    expect(carrier.description.length).toBeLessThanOrEqual(400);
    expect(carrier.description).toMatch(/[.!?]$/);
  });

  it('has an entry for every UPU postal operator, with its code, country and S10 code', () => {
    const missing: string[] = [];
    for (const operator of UPU_POSTAL_OPERATORS) {
      const carrier = carriersByCode.get(operator.carrier);
      if (carrier === undefined) {
        missing.push(`${operator.iso2} ${operator.carrier}`);
        continue;
      }
      expect({ code: carrier.code, type: carrier.type, countryIso: carrier.countryIso }).toEqual({
        code: operator.carrier,
        type: 'postal',
        countryIso: operator.iso2,
      });
      expect(carrier.s10CountryCodes).toContain(operator.iso2);
    }
    expect(missing).toEqual([]);
  });

  it('gives each S10 country code to the operator the detection engine resolves it to', () => {
    const owners = new Map<string, string>();
    for (const carrier of CARRIER_SEED) {
      for (const iso2 of carrier.s10CountryCodes ?? []) {
        expect(iso2).toMatch(/^[A-Z]{2}$/);
        expect(owners.get(iso2)).toBeUndefined();
        owners.set(iso2, carrier.code);
        expect(postalOperatorByIso2(iso2)?.carrier).toBe(carrier.code);
      }
    }
    expect(owners.size).toBe(UPU_POSTAL_OPERATORS.length);
  });

  it('has an entry for every carrier code the detection engine can report', () => {
    const reportable = new Set([
      ...CARRIER_FORMATS.map((format) => format.carrier),
      ...Object.keys(CARRIER_NAMES),
      ...UPU_POSTAL_OPERATORS.map((operator) => operator.carrier),
    ]);
    const missing = [...reportable].filter(
      (code) => !carriersByCode.has(code) && !(code in DETECTION_CODES_WITHOUT_CARRIER),
    );
    expect(missing).toEqual([]);
    for (const code of Object.keys(DETECTION_CODES_WITHOUT_CARRIER)) {
      expect(reportable.has(code)).toBe(true);
      expect(carriersByCode.has(code)).toBe(false);
    }
  });

  it('covers every carrier type', () => {
    for (const type of CARRIER_TYPES) {
      expect(CARRIER_SEED.some((carrier) => carrier.type === type)).toBe(true);
    }
  });
});

describe('carrier service seed data', () => {
  it('has at least 40 services with unique page slugs', () => {
    expect(CARRIER_SERVICE_SEED.length).toBeGreaterThanOrEqual(40);
    const slugs = CARRIER_SERVICE_SEED.map((service) => service.clear_url);
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
  });

  it.each(CARRIER_SERVICE_SEED.map((service) => [service.clear_url, service] as const))(
    '%s is well formed and belongs to a seeded carrier',
    (_slug, service) => {
      expect(carriersByCode.has(service.carrierCode)).toBe(true);
      expect(service.clear_url).toMatch(SLUG);
      expect(service.trackingService.trim()).not.toBe('');
      expect(service.shipping_time.trim()).not.toBe('');
      expect(Number.isInteger(service.order) && service.order > 0).toBe(true);
      expect(service.cargo_types.general || service.cargo_types.special).toBe(true);
      expect(service.content.en.short_content?.trim()).toBeTruthy();
    },
  );

  it('numbers the services of each carrier 1, 2, 3… without gaps', () => {
    const orders = new Map<string, number[]>();
    for (const service of CARRIER_SERVICE_SEED) {
      orders.set(service.carrierCode, [...(orders.get(service.carrierCode) ?? []), service.order]);
    }
    for (const [carrierCode, list] of orders) {
      expect({ carrierCode, orders: [...list].sort((a, b) => a - b) }).toEqual({
        carrierCode,
        orders: list.map((_, index) => index + 1),
      });
    }
  });

  it.each(CARRIER_SERVICE_SEED.map((service) => [service.clear_url, service] as const))(
    '%s example number is detected as its carrier',
    (slug, service) => {
      const candidates = detectTrackingNumber(service.trackingNumberExample).candidates.filter(
        (candidate) => candidate.confidence !== 'low',
      );
      const undetected = UNDETECTED_SERVICE_EXAMPLES[slug];
      if (undetected !== undefined) {
        expect(undetected).not.toBe('');
        expect(candidates).toEqual([]);
        return;
      }
      const exception = SERVICE_DETECTION_EXCEPTIONS[slug];
      const expected = exception?.detectedAs ?? service.carrierCode;
      expect(candidates.map((candidate) => candidate.carrier)).toContain(expected);
      if (exception !== undefined) {
        expect(exception.reason).not.toBe('');
        expect(candidates.map((candidate) => candidate.carrier)).not.toContain(service.carrierCode);
      }
    },
  );

  it('lists exceptions only for services that exist', () => {
    for (const slug of [...Object.keys(SERVICE_DETECTION_EXCEPTIONS), ...Object.keys(UNDETECTED_SERVICE_EXAMPLES)]) {
      expect(CARRIER_SERVICE_SEED.some((service) => service.clear_url === slug)).toBe(true);
    }
  });
});
