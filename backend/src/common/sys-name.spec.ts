import { toSysName } from '@parcelpilot/contracts';
import { assignSequentialIds, resolveSysName } from './sys-name.js';

describe('toSysName', () => {
  it.each([
    ['Help Center', 'help-center'],
    ['Shipping  Guides & Tips!', 'shipping-guides-tips'],
    ['  --Main Colour-- ', 'main-colour'],
    ['snake_case stays', 'snake_case-stays'],
    ['Crème Brûlée', 'creme-brulee'],
    ['Österreichische Post', 'osterreichische-post'],
    ['Почта России', 'почта-россии'],
    ['!!!', ''],
  ])('%s → %s', (input, expected) => {
    expect(toSysName(input)).toBe(expected);
  });
});

describe('resolveSysName', () => {
  it('derives from the name when none is given, normalises a given one and refuses an empty result', () => {
    expect(resolveSysName(undefined, 'Help Center')).toBe('help-center');
    expect(resolveSysName('My Type', 'ignored')).toBe('my-type');
    expect(() => resolveSysName('', 'Name')).toThrow(
      expect.objectContaining({ errors: { sys_name: 'sys_name cannot be empty' } }),
    );
  });
});

describe('assignSequentialIds', () => {
  it('keeps given ids and gives new items the highest id plus one, above the floor', () => {
    expect(assignSequentialIds([{ id: 7 }, {}, { id: 5 }, {}], 'fields', 3).map((item) => item.id)).toEqual([
      7, 8, 5, 9,
    ]);
    expect(assignSequentialIds([{}, {}], 'fields', 3).map((item) => item.id)).toEqual([4, 5]);
    expect(() => assignSequentialIds([{ id: 4 }, { id: 4 }], 'fields', 3)).toThrow();
    expect(() => assignSequentialIds([{ id: 2 }], 'fields', 3)).toThrow();
  });
});
