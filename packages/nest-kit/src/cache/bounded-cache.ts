// Results that are costly to compute and cheap to keep, up to a number of entries.

/**
 * Keeps at most `capacity` results by key, dropping the one used longest ago. A result being
 * computed is shared by everyone who asks for its key meanwhile; a failed computation is not
 * kept, so the next request tries again.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, Promise<V>>();

  constructor(private readonly capacity: number) {
    if (!(capacity >= 1)) throw new RangeError('A bounded cache keeps at least one entry');
  }

  /** How many results are kept or being computed. */
  get size(): number {
    return this.entries.size;
  }

  /** The kept result for `key`, or the one `compute` gives (kept from then on). */
  getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
    const kept = this.entries.get(key);
    if (kept) {
      // most recently used last: a Map iterates in insertion order
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const computing = compute();
    this.entries.set(key, computing);
    computing.catch(() => {
      if (this.entries.get(key) === computing) this.entries.delete(key);
    });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return computing;
  }
}
