import { Semaphore } from './semaphore.js';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('Semaphore', () => {
  it('runs at most its size at once and starts the waiting work in arrival order', async () => {
    const semaphore = new Semaphore(2);
    const gates = Array.from({ length: 5 }, () => deferred());
    const started: number[] = [];
    let peak = 0;
    const runs = gates.map((gate, index) =>
      semaphore.run(async () => {
        started.push(index);
        peak = Math.max(peak, semaphore.running);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1].resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(semaphore.running).toBe(0);
  });

  it('frees the slot of work that fails', async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('carrier down')))).rejects.toThrow('carrier down');
    expect(semaphore.running).toBe(0);
    expect(await semaphore.run(() => Promise.resolve('next'))).toBe('next');
  });

  it('refuses a size below 1', () => {
    expect(() => new Semaphore(0)).toThrow(RangeError);
  });
});
