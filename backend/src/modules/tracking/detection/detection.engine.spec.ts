import { CARRIER_FORMATS } from './carrier-formats.js';
import {
  MAX_TRACKING_INPUT_LENGTH,
  detectTrackingNumber,
  listFormats,
  listOrderNumberFormats,
  matchFormats,
  normaliseTrackingNumber,
  validateTrackingInput,
  type DetectionConfidence,
} from './detection.engine.js';
import { ORDER_NUMBER_FORMATS } from './order-number-formats.js';

const CONFIDENCE_RANK: Record<DetectionConfidence, number> = { high: 0, medium: 1, low: 2 };

/** Deterministic pseudo-random numbers (mulberry32), so a failing case can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('detection engine', () => {
  describe('normaliseTrackingNumber', () => {
    it('trims, drops spaces, dashes and dots, and uppercases', () => {
      expect(normaliseTrackingNumber('  1z 5r89-3903 5756 7127 ')).toBe('1Z5R89390357567127');
      expect(normaliseTrackingNumber('rb-123\t456 785-gb')).toBe('RB123456785GB');
      expect(normaliseTrackingNumber('9400.1112.0108.0805.4830.16')).toBe('9400111201080805483016');
      expect(normaliseTrackingNumber('1Z\u00a05R89\u20133903\u20145756\u22127127')).toBe('1Z5R89390357567127');
    });
  });

  describe('validateTrackingInput', () => {
    it('accepts letters, digits, spaces, dashes and dots', () => {
      expect(validateTrackingInput('1Z 5R89-3903 5756 7127')).toBeNull();
      expect(validateTrackingInput('9400.1112.0108.0805.4830.16')).toBeNull();
      expect(validateTrackingInput('RB 123\u2013456\u2013785 GB')).toBeNull();
      expect(validateTrackingInput(`  ${'9'.repeat(MAX_TRACKING_INPUT_LENGTH)}  `)).toBeNull();
    });

    it.each([
      [undefined, 'Tracking number is required.'],
      ['', 'Tracking number is required.'],
      ['   ', 'Tracking number is required.'],
      ['9'.repeat(MAX_TRACKING_INPUT_LENGTH + 1), 'Tracking number must be at most 64 characters long.'],
      ['#1001', 'Tracking number may contain only letters, digits, spaces, dashes and dots.'],
      ['1Z/5R89', 'Tracking number may contain only letters, digits, spaces, dashes and dots.'],
      ['RB123456785GB; drop table', 'Tracking number may contain only letters, digits, spaces, dashes and dots.'],
      ['ÄÖÜ 123', 'Tracking number may contain only letters, digits, spaces, dashes and dots.'],
      [' - - ', 'Tracking number must contain at least one letter or digit.'],
      ['— . —', 'Tracking number must contain at least one letter or digit.'],
    ])('refuses %j with a clear message', (raw, message) => {
      expect(validateTrackingInput(raw)).toBe(message);
    });
  });

  describe('detectTrackingNumber', () => {
    it('returns the normalised number and ranked candidates', () => {
      expect(detectTrackingNumber(' 1z5r8939 0357567127 ')).toEqual({
        number: '1Z5R89390357567127',
        candidates: [
          {
            carrier: 'ups',
            name: 'UPS',
            format: 'ups-1z',
            confidence: 'high',
            checksumValid: true,
            service: 'Ground',
          },
        ],
        orderNumber: null,
      });
    });

    it('ranks high before medium before low, keeping format order within a confidence', () => {
      // 09133131530724: a valid Hermes Germany number (GS1 check digit), and the bare 14-digit shapes of DPD and
      // DHL eCommerce, which have no check digit.
      const { candidates } = detectTrackingNumber('09133131530724');
      expect(candidates.map((candidate) => [candidate.format, candidate.confidence])).toEqual([
        ['hermes-14', 'high'],
        ['dpd-14', 'low'],
        ['dhl-ecommerce-14', 'low'],
      ]);
      // JJD + 16 digits: Yodel's layout first, DHL Paket's licence plate second, neither with a check digit.
      expect(
        detectTrackingNumber('JJD0002257639032011').candidates.map((candidate) => [
          candidate.carrier,
          candidate.confidence,
        ]),
      ).toEqual([
        ['yodel', 'medium'],
        ['dhl-paket', 'medium'],
      ]);
    });

    it('rejects the formats whose check digit is wrong', () => {
      // 986578788855 is a valid FedEx Express number; DHL Paket and GLS 12-digit formats fit its shape but fail.
      expect(matchFormats('986578788855').map(({ format, accepted }) => [format, accepted])).toEqual([
        ['fedex-express-12', true],
        ['dhl-paket-12', false],
        ['gls-12', false],
      ]);
      expect(detectTrackingNumber('986578788855').candidates.map((candidate) => candidate.format)).toEqual([
        'fedex-express-12',
      ]);
    });

    it('keeps each carrier once, with its best format', () => {
      // 71969010756003077385 fits two USPS formats: valid as IMpb without its 91, invalid as a legacy 20-digit number.
      const usps = (formats: Array<{ carrier: string; format: string; confidence: string }>) =>
        formats
          .filter((candidate) => candidate.carrier === 'usps')
          .map(({ format, confidence }) => [format, confidence]);
      expect(usps(matchFormats('71969010756003077385'))).toEqual([
        ['usps-20', 'low'],
        ['usps-impb-20', 'high'],
      ]);
      expect(usps(detectTrackingNumber('71969010756003077385').candidates)).toEqual([['usps-impb-20', 'high']]);
      // 92748901790175543400811852 is a valid USPS IMpb and a UPS Mail Innovations number: one candidate each.
      expect(detectTrackingNumber('92748901790175543400811852').candidates.map((c) => [c.carrier, c.format])).toEqual([
        ['usps', 'usps-impb-26'],
        ['ups', 'ups-mail-innovations-impb'],
      ]);
    });

    it('returns ranked candidates for random numbers too', () => {
      const random = seededRandom(7);
      for (let i = 0; i < 500; i += 1) {
        const length = 8 + Math.floor(random() * 27);
        const digits = Array.from({ length }, () => Math.floor(random() * 10)).join('');
        const ranks = detectTrackingNumber(digits).candidates.map((candidate) => CONFIDENCE_RANK[candidate.confidence]);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }
    });

    describe('ambiguous numbers keep every candidate', () => {
      it('USPS IMpb and FedEx SmartPost', () => {
        const { candidates } = detectTrackingNumber('9261292700768711948021');
        expect(candidates).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ carrier: 'usps', format: 'usps-impb-22', confidence: 'high' }),
            expect.objectContaining({ carrier: 'fedex', format: 'fedex-smartpost-22', confidence: 'high' }),
          ]),
        );
      });

      it('12-digit Purolator and DHL Paket, both with valid check digits', () => {
        const { candidates } = detectTrackingNumber('331434972567');
        expect(candidates.map((candidate) => [candidate.carrier, candidate.confidence])).toEqual([
          ['purolator', 'high'],
          ['dhl-paket', 'high'],
        ]);
      });

      it('A + 10 digits: a UPS waybill whose check digit verifies, and Amazon international', () => {
        const { candidates } = detectTrackingNumber('A1234567895');
        expect(candidates.map((candidate) => [candidate.carrier, candidate.confidence])).toEqual([
          ['ups', 'high'],
          ['amazon', 'low'],
        ]);
        // A wrong waybill check digit leaves Amazon's shape, which has none, as a mere possibility.
        expect(detectTrackingNumber('A1234567896').candidates.map((candidate) => candidate.carrier)).toEqual([
          'amazon',
        ]);
      });

      it('CN + digits: Cainiao and DHL eCommerce', () => {
        const { candidates } = detectTrackingNumber('CN123456789012');
        expect(candidates.map((candidate) => candidate.carrier)).toEqual(['cainiao', 'dhl-ecommerce']);
      });

      it('12-digit FedEx Express and Purolator, both with valid check digits', () => {
        // Found by search: FedEx mod 11 and Luhn both give 2 for 32000031676.
        const { candidates } = detectTrackingNumber('320000316762');
        expect(candidates.slice(0, 2).map((candidate) => [candidate.carrier, candidate.confidence])).toEqual([
          ['fedex', 'high'],
          ['purolator', 'high'],
        ]);
      });
    });

    it('rejects a typo that the check digit catches', () => {
      expect(detectTrackingNumber('1Z5R89390357567128').candidates).toEqual([]);
      expect(detectTrackingNumber('3318810010').candidates).toEqual([]);
      expect(detectTrackingNumber('RB123456786GB').candidates).toEqual([]);
      expect(detectTrackingNumber('C11031500001889').candidates).toEqual([]);
    });

    it('does not hand a mistyped number with a prefix to a bare digit run of the same length', () => {
      // 072 7234561 4: an Old Dominion PRO whose Luhn check digit should be 7. As a bare 11-digit run it passes the
      // DHL Express mod 7 check, but a PRO with a wrong check digit is a typo, not a DHL waybill.
      expect(matchFormats('07272345614').map(({ format, accepted }) => [format, accepted])).toEqual([
        ['old-dominion-pro', false],
        ['dhl-express-11', false],
      ]);
      // The same digits with the right check digit: the PRO, and no bare run beside it (mod 7 gives 4, not 7).
      expect(detectTrackingNumber('07272345617').candidates.map((candidate) => candidate.format)).toEqual([
        'old-dominion-pro',
      ]);
      for (const typed of ['0727 2345 614', '072-723-456-14', ' 07272345614 ']) {
        expect(detectTrackingNumber(typed).candidates).toEqual([]);
      }
      // 00 + SSCC with a wrong GS1 check digit (7 expected): not a USPS IMpb printed without its 91 either.
      expect(matchFormats('00340433836442636599').find((c) => c.format === 'usps-impb-20')).toMatchObject({
        checksumValid: true,
        accepted: false,
      });
      expect(detectTrackingNumber('00340433836442636599').candidates).toEqual([]);
      expect(detectTrackingNumber('00340433836442636597').candidates.map((candidate) => candidate.carrier)).toEqual([
        'dhl-paket',
      ]);
    });

    it('finds nothing in one character repeated, which passes some check digits by accident', () => {
      expect(matchFormats('000000000000').some((candidate) => candidate.accepted)).toBe(true);
      expect(detectTrackingNumber('000000000000').candidates).toEqual([]);
      expect(detectTrackingNumber('000 000 000 000 000').candidates).toEqual([]);
    });

    it('finds nothing in text that fits no format', () => {
      expect(detectTrackingNumber('hello world')).toEqual({ number: 'HELLOWORLD', candidates: [], orderNumber: null });
      expect(detectTrackingNumber('')).toEqual({ number: '', candidates: [], orderNumber: null });
      expect(detectTrackingNumber('9'.repeat(MAX_TRACKING_INPUT_LENGTH + 1)).candidates).toEqual([]);
    });

    it('tolerates characters the HTTP rule refuses', () => {
      expect(detectTrackingNumber('1Z5R8939035756712#').candidates).toEqual([]);
      expect(detectTrackingNumber('ÄÖÜ').candidates).toEqual([]);
    });
  });

  describe('prefilter', () => {
    /** Strings near every format: its examples, and mutations that change characters and lengths. */
    function corpus(): string[] {
      const random = seededRandom(42);
      const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
      const samples: string[] = [];
      for (const format of CARRIER_FORMATS) {
        for (const example of [...format.examples.valid, ...format.examples.invalid.map((item) => item.number)]) {
          const base = normaliseTrackingNumber(example);
          samples.push(base);
          for (let i = 0; i < 20; i += 1) {
            const chars = base.split('');
            const position = Math.floor(random() * chars.length);
            const pick = alphabet.charAt(Math.floor(random() * (random() < 0.7 ? 10 : alphabet.length)));
            const operation = random();
            if (operation < 0.6) chars[position] = pick;
            else if (operation < 0.8) chars.splice(position, 0, pick);
            else chars.splice(position, 1);
            samples.push(chars.join(''));
          }
        }
      }
      return samples;
    }

    it('runs exactly the formats a full scan would match', () => {
      for (const number of corpus()) {
        const scanned = CARRIER_FORMATS.filter((format) => format.pattern.test(number)).map((format) => format.id);
        expect(matchFormats(number).map((candidate) => candidate.format)).toEqual(scanned);
      }
    });
  });

  describe('listFormats', () => {
    it('lists every format with a description, examples and its check-digit rule', () => {
      const formats = listFormats();
      expect(formats.map((format) => format.id)).toEqual(CARRIER_FORMATS.map((format) => format.id));
      for (const format of formats) {
        expect(format.description).toMatch(/\w/);
        expect(format.carrierName).toMatch(/\w/);
        expect(format.examples.length).toBeGreaterThan(0);
      }
      expect(formats.find((format) => format.id === 'ups-1z')).toMatchObject({
        carrier: 'ups',
        carrierName: 'UPS',
        lengths: [18],
        checkDigit: { algorithm: 'ups-mod10' },
      });
      expect(formats.find((format) => format.id === 'amazon-logistics')?.checkDigit).toBeNull();
    });

    it('lists the order-number formats', () => {
      expect(listOrderNumberFormats().map((format) => format.id)).toEqual(
        ORDER_NUMBER_FORMATS.map((format) => format.id),
      );
    });
  });
});
