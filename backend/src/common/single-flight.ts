/**
 * Work done once at a time per key: a caller asking for a key whose work is under way gets that work's promise
 * instead of starting it again. The key is free again as soon as the work settles.
 */
export class SingleFlight<K, V> {
  private readonly underWay = new Map<K, Promise<V>>();

  run(key: K, work: () => Promise<V>): Promise<V> {
    const pending = this.underWay.get(key);
    if (pending) return pending;
    const task = work().finally(() => this.underWay.delete(key));
    this.underWay.set(key, task);
    return task;
  }
}
