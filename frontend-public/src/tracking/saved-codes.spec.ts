import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';

type SavedCodesModule = typeof import('./saved-codes');

const COOKIE = 'trackingCodes';

function rawCookie(): string | undefined {
  const prefix = `${COOKIE}=`;
  return document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
}

function setRawCookie(value: string): void {
  document.cookie = `${COOKIE}=${value}; Path=/`;
}

/**
 * The module keeps what it read from the cookie for the page's lifetime: a fresh copy of it is a new page load, which
 * reads the cookie again.
 */
async function pageLoad(): Promise<SavedCodesModule> {
  jest.resetModules();
  return import('./saved-codes');
}

describe('saved codes cookie', () => {
  let saved: SavedCodesModule;
  beforeEach(async () => {
    saved = await pageLoad();
  });
  afterEach(() => {
    document.cookie = `${COOKIE}=; Path=/; Max-Age=0`;
  });

  it('is an empty list without a cookie', () => {
    expect(saved.getSavedCodes()).toEqual([]);
  });

  it('adds searched codes to the front, the first searched first, each code once', async () => {
    saved.saveSearchedCodes(['AAA111', 'BBB222']);
    saved.saveSearchedCodes(['CCC333', 'AAA111']);
    expect(saved.getSavedCodes().map(({ code }) => code)).toEqual(['CCC333', 'AAA111', 'BBB222']);
    expect(saved.getSavedCodes()[0]).toEqual({
      code: 'CCC333',
      status: false,
      date: expect.any(Number),
      carriers: [],
      name: '',
    });

    const reloaded = await pageLoad();
    expect(reloaded.getSavedCodes()).toEqual(saved.getSavedCodes());
  });

  it('keeps the 20 newest codes', async () => {
    expect(saved.MAX_SAVED_CODES).toBe(20);
    for (let index = 1; index <= 25; index += 1) saved.saveSearchedCodes([`CODE${index}`]);
    const codes = (await pageLoad()).getSavedCodes().map(({ code }) => code);
    expect(codes).toHaveLength(20);
    expect(codes[0]).toBe('CODE25');
    expect(codes.at(-1)).toBe('CODE6');
  });

  it('drops the oldest codes while the cookie would be too big for the browser to keep', async () => {
    for (let index = 1; index <= 20; index += 1) saved.saveSearchedCodes([`CODE${index}`]);
    // Cyrillic letters take six bytes each in the cookie (%D0%96): 60 of them make an entry of over 360 bytes.
    for (let index = 1; index <= 20; index += 1) saved.renameSavedCode(`CODE${index}`, 'Ж'.repeat(60));
    const value = rawCookie() ?? '';
    expect(value.length).toBeGreaterThan(3000);
    expect(value.length).toBeLessThanOrEqual(3800);
    const codes = (await pageLoad()).getSavedCodes().map(({ code }) => code);
    expect(codes.length).toBeLessThan(20);
    expect(codes[0]).toBe('CODE20');
    expect(codes).not.toContain('CODE1');
  });

  it('writes a cookie value without the characters a cookie cannot hold, and reads every character back', async () => {
    const name = 'Gift; for "Ann", 50% \\ off – Ж 📦';
    saved.saveSearchedCodes(['AAA111']);
    saved.renameSavedCode('AAA111', name);
    const value = rawCookie() ?? '';
    expect(value).not.toMatch(/[\s";,\\]/);
    expect(value).toMatch(/^[\x21-\x7e]+$/);
    // Brackets, braces and colons stay as they are: one byte each, not three.
    expect(value.startsWith('[{')).toBe(true);
    expect((await pageLoad()).getSavedCodes()[0].name).toBe(name);
  });

  it('trims a name and cuts it at 60 characters', () => {
    saved.saveSearchedCodes(['AAA111']);
    saved.renameSavedCode('AAA111', `  ${'n'.repeat(70)}  `);
    expect(saved.getSavedCodes()[0].name).toBe('n'.repeat(60));
    saved.renameSavedCode('AAA111', '  Birthday  ');
    expect(saved.getSavedCodes()[0].name).toBe('Birthday');
  });

  it('records a lookup on a saved code only, with at most three carriers', () => {
    saved.saveSearchedCodes(['AAA111']);
    const carriers = ['ups', 'dhl', 'fedex', 'usps'].map((code) => ({ code, name: code.toUpperCase() }));
    saved.recordLookup('AAA111', 'in transit', carriers);
    saved.recordLookup('NOT-SAVED', 'delivered', carriers);
    expect(saved.getSavedCodes()).toEqual([
      expect.objectContaining({ code: 'AAA111', status: 'in transit', carriers: carriers.slice(0, 3) }),
    ]);
  });

  it('tells subscribers of a change, and not of a lookup that changes nothing', () => {
    const listener = jest.fn();
    const stop = saved.subscribeSavedCodes(listener);
    saved.saveSearchedCodes(['AAA111']);
    saved.recordLookup('AAA111', 'delivered', [{ code: 'ups', name: 'UPS' }]);
    saved.recordLookup('AAA111', 'delivered', [{ code: 'ups', name: 'UPS' }]);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    saved.removeSavedCode('AAA111');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('removes one code, and clears them all', async () => {
    saved.saveSearchedCodes(['AAA111', 'BBB222', 'CCC333']);
    saved.removeSavedCode('BBB222');
    expect((await pageLoad()).getSavedCodes().map(({ code }) => code)).toEqual(['AAA111', 'CCC333']);
    saved.clearSavedCodes();
    expect((await pageLoad()).getSavedCodes()).toEqual([]);
  });

  describe('a malformed cookie', () => {
    it.each([
      ['not JSON', 'not-json'],
      ['broken percent-encoding', '%E0%A4%A'],
      ['an object instead of a list', encodeURIComponent('{"code":"AAA111"}')],
      ['an empty value', ''],
    ])('reads as no codes: %s', async (_case, value) => {
      setRawCookie(value);
      expect((await pageLoad()).getSavedCodes()).toEqual([]);
    });

    it("drops the old site's list of plain strings, and the cookie with it", async () => {
      setRawCookie(encodeURIComponent('["AAA111","BBB222"]'));
      expect((await pageLoad()).getSavedCodes()).toEqual([]);
      expect(rawCookie()).toBe('[]');
    });

    it('keeps the entries that have a code, each value checked', async () => {
      const now = Date.now();
      setRawCookie(
        encodeURIComponent(
          JSON.stringify([
            { code: 42 },
            'AAA111',
            null,
            {
              code: 'BBB222',
              status: 'lost in space',
              date: 'yesterday',
              carriers: [{ name: 'No code' }, { name: 'DHL', code: 'dhl' }, 'ups'],
              name: 7,
            },
            { code: 'CCC333', status: 'delivered', date: 1700000000000, carriers: [], name: 'Shoes' },
          ]),
        ),
      );
      const codes = (await pageLoad()).getSavedCodes();
      expect(codes).toEqual([
        { code: 'BBB222', status: false, date: expect.any(Number), carriers: [{ name: 'DHL', code: 'dhl' }], name: '' },
        { code: 'CCC333', status: 'delivered', date: 1700000000000, carriers: [], name: 'Shoes' },
      ]);
      expect(codes[0].date).toBeGreaterThanOrEqual(now);
    });
  });
});
