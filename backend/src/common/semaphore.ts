/**
 * At most `size` pieces of work run at once; the rest wait, first come first served. A finishing holder hands its
 * slot straight to the next waiter.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`A semaphore needs at least 1 slot, not ${size}`);
  }

  /** Work running now. */
  get running(): number {
    return this.active;
  }

  /** Work waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
