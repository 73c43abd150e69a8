import { LookupCache } from './lookup-cache.js';

describe('LookupCache', () => {
  let now = 0;
  // Each value counts its length against a bound of 4.
  const cache = () =>
    new LookupCache<string>(
      4,
      (value) => value.length,
      () => now,
    );

  beforeEach(() => {
    now = 1000;
  });

  it('answers until the entry expires', () => {
    const lookups = cache();
    lookups.set('A', 'a', 50);
    expect(lookups.get('A')).toBe('a');
    now += 50;
    expect(lookups.get('A')).toBeUndefined();
    expect(lookups.size).toBe(0);
    expect(lookups.heldBytes).toBe(0);
  });

  it('drops the least recently used entries beyond its bound in bytes', () => {
    const lookups = cache();
    lookups.set('A', 'a', 1000);
    lookups.set('B', 'bb', 1000);
    lookups.get('A');
    lookups.set('C', 'c', 1000);
    expect(lookups.heldBytes).toBe(4);
    lookups.set('D', 'dd', 1000);
    // B, the least recently used, goes so that D fits.
    expect(lookups.get('B')).toBeUndefined();
    expect([lookups.get('A'), lookups.get('C'), lookups.get('D')]).toEqual(['a', 'c', 'dd']);
    expect(lookups.heldBytes).toBe(4);
    // As many go as a big one needs, least recently used first: A and C make room for E, D stays.
    lookups.get('D');
    lookups.set('E', 'ee', 1000);
    expect([lookups.get('A'), lookups.get('C'), lookups.get('D'), lookups.get('E')]).toEqual([
      undefined,
      undefined,
      'dd',
      'ee',
    ]);
    expect(lookups.heldBytes).toBe(4);
  });

  it('counts a replaced entry once, and keeps nothing bigger than its bound', () => {
    const lookups = cache();
    lookups.set('A', 'aaa', 1000);
    lookups.set('A', 'a', 1000);
    expect(lookups.heldBytes).toBe(1);
    lookups.set('B', 'bbbbb', 1000);
    expect(lookups.get('B')).toBeUndefined();
    expect(lookups.get('A')).toBe('a');
  });

  it('forgets an entry on delete and never stores with no time to live', () => {
    const lookups = cache();
    lookups.set('A', 'a', 1000);
    lookups.delete('A');
    lookups.set('B', 'b', 0);
    expect(lookups.get('A')).toBeUndefined();
    expect(lookups.get('B')).toBeUndefined();
    expect(lookups.heldBytes).toBe(0);
  });
});
