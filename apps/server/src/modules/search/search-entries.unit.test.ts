import { describe, expect, it } from 'vitest';
import { createMicroCache } from '../../platform/cache/micro-cache.ts';
import { createSearchEntries, LARGE_IDS, LARGE_QUERIES, SMALL_IDS } from './search-entries.ts';
import type { EntryLookup } from './search-text.repository.ts';
import type { TextConditions } from './search-text-probes.repository.ts';

const query = (text: string): TextConditions => ({
  categories: [],
  availableOnly: false,
  text: { query: text, words: [text] },
});
const lookupOf = (ids: number): EntryLookup => ({
  words: [Array.from({ length: ids }, (_, i) => i + 1)],
  exact: [],
  prefixed: [],
  catalogue: 100,
});

/** A dictionary, and how many times each query was looked up in the database. */
function dictionary(maxEntries = 1000, trusted = () => true) {
  const catalogCache = { ...createMicroCache({ ttlMs: 2000 }), trusted };
  const loads = new Map<string, number>();
  const entries = createSearchEntries({ maxEntries, catalogCache });
  const lookUp = async (text: string, ids: number) => {
    const load = async () => {
      loads.set(text, (loads.get(text) ?? 0) + 1);
      return lookupOf(ids);
    };
    return entries.lookUp(query(text), load);
  };
  return { lookUp, loads, catalogCache };
}

describe('createSearchEntries', () => {
  it('keeps small and large look-ups, not larger ones, until the catalogue cache is cleared', async () => {
    const d = dictionary();
    for (let round = 0; round < 3; round++) {
      await d.lookUp('small', SMALL_IDS);
      await d.lookUp('large', LARGE_IDS);
      await d.lookUp('huge', LARGE_IDS + 1);
    }
    expect(Object.fromEntries(d.loads)).toEqual({ small: 1, large: 1, huge: 3 });
    expect((await d.lookUp('small', SMALL_IDS)).words[0]).toHaveLength(SMALL_IDS);
    d.catalogCache.clear();
    await d.lookUp('small', SMALL_IDS);
    await d.lookUp('large', LARGE_IDS);
    expect(Object.fromEntries(d.loads)).toEqual({ small: 2, large: 2, huge: 3 });
  });

  it('keeps at most LARGE_QUERIES large look-ups', async () => {
    const d = dictionary();
    for (let round = 0; round < 2; round++)
      for (let i = 0; i <= LARGE_QUERIES; i++) await d.lookUp(`large ${i}`, SMALL_IDS + 1);
    // The first was pushed out by the last of the first round, and so on: each was loaded twice.
    expect([...d.loads.values()].every((n) => n === 2)).toBe(true);
  });

  it('looks up every time when off or while other instances’ clears may be missed', async () => {
    for (const d of [dictionary(0), dictionary(1000, () => false)]) {
      await d.lookUp('q', 3);
      await d.lookUp('q', 3);
      expect(d.loads.get('q')).toBe(2);
    }
  });

  it('answers look-ups that cannot be changed', async () => {
    const d = dictionary();
    const found = await d.lookUp('q', 3);
    expect(() => found.words[0]!.push(4)).toThrow();
  });
});
