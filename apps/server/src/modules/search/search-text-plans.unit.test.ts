import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { type ResolvedText, textPageFilter, tierCountLimit } from './search-text.repository.ts';
import { PER_ENTRY_ROWS } from './search-text-page.repository.ts';
import { entryAmong, MERGE_LIMIT, type TextConditions } from './search-text-probes.repository.ts';

/**
 * Free-text statements keep one generic plan whatever their shape (ADR 0070, 0074): a long entry
 * list probed per logo is a sub-select PostgreSQL hashes once, never a parameter of `= any(…)`,
 * which a generic plan would search element by element. Which plan reads each tier (ADR 0073).
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
const dialect = new PgDialect();
const pageSql = (c: TextConditions, r: ResolvedText) => {
  const filter = textPageFilter(c, r, page);
  expect(filter.genericPlan).toBe(true);
  return dialect.sqlToQuery(filter.with!);
};
/** The long lists a statement binds as `= any($n)`: none may be longer than MERGE_LIMIT. */
const longAnyParameters = (q: { sql: string; params: unknown[] }) =>
  [...q.sql.matchAll(/= any\(\$(\d+)::int\[\]\)/g)]
    .map((m) => q.params[Number(m[1]) - 1] as string)
    .filter((list) => list.split(',').length > MERGE_LIMIT);

describe('free-text page plans', () => {
  it('reads a tier of few entries merged, of a few dozen entry by entry, of more walked or grouped', () => {
    const plan = (entries: number, total: number) =>
      pageSql(conditions('h'), resolved({ words: [ids(1, entries)], total })).sql;
    expect(plan(1, 40)).not.toMatch(/lateral|_walk/);
    expect(plan(50, 50_000)).toContain('cross join lateral');
    expect(plan(50, 50_000)).not.toContain('_walk');
    // 51 entries × 100 logos passes PER_ENTRY_ROWS: many matches are walked, few grouped.
    expect(51 * page.limit).toBeGreaterThan(PER_ENTRY_ROWS);
    expect(plan(51, 50_000)).toContain('"t2_walk"');
    expect(plan(51, 300)).not.toMatch(/lateral|_walk/);
    // Past the cap the walk's bound is worked out in the statement: it still walks.
    const capped = resolved({ words: [ids(1, 60)], total: 1000, capped: true });
    expect(pageSql(conditions('h'), capped).sql).toContain('"t2_walk"');
  });

  it('probes long entry lists as sub-selects, on one generic plan, in every shape', () => {
    const shapes: [TextConditions, ResolvedText][] = [
      [conditions('h'), resolved({ words: [ids(1, 3000)], total: 50_000 })],
      [conditions('h'), resolved({ words: [ids(1, 3000)], total: 1000, capped: true })],
      [conditions('hoa', 'c'), resolved({ words: [[7], ids(1, 40)], total: 30 })],
      [conditions('hoa'), resolved({ words: [[7]], prefixed: ids(100, 17), prefixedPostings: 5, total: 90 })],
      [
        conditions('hoa'),
        resolved({
          words: [ids(1, 200)],
          exact: [7],
          exactPostings: 20,
          prefixed: ids(300, 40),
          prefixedPostings: 9000,
          total: 1000,
          capped: true,
        }),
      ],
    ];
    for (const [c, r] of shapes) {
      const q = pageSql(c, r);
      expect(longAnyParameters(q)).toEqual([]);
      expect(q.sql).toContain('in (select unnest(');
    }
  });

  it('keeps a short list as an index condition', () => {
    const short = dialect.sqlToQuery(entryAmong(sql.raw('t'), ids(1, MERGE_LIMIT)));
    expect(short.sql).toBe('t.entry_id = any($1::int[])');
    const long = dialect.sqlToQuery(entryAmong(sql.raw('t'), ids(1, MERGE_LIMIT + 1)));
    expect(long.sql).toBe('t.entry_id + 0 in (select unnest($1::int[]))');
  });
});

describe('free-text count', () => {
  it('counts a tier only as far as choosing its plan needs', () => {
    // Merged whatever its size: the cap + 1 answers the exact shortcut and the rest's size.
    expect(tierCountLimit([7], 5478, 1000)).toBe(1001);
    expect(tierCountLimit(ids(1, MERGE_LIMIT), 5478, 1000)).toBe(1001);
    // Read another way: counted up to the walk's threshold.
    expect(tierCountLimit(ids(1, MERGE_LIMIT + 1), 5478, 1000)).toBe(5478);
    expect(tierCountLimit(ids(1, MERGE_LIMIT + 1), 500, 1000)).toBe(1001);
  });
});
