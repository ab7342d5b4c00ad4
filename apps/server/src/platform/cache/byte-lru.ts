import { Lru } from './lru.ts';

/**
 * Values kept in memory within a byte budget, least recently used first out (0: nothing kept).
 * For things that never go stale under their key (a paid order's invoice, a mockup of one logo
 * picture in one scene at one width): the key must name everything the value is made from.
 * The platform's one LRU (`lru.ts`) does the bookkeeping, weighing each value by `sizeOf`.
 */
export interface ByteLru<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

export function createByteLru<V>(maxBytes: number, sizeOf: (value: V) => number): ByteLru<V> {
  if (maxBytes < 1) {
    let misses = 0;
    return {
      get: () => {
        misses++;
        return undefined;
      },
      set: () => {},
      stats: () => ({ entries: 0, bytes: 0, hits: 0, misses }),
    };
  }
  const lru = new Lru<string, V>(Math.floor(maxBytes), sizeOf);
  return {
    get: (key) => lru.get(key),
    set: (key, value) => lru.set(key, value),
    stats: () => {
      const { size, hits, misses } = lru.stats();
      return { entries: size, bytes: lru.weight, hits, misses };
    },
  };
}
