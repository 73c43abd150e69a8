import { SingleFlight } from './single-flight.js';

describe('SingleFlight', () => {
  it('runs the work of a key once while it is under way, and again after it settled', async () => {
    const flights = new SingleFlight<string, number>();
    let runs = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const work = async () => {
      runs += 1;
      await held;
      return runs;
    };
    const together = [flights.run('a', work), flights.run('a', work), flights.run('b', () => Promise.resolve(-1))];
    release();
    expect(await Promise.all(together)).toEqual([1, 1, -1]);
    expect(runs).toBe(1);
    expect(await flights.run('a', work)).toBe(2);
  });

  it('shares a failure with every waiting caller, then frees the key', async () => {
    const flights = new SingleFlight<string, number>();
    const failing = () => Promise.reject(new Error('Redis went away'));
    await expect(Promise.all([flights.run('k', failing), flights.run('k', failing)])).rejects.toThrow(
      'Redis went away',
    );
    expect(await flights.run('k', () => Promise.resolve(7))).toBe(7);
  });
});
