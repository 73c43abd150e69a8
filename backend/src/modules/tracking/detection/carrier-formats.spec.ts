import { CARRIER_FORMATS, CARRIER_NAMES, UNKNOWN_NATIONAL_POST, type CarrierFormat } from './carrier-formats.js';
import { computeCheckCharacter } from './check-digits.js';
import { detectTrackingNumber, matchFormats, normaliseTrackingNumber } from './detection.engine.js';
import { typedVariants, wrongCheckTwins } from './testing/detection-corpus.test-support.js';
import { postalOperatorByIso2 } from './upu-members.js';

/** The carrier families issue 19 names (plus those the engine had before), by carrier code. */
const REQUIRED_FAMILIES = [
  'ups',
  'usps',
  'fedex',
  'dhl',
  'dhl-paket',
  'dhl-ecommerce',
  'amazon',
  'ontrac',
  'old-dominion',
  'canpar',
  'landmark-global',
  'spee-dee',
  'yodel',
  'gofo',
  'canada-post',
  'purolator',
  'parcelforce',
  'dpd',
  'gls',
  'evri',
  'hermes-de',
  'postnl',
  'colissimo',
  'correos-spain',
  'poste-italiane',
  'inpost',
  'australia-post',
  'cainiao',
  'yunexpress',
  '4px',
  'yanwen',
  'sf-express',
  'jt-express',
  'tnt',
  UNKNOWN_NATIONAL_POST,
];

/** Formats the issue names, by id: each must exist (a family can have several). */
const REQUIRED_FORMATS = [
  'ups-1z',
  'ups-waybill',
  'ups-mail-innovations-impb',
  'fedex-express-12',
  'fedex-ground-15',
  'fedex-ground-96-22',
  'fedex-smartpost-22',
  'fedex-sscc-18',
  'fedex-ground-96-34',
  'fedex-express-34',
  'dhl-express-10',
  'dhl-paket-12',
  'dhl-paket-20',
  'dhl-paket-jjd',
  'dhl-ecommerce-gm',
  'dhl-ecommerce',
  'amazon-logistics',
  'amazon-international',
  'lasership-l',
  'lasership-1ls',
  'ontrac-c',
  'ontrac-d',
  'cainiao-lp',
  'cainiao-cn',
  'upu-s10',
];

function groupsOf(format: CarrierFormat, number: string): Record<string, string | undefined> {
  const match = format.pattern.exec(normaliseTrackingNumber(number));
  if (match === null) throw new Error(`${number} does not match ${format.id}`);
  return match.groups ?? {};
}

/** The carrier a valid example resolves to: the national operator for S10, the format's carrier otherwise. */
function expectedCarrier(format: CarrierFormat, number: string): string {
  if (format.nationalPostCountryGroup === undefined) return format.carrier;
  const iso2 = groupsOf(format, number)[format.nationalPostCountryGroup] ?? '';
  return postalOperatorByIso2(iso2)?.carrier ?? UNKNOWN_NATIONAL_POST;
}

function isNumeric(number: string): boolean {
  return /^\d+$/.test(number);
}

describe('carrier formats', () => {
  it('have unique ids and known carriers', () => {
    const ids = CARRIER_FORMATS.map((format) => format.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const format of CARRIER_FORMATS) expect(CARRIER_NAMES[format.carrier]).toBeDefined();
  });

  it('cover every family and format the issue requires', () => {
    const carriers = new Set(CARRIER_FORMATS.map((format) => format.carrier));
    for (const family of REQUIRED_FAMILIES) expect(carriers).toContain(family);
    const ids = new Set(CARRIER_FORMATS.map((format) => format.id));
    for (const id of REQUIRED_FORMATS) expect(ids).toContain(id);
    // Royal Mail's own numbers are S10 numbers ending in GB (domestic tracked services use the same layout).
    expect(detectTrackingNumber('RB123456785GB').candidates[0]).toMatchObject({ carrier: 'royal-mail' });
  });

  it('use no nested quantifier, so no pattern can backtrack catastrophically', () => {
    for (const format of CARRIER_FORMATS) {
      // A quantified group that itself contains a quantifier: (...+)+, (...{2,})*, (?:a|b+){3}.
      expect({ id: format.id, nested: /\([^()]*[+*}][^()]*\)[+*{]/.test(format.pattern.source) }).toEqual({
        id: format.id,
        nested: false,
      });
    }
  });

  it('keep the loose shapes without a check digit', () => {
    for (const format of CARRIER_FORMATS) if (format.loose) expect(format.checksum).toBeUndefined();
  });

  it('are anchored, so a format never matches part of a longer number', () => {
    for (const format of CARRIER_FORMATS) {
      expect(format.pattern.source.startsWith('^')).toBe(true);
      expect(format.pattern.source.endsWith('$')).toBe(true);
      expect(format.pattern.flags).toBe('');
    }
  });

  it('name the groups their rules read', () => {
    for (const format of CARRIER_FORMATS) {
      const groups = groupsOf(format, format.examples.valid[0] ?? '');
      if (format.checksum) {
        expect(Object.keys(groups)).toEqual(
          expect.arrayContaining([format.checksum.payloadGroup, format.checksum.checkGroup]),
        );
      }
      if (format.service) expect(Object.keys(groups)).toContain(format.service.group);
      if (format.nationalPostCountryGroup) expect(Object.keys(groups)).toContain(format.nationalPostCountryGroup);
    }
  });

  it('give each checked format a wrong-check-digit example and each format a wrong-length or wrong-shape one', () => {
    for (const format of CARRIER_FORMATS) {
      const reasons = format.examples.invalid.map((example) => example.reason);
      expect(format.examples.valid.length).toBeGreaterThan(0);
      if (format.checksum) expect(reasons).toContain('check-digit');
      expect(reasons.some((reason) => reason === 'length' || reason === 'format')).toBe(true);
    }
  });

  const families = [...new Set(CARRIER_FORMATS.map((format) => format.carrier))];

  describe.each(families)('family %s', (family) => {
    const formats = CARRIER_FORMATS.filter((format) => format.carrier === family);

    describe.each(formats.map((format) => [format.id, format] as const))('%s', (_id, format) => {
      it.each(format.examples.valid)('accepts %s', (example) => {
        const number = normaliseTrackingNumber(example);
        expect(format.lengths).toContain(number.length);
        if (format.kind === 'numeric') expect(isNumeric(number)).toBe(true);
        if (format.kind === 'alphanumeric') expect(isNumeric(number)).toBe(false);

        const groups = groupsOf(format, number);
        const verdict = matchFormats(number).find((candidate) => candidate.format === format.id);
        if (format.checksum) {
          const { payloadGroup, checkGroup, impliedPrefix = '' } = format.checksum;
          expect(computeCheckCharacter(format.checksum, impliedPrefix + (groups[payloadGroup] ?? ''))).toBe(
            groups[checkGroup],
          );
          expect(verdict).toMatchObject({ confidence: 'high', checksumValid: true, accepted: true });
        } else {
          const confidence = format.loose ? 'low' : 'medium';
          expect(verdict).toMatchObject({ confidence, checksumValid: null, accepted: true });
        }

        const carrier = expectedCarrier(format, number);
        expect(carrier).not.toBe(UNKNOWN_NATIONAL_POST);
        expect(detectTrackingNumber(example).candidates.map((candidate) => candidate.carrier)).toContain(carrier);
      });

      it.each(format.examples.valid)(
        'finds the same carriers in %s typed with spaces, dashes, dots or lower case',
        (example) => {
          const carriers = (typed: string) =>
            detectTrackingNumber(typed).candidates.map((candidate) => candidate.carrier);
          const expected = carriers(example);
          for (const typed of typedVariants(normaliseTrackingNumber(example)))
            expect(carriers(typed)).toEqual(expected);
        },
      );

      it.each(format.examples.invalid.map((example) => [example.number, example.reason] as const))(
        'rejects %s (%s)',
        (example, reason) => {
          const verdict = matchFormats(normaliseTrackingNumber(example)).find(
            (candidate) => candidate.format === format.id,
          );
          switch (reason) {
            case 'check-digit':
              expect(verdict).toMatchObject({ accepted: false, checksumValid: false });
              break;
            case 'country':
              expect(verdict).toMatchObject({ accepted: false, carrier: UNKNOWN_NATIONAL_POST });
              break;
            case 'length':
            case 'format':
              expect(verdict).toBeUndefined();
              break;
          }
          const formats = detectTrackingNumber(example).candidates.map((candidate) => candidate.format);
          expect(formats).not.toContain(format.id);
        },
      );

      if (format.checksum) {
        it.each(format.examples.valid)('rejects every wrong-check-digit twin of %s', (example) => {
          const twins = wrongCheckTwins(format, example);
          expect(twins.length).toBeGreaterThan(0);
          for (const twin of twins) {
            const formats = detectTrackingNumber(twin).candidates.map((candidate) => candidate.format);
            expect({ twin, formats }).toEqual({ twin, formats: expect.not.arrayContaining([format.id]) as unknown });
          }
        });
      }
    });
  });

  describe('lookups', () => {
    it('reads the UPS service code', () => {
      expect(detectTrackingNumber('1Z5R89390357567127').candidates[0]).toMatchObject({
        carrier: 'ups',
        service: 'Ground',
      });
    });

    it('maps an S10 number to the national operator and its country', () => {
      expect(detectTrackingNumber('LZ473829165CN').candidates[0]).toEqual({
        carrier: 'china-post',
        name: 'China Post',
        format: 'upu-s10',
        confidence: 'high',
        checksumValid: true,
        service: 'Letter post (express)',
        countryIso: 'CN',
      });
    });

    it.each([
      ['EA610243895US', 'usps', 'USPS'],
      ['RB123456785GB', 'royal-mail', 'Royal Mail'],
      ['RN318604725CA', 'canada-post', 'Canada Post'],
      ['CX726491031AU', 'australia-post', 'Australia Post'],
      ['LX055172305NL', 'postnl', 'PostNL'],
      ['CP203958715DE', 'deutsche-post', 'Deutsche Post'],
      ['RR938142759FR', 'la-poste', 'La Poste'],
    ])('maps %s to %s', (number, carrier, name) => {
      expect(detectTrackingNumber(number).candidates[0]).toMatchObject({ carrier, name, confidence: 'high' });
    });

    it('rejects an S10 number from a country no postal operator issues numbers for', () => {
      expect(matchFormats('RX174950283XX')).toEqual([
        {
          carrier: UNKNOWN_NATIONAL_POST,
          name: CARRIER_NAMES[UNKNOWN_NATIONAL_POST],
          format: 'upu-s10',
          confidence: 'low',
          checksumValid: true,
          service: 'Registered letter post',
          accepted: false,
        },
      ]);
      expect(detectTrackingNumber('RX174950283XX').candidates).toEqual([]);
    });

    it('reads DPD service codes and GLS products', () => {
      expect(matchFormats('008182709980000020033350276C')[0]).toMatchObject({
        format: 'dpd-28',
        service: 'Express 8:30',
      });
      expect(matchFormats('468500123497').find((candidate) => candidate.format === 'gls-12')).toMatchObject({
        service: 'Express Parcel',
      });
    });

    it("takes a 12-digit number as GLS only with a product code of GLS's table", () => {
      // 30 90 1589201 3: the GLS check digit fits, but 90 is no GLS product code.
      for (const typed of ['309015892013', '3090 1589 2013', '309-015-892-013']) {
        expect(detectTrackingNumber(typed).candidates.map((candidate) => candidate.format)).not.toContain('gls-12');
      }
      expect(detectTrackingNumber('3074 1589 2015').candidates.map((candidate) => candidate.carrier)).toContain('gls');
    });

    it('leaves the service out when the code is not in the table', () => {
      const candidate = matchFormats('1Z5R8939ZZ57567127').find((match) => match.format === 'ups-1z');
      expect(candidate).toBeDefined();
      expect(candidate).not.toHaveProperty('service');
    });
  });
});
