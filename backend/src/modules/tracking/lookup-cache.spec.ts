import { LookupCache } from './lookup-cache.js';

describe('LookupCache', () => {
  let now = 0;
  const cache = () => new LookupCache<string>(2, () => now);

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
  });

  it('drops the least recently used entry beyond its size', () => {
    const lookups = cache();
    lookups.set('A', 'a', 1000);
    lookups.set('B', 'b', 1000);
    lookups.get('A');
    lookups.set('C', 'c', 1000);
    expect(lookups.get('B')).toBeUndefined();
    expect(lookups.get('A')).toBe('a');
    expect(lookups.get('C')).toBe('c');
  });

  it('forgets an entry on delete and never stores with no time to live', () => {
    const lookups = cache();
    lookups.set('A', 'a', 1000);
    lookups.delete('A');
    lookups.set('B', 'b', 0);
    expect(lookups.get('A')).toBeUndefined();
    expect(lookups.get('B')).toBeUndefined();
  });
});
