/**
 * A short-lived cache for public, non-personal answers (the same for every visitor in a
 * language). Concurrent misses for one key share one computation, so an expiry under load costs
 * one database round instead of one per waiting request. Entries live `ttlMs`; writes that change
 * public data call `clear()`. Other instances see changes after at most `ttlMs`.
 */
export interface MicroCache {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createMicroCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): MicroCache {
  const { ttlMs, maxEntries = 500, now = Date.now } = options;
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  let generation = 0;

  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return compute();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const startedIn = generation;
      const value = compute();
      entries.delete(key);
      entries.set(key, { expires: now() + ttlMs, value });
      // Failures are not cached; a clear() during the computation drops its result too.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      value.then(
        () => {
          if (startedIn !== generation && entries.get(key)?.value === value) entries.delete(key);
        },
        () => {},
      );
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
