import { createMicroCache, type MicroCache } from '../../platform/cache/micro-cache.ts';
import type { EntryLookup } from './search-text.repository.ts';
import type { TextConditions } from './search-text-probes.repository.ts';

/**
 * The entries free-text queries resolve to, kept in this instance's memory (ADR 0069): a search
 * engine's term dictionary. Counting and paging still read the postings on every request; only
 * the first statement, the look-up of which entries a query's words are, is skipped when the
 * query was resolved before.
 *
 * Entries are only ever added, and every write that adds some (a logo's names or keywords, a
 * keyword renamed, a CSV import) clears the catalogue cache once committed; the dictionary is
 * emptied with it, on this instance and, through the invalidation bus, on every other (ADR 0042).
 * While the bus cannot be trusted the dictionary is not used. A look-up under way during a clear
 * is answered but not kept. `ttlMs` bounds what a clear missed anyway.
 */
export interface SearchEntries {
  lookUp(c: TextConditions, load: () => Promise<EntryLookup>): Promise<EntryLookup>;
}

/**
 * A look-up of up to SMALL_IDS entry ids (97% of the bench's 450 queries; the median holds 3) is
 * one of `maxEntries` kept; one of up to LARGE_IDS (1–2 character words: up to 9,584) is one of
 * LARGE_QUERIES. Larger ones are not kept. At 8 bytes an id, the worst case is about 13 MB.
 */
export const SMALL_IDS = 1000;
export const LARGE_IDS = 20_000;
export const LARGE_QUERIES = 32;

const idsIn = (value: unknown) => {
  const lookup = value as EntryLookup;
  return lookup.words.reduce((sum, w) => sum + w.length, 0) + lookup.exact.length + lookup.prefixed.length;
};

export function createSearchEntries(options: {
  /** Queries kept; 0 turns the dictionary off. */
  maxEntries: number;
  catalogCache: MicroCache;
  ttlMs?: number;
}): SearchEntries {
  const { maxEntries, catalogCache } = options;
  if (maxEntries <= 0) return { lookUp: (_c, load) => load() };
  const ttlMs = options.ttlMs ?? 60_000;
  const small = createMicroCache({ ttlMs, maxEntries, keep: (value) => idsIn(value) <= SMALL_IDS });
  const large = createMicroCache({
    ttlMs,
    maxEntries: Math.min(maxEntries, LARGE_QUERIES),
    keep: (value) => idsIn(value) > SMALL_IDS && idsIn(value) <= LARGE_IDS,
  });
  catalogCache.onClear(() => {
    small.clear();
    large.clear();
  });
  const frozen = async (load: () => Promise<EntryLookup>) => {
    const found = await load();
    for (const list of [...found.words, found.exact, found.prefixed]) Object.freeze(list);
    return Object.freeze(found);
  };
  return {
    lookUp(c, load) {
      if (!catalogCache.trusted()) return load();
      const key = JSON.stringify([c.text.query, c.text.words]);
      // A small look-up is kept by `small`; a large one by `large`, which a miss of `small` asks.
      return small.get(key, () => large.get(key, () => frozen(load)));
    },
  };
}
