const loads = new Map<string, Promise<unknown>>();

/**
 * One promise per content chunk, kept, so `use()` sees the same promise on every render (a page
 * body in one language; loading it twice would suspend forever). A failed load is forgotten, so
 * the next visit tries again.
 */
export function cachedLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = loads.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    pending.catch(() => loads.delete(key));
    loads.set(key, pending);
  }
  return pending;
}
