import { type InvalidationBus, inProcessInvalidationBus } from './invalidation.ts';

/**
 * A short-lived cache for public, non-personal answers (the same for every visitor in a
 * language). Concurrent misses for one key share one computation, so an expiry under load costs
 * one database round instead of one per waiting request. Entries live `ttlMs`; writes that change
 * public data call `clear()`, which empties this instance at once and, through the invalidation
 * bus, every other instance (ADR 0009; ADR 0042).
 */
export interface MicroCache {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Empties this instance's cache now and tells the other instances to empty theirs. */
  clear(): void;
  /**
   * Calls `listener` on every clear of this cache: a local `clear()`, one announced by another
   * instance, and when the bus loses or regains its link. Other per-instance caches of the same
   * data hang on it to drop at the same moment. Answers the unsubscribe.
   */
  onClear(listener: () => void): () => void;
  /**
   * False while another instance's clear could be missed (the bus's link is down). The cache is
   * bypassed then; per-instance caches hanging on `onClear` should not keep values either.
   */
  trusted(): boolean;
}

export function createMicroCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  /** Carries clears between instances; the default has no other instance to tell. */
  bus?: InvalidationBus;
  /** The bus topic of this cache. */
  topic?: string;
  /** Where a failing onClear listener is reported. */
  onListenerError?: (error: unknown) => void;
  /** Whether a computed value is kept; one that is not is answered (to waiting callers too) and dropped. */
  keep?: (value: unknown) => boolean;
}): MicroCache {
  const { ttlMs, maxEntries = 500, now = Date.now, topic = 'catalog' } = options;
  const bus = options.bus ?? inProcessInvalidationBus();
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  const clearListeners = new Set<() => void>();
  let generation = 0;

  const clearHere = () => {
    generation++;
    entries.clear();
    for (const listener of clearListeners) {
      try {
        listener();
      } catch (error) {
        options.onListenerError?.(error);
      }
    }
  };
  bus.subscribe(topic, clearHere);
  // Losing the link: what is kept may already be stale, and more may be missed. Regaining it:
  // whatever was kept meanwhile (by listeners) may have missed a clear too.
  bus.onConnectionChange(clearHere);

  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0 || !bus.connected()) return compute();
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
        (computed) => {
          const unwanted = startedIn !== generation || (options.keep ? !options.keep(computed) : false);
          if (unwanted && entries.get(key)?.value === value) entries.delete(key);
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
      clearHere();
      bus.publish(topic);
    },
    onClear(listener) {
      clearListeners.add(listener);
      return () => clearListeners.delete(listener);
    },
    trusted: () => bus.connected(),
  };
}
