import {
  CHECK_DIGIT_ALGORITHMS,
  CHECK_DIGIT_DESCRIPTIONS,
  checkCharacterValue,
  computeCheckCharacter,
  computeCheckValue,
  fedexMod11,
  glsMod10,
  gs1Mod10,
  isCheckCharacterValid,
  iso7064Mod37_36,
  luhnMod10,
  mod7,
  s10Mod11,
  upsMod10,
  weightedMod10,
} from './check-digits.js';

/** Splits a published number into payload and check character at the given positions. */
function split(number: string, payloadStart: number, checkIndex: number): [string, string] {
  return [number.slice(payloadStart, checkIndex), number.charAt(checkIndex)];
}

describe('check digits', () => {
  describe('upsMod10', () => {
    it.each(['1Z5R89390357567127', '1Z879E930346834440', '1Z410E7W0392751591', '1Z8V92A70367203024'])(
      'gives the check digit of the UPS number %s',
      (number) => {
        const [payload, check] = split(number, 2, 17);
        expect(upsMod10(payload)).toBe(Number(check));
      },
    );

    it('maps letters to (ASCII − 63) mod 10: A=2 … H=9, I=0, J=1, Z=7', () => {
      // A single character sits at an odd position (weight 1), so the check is (10 − value) mod 10.
      expect(upsMod10('A')).toBe(8);
      expect(upsMod10('H')).toBe(1);
      expect(upsMod10('I')).toBe(0);
      expect(upsMod10('J')).toBe(9);
      expect(upsMod10('Z')).toBe(3);
    });

    it('doubles even positions without summing the digits of the product (unlike Luhn)', () => {
      // "05": 0×1 + 5×2 = 10 → 0; Luhn would give (10 − (0 + 1)) mod 10 = 9.
      expect(upsMod10('05')).toBe(0);
      expect(luhnMod10('05')).toBe(9);
    });

    it('covers OnTrac numbers, whose leading letter takes part (C = 4, D = 5)', () => {
      expect(upsMod10('C1103150000187')).toBe(9);
      expect(upsMod10('D1001135445370')).toBe(7);
    });

    it('rejects characters outside 0–9 and A–Z', () => {
      expect(upsMod10('12#4')).toBe(-1);
    });
  });

  describe('gs1Mod10', () => {
    it.each([
      ['4260304620007', 'GLN from the GS1 worked example'],
      ['00340433836442636597', 'DHL Paket SSCC (20 digits)'],
      ['9400111201080805483016', 'USPS IMpb'],
      ['041441760228964', 'FedEx Ground'],
      ['0073938000549297', 'Canada Post'],
      ['09133131530724', 'Hermes'],
    ])('gives the check digit of %s (%s)', (number) => {
      const [payload, check] = split(number, 0, number.length - 1);
      expect(gs1Mod10(payload)).toBe(Number(check));
    });

    it('weighs the rightmost payload digit 3, so leading zeros do not change the result', () => {
      expect(gs1Mod10('1')).toBe(7);
      expect(gs1Mod10('0001')).toBe(7);
      expect(gs1Mod10('10')).toBe(9);
    });

    it('detects every single-digit substitution', () => {
      const payload = '42603046200';
      const check = gs1Mod10(payload);
      for (let position = 0; position < payload.length; position += 1) {
        for (let digit = 0; digit <= 9; digit += 1) {
          if (String(digit) === payload[position]) continue;
          const altered = payload.slice(0, position) + String(digit) + payload.slice(position + 1);
          expect(gs1Mod10(altered)).not.toBe(check);
        }
      }
    });

    it('rejects letters', () => {
      expect(gs1Mod10('12A4')).toBe(-1);
    });
  });

  describe('glsMod10', () => {
    it('adds one to the GS1 weighted sum', () => {
      // 30741589201 from the right, weights 3,1: 3+0+6+9+24+5+3+4+21+0+9 = 84; 84 + 1 = 85 → check 5.
      expect(glsMod10('30741589201')).toBe(5);
      expect(gs1Mod10('30741589201')).toBe(6);
    });

    it('rejects letters', () => {
      expect(glsMod10('3074158920A')).toBe(-1);
    });
  });

  describe('luhnMod10', () => {
    it('gives the check digit of the ISO/IEC 7812 reference number 7992739871-3', () => {
      expect(luhnMod10('7992739871')).toBe(3);
    });

    it.each(['320595463938', '320606146993', '287809468872', '331426749957'])(
      'gives the check digit of the Purolator number %s',
      (number) => {
        const [payload, check] = split(number, 0, 11);
        expect(luhnMod10(payload)).toBe(Number(check));
      },
    );
  });

  describe('weightedMod10', () => {
    it('gives the check digit of the DHL Paket Identcode 201298452277 with weights 4,9', () => {
      // 2·4 + 0·9 + 1·4 + 2·9 + 9·4 + 8·9 + 4·4 + 5·9 + 2·4 + 2·9 + 7·4 = 253 → check 7.
      expect(weightedMod10('20129845227', [4, 9])).toBe(7);
    });

    it('needs weights', () => {
      expect(weightedMod10('123', [])).toBe(-1);
    });
  });

  describe('mod7', () => {
    it.each(['3318810025', '8487135506', '73891051146'])('gives the check digit of the DHL number %s', (number) => {
      const [payload, check] = split(number, 0, number.length - 1);
      expect(mod7(payload)).toBe(Number(check));
    });

    it('equals the remainder of the payload read as a number', () => {
      expect(mod7('331881002')).toBe(331881002 % 7);
      expect(mod7('9999999999')).toBe(9999999999 % 7);
    });

    it('rejects an empty payload', () => {
      expect(mod7('')).toBe(-1);
    });
  });

  describe('s10Mod11', () => {
    it('gives the check digit of RB 12345678 5 GB', () => {
      // 1·8 + 2·6 + 3·4 + 4·2 + 5·3 + 6·5 + 7·9 + 8·7 = 204; 204 mod 11 = 6; 11 − 6 = 5.
      expect(s10Mod11('12345678')).toBe(5);
    });

    it('maps 10 to 0 and 11 to 5', () => {
      // 00000001: sum 7 → 11 − 7 = 4.
      expect(s10Mod11('00000001')).toBe(4);
      // 00000000: sum 0 → 11 − 0 = 11 → 5.
      expect(s10Mod11('00000000')).toBe(5);
      // 20000001: 2·8 + 1·7 = 23, 23 mod 11 = 1 → 11 − 1 = 10 → 0.
      expect(s10Mod11('20000001')).toBe(0);
    });

    it('gives the check digit of the TNT consignments 18392825-2 and 48025347-0', () => {
      expect(s10Mod11('18392825')).toBe(2);
      expect(s10Mod11('48025347')).toBe(0);
    });

    it('needs exactly 8 digits', () => {
      expect(s10Mod11('1234567')).toBe(-1);
      expect(s10Mod11('1234567A')).toBe(-1);
    });
  });

  describe('fedexMod11', () => {
    it.each(['986578788855', '477179081230', '799531274483', '790535312317'])(
      'gives the check digit of the FedEx Express number %s',
      (number) => {
        const [payload, check] = split(number, 0, 11);
        expect(fedexMod11(payload)).toBe(Number(check));
      },
    );

    it('takes the last 13 digits of a 34-digit FedEx barcode', () => {
      const [payload, check] = split('1001921334250001000300779017972697', 20, 33);
      expect(fedexMod11(payload)).toBe(Number(check));
    });

    it('maps a remainder of 10 to 0', () => {
      // 7·1 + 1·3 = 10 → 10 mod 11 = 10 → 0.
      expect(fedexMod11('17')).toBe(0);
    });
  });

  describe('iso7064Mod37_36', () => {
    it.each([
      ['008182709980000020033350276C', 'DPD label barcode'],
      ['008182709980000020045327276N', 'DPD label barcode'],
      ['01015026003653C', 'DPD parcel number with its check character'],
    ])('gives the check character of %s (%s)', (number) => {
      const [payload, check] = split(number, 0, number.length - 1);
      expect(iso7064Mod37_36(payload)).toBe(checkCharacterValue(check));
    });

    it('returns an index into 0–9A–Z', () => {
      expect(computeCheckCharacter({ algorithm: 'iso7064-mod37-36' }, '01015026003653')).toBe('C');
    });

    it('rejects lowercase letters and symbols', () => {
      expect(iso7064Mod37_36('0101502600365c')).toBe(-1);
      expect(iso7064Mod37_36('01-01')).toBe(-1);
    });
  });

  describe('dispatch', () => {
    it('has a description for every algorithm', () => {
      for (const algorithm of CHECK_DIGIT_ALGORITHMS) expect(CHECK_DIGIT_DESCRIPTIONS[algorithm]).toMatch(/\w/);
    });

    it('computes each algorithm through its spec', () => {
      expect(computeCheckValue({ algorithm: 'ups-mod10' }, '5R8939035756712')).toBe(7);
      expect(computeCheckValue({ algorithm: 'gs1-mod10' }, '426030462000')).toBe(7);
      expect(computeCheckValue({ algorithm: 'luhn-mod10' }, '7992739871')).toBe(3);
      expect(computeCheckValue({ algorithm: 'weighted-mod10', weights: [4, 9] }, '20129845227')).toBe(7);
      expect(computeCheckValue({ algorithm: 'gls-mod10' }, '30741589201')).toBe(5);
      expect(computeCheckValue({ algorithm: 'mod7' }, '331881002')).toBe(5);
      expect(computeCheckValue({ algorithm: 's10-mod11' }, '12345678')).toBe(5);
      expect(computeCheckValue({ algorithm: 'fedex-mod11' }, '98657878885')).toBe(5);
      expect(computeCheckValue({ algorithm: 'iso7064-mod37-36' }, '01015026003653')).toBe(12);
    });

    it('validates a check character and rejects a wrong or non-alphanumeric one', () => {
      expect(isCheckCharacterValid({ algorithm: 's10-mod11' }, '12345678', '5')).toBe(true);
      expect(isCheckCharacterValid({ algorithm: 's10-mod11' }, '12345678', '6')).toBe(false);
      expect(isCheckCharacterValid({ algorithm: 's10-mod11' }, '12345678', '')).toBe(false);
      expect(isCheckCharacterValid({ algorithm: 'iso7064-mod37-36' }, '01015026003653', 'C')).toBe(true);
      expect(isCheckCharacterValid({ algorithm: 'gs1-mod10' }, '12A', '0')).toBe(false);
      expect(computeCheckCharacter({ algorithm: 'gs1-mod10' }, '12A')).toBeNull();
    });

    it('values check characters 0–9 as digits and A–Z as 10–35', () => {
      expect(checkCharacterValue('0')).toBe(0);
      expect(checkCharacterValue('9')).toBe(9);
      expect(checkCharacterValue('A')).toBe(10);
      expect(checkCharacterValue('Z')).toBe(35);
      expect(checkCharacterValue('a')).toBe(-1);
      expect(checkCharacterValue('12')).toBe(-1);
    });
  });
});
