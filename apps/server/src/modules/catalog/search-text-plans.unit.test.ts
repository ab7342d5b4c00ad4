import { describe, expect, it } from 'vitest';
import { countProbesLongList, type ResolvedText, textPageFilter } from './search-text.repository.ts';
import type { TextConditions } from './search-text-probes.repository.ts';

/**
 * Which free-text statements keep one generic plan (ADR 0070): those whose per-logo probes check
 * at most MERGE_LIMIT entries. A longer list is hashed by PostgreSQL only as a constant of a
 * custom plan, so a statement probing one is planned per run.
 */
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const conditions = (...words: string[]): TextConditions => ({
  categories: [],
  availableOnly: false,
  text: { query: words.join(' '), words },
});
const resolved = (r: Partial<ResolvedText> & Pick<ResolvedText, 'words' | 'total'>): ResolvedText => ({
  exact: [],
  prefixed: [],
  exactPostings: 0,
  prefixedPostings: 0,
  capped: false,
  catalogue: 100_000,
  ...r,
});
const page = { limit: 100, offset: 0 };
const generic = (c: TextConditions, r: ResolvedText) => textPageFilter(c, r, page).genericPlan;

describe('free-text page plans', () => {
  it('keeps a generic plan for merged and grouped streams', () => {
    // One entry: its postings merged in index order.
    expect(generic(conditions('hoa'), resolved({ words: [[7]], total: 40 }))).toBe(true);
    // Many entries matching few logos: grouped, no probe per logo.
    expect(generic(conditions('h'), resolved({ words: [ids(1, 60)], total: 300 }))).toBe(true);
    // An exact entry ranked first, and a second word of two entries probed per logo.
    const exact = resolved({ words: [[7], [8, 9]], exact: [11], exactPostings: 20, total: 60 });
    expect(generic(conditions('cà', 'phê'), exact)).toBe(true);
  });

  it('keeps a generic plan for a stream read entry by entry', () => {
    // 40 entries × 100 logos is within PER_ENTRY_ROWS: no walk, capped or not.
    expect(generic(conditions('h'), resolved({ words: [ids(1, 40)], total: 50_000 }))).toBe(true);
    expect(generic(conditions('h'), resolved({ words: [ids(1, 40)], total: 1000, capped: true }))).toBe(true);
    const sql = JSON.stringify(
      textPageFilter(conditions('h'), resolved({ words: [ids(1, 50)], total: 900 }), page),
    );
    expect(sql).toContain('cross join lateral');
    expect(
      JSON.stringify(textPageFilter(conditions('h'), resolved({ words: [ids(1, 51)], total: 900 }), page)),
    ).not.toContain('cross join lateral');
  });

  it('plans per run a stream that walks the catalogue probing many entries', () => {
    expect(generic(conditions('h'), resolved({ words: [ids(1, 60)], total: 50_000 }))).toBe(false);
    // Past the cap the walk's bound is worked out in the statement: it still walks.
    const capped = resolved({ words: [ids(1, 60)], total: 1000, capped: true });
    expect(generic(conditions('h'), capped)).toBe(false);
  });

  it('plans per run a page that checks another word or the ranked tiers against many entries', () => {
    expect(generic(conditions('hoa', 'c'), resolved({ words: [[7], ids(1, 40)], total: 30 }))).toBe(false);
    const ranked = resolved({ words: [[7]], prefixed: ids(100, 17), prefixedPostings: 5, total: 90 });
    expect(generic(conditions('hoa'), ranked)).toBe(false);
    const sixteen = resolved({ words: [[7]], prefixed: ids(100, 16), prefixedPostings: 5, total: 90 });
    expect(generic(conditions('hoa'), sixteen)).toBe(true);
  });
});

describe('free-text count plans', () => {
  it('plans per run only a count that streams one entry and probes another word of many', () => {
    expect(countProbesLongList([[7]])).toBe(false);
    expect(countProbesLongList([ids(1, 40)])).toBe(false);
    expect(countProbesLongList([[7], [8, 9]])).toBe(false);
    expect(countProbesLongList([[7], ids(1, 17)])).toBe(true);
    expect(countProbesLongList([[7], ids(1, 16)])).toBe(false);
    // No word of one entry: the words' logos are intersected, with no probe per logo.
    expect(countProbesLongList([ids(1, 40), ids(50, 40)])).toBe(false);
  });
});
