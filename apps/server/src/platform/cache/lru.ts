/**
 * A least-recently-used map within a budget: a read moves its entry to the newest end, and a write
 * past the budget drops the oldest. The budget counts entries, or, given `weigh`, whatever it
 * measures (bytes of a rendered picture). Plain Map order does the bookkeeping. For caches of
 * pure, rebuildable values (glyph outlines, rendered pictures), never for anything that must stay.
 */
export class Lru<K, V> {
  readonly #map = new Map<K, { value: V; weight: number }>();
  #weight = 0;
  #hits = 0;
  #misses = 0;

  constructor(
    readonly max: number,
    readonly weigh: (value: V) => number = () => 1,
  ) {
    if (!Number.isInteger(max) || max < 1) throw new Error('an LRU holds at least one entry');
  }

  get(key: K): V | undefined {
    const entry = this.#map.get(key);
    if (entry === undefined) {
      this.#misses++;
      return undefined;
    }
    this.#hits++;
    this.#map.delete(key);
    this.#map.set(key, entry);
    return entry.value;
  }

  /** Keeps `value`, dropping the oldest entries past the budget; a value over the whole budget is not kept. */
  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.max) return;
    this.#map.set(key, { value, weight });
    this.#weight += weight;
    for (const oldest of this.#map.keys()) {
      if (this.#weight <= this.max) break;
      this.delete(oldest);
    }
  }

  /** The value of `key`, made by `make` and kept when it is missing. */
  getOrSet(key: K, make: () => V): V {
    const found = this.get(key);
    if (found !== undefined) return found;
    const value = make();
    this.set(key, value);
    return value;
  }

  delete(key: K): void {
    const entry = this.#map.get(key);
    if (!entry) return;
    this.#map.delete(key);
    this.#weight -= entry.weight;
  }

  get size(): number {
    return this.#map.size;
  }

  /** What the kept entries weigh together (their count without `weigh`). */
  get weight(): number {
    return this.#weight;
  }

  stats(): { size: number; hits: number; misses: number } {
    return { size: this.#map.size, hits: this.#hits, misses: this.#misses };
  }

  clear(): void {
    this.#map.clear();
    this.#weight = 0;
  }
}
