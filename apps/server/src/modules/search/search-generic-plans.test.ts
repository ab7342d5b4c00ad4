import type { LogoCardPage } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertLogos } from '../../../test/fixtures/search/search.fixtures.ts';
import { genericPlanRows } from '../../platform/db/db.ts';

/**
 * A free-text search's count and page run as statements that keep one generic plan (ADR 0070):
 * on PostgreSQL they are prepared on the generic-plan connections and never planned again with
 * their values, and they answer each query with its own logos. On PGlite they run as plain
 * queries (the search tests check their answers on both).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logos: 0, env: { CATALOG_CACHE_TTL_MS: '0' } });
});
afterAll(() => t.close());

const found = async (text: string) => {
  const res = await t.app.inject({ url: `/api/search/logo?u_keyword=${encodeURIComponent(text)}&locale=en` });
  expect(res.statusCode).toBe(200);
  return res.json<LogoCardPage>();
};

describe('free text on generic plans', () => {
  it('answers each query with its own logos from one prepared count and page', async () => {
    await insertLogos(t, [
      { en: 'Amber Bakery', age: 3 },
      { en: 'Amber Tea', age: 2 },
      { en: 'Birch Tea', age: 1 },
    ]);
    const names = async (q: string) => (await found(q)).data.map((c) => c.logo_language);
    for (let round = 0; round < 3; round++) {
      expect(await names('amber')).toEqual(['Amber Tea', 'Amber Bakery']);
      expect(await names('birch')).toEqual(['Birch Tea']);
      expect(await names('tea')).toEqual(['Birch Tea', 'Amber Tea']);
    }
    expect((await found('tea')).meta).toMatchObject({ total: 2, total_relation: 'eq' });
    if (t.database.kind !== 'postgres') return;
    // Sequential requests reuse the one idle generic-plan connection.
    const prepared = await genericPlanRows<{ statement: string; generic: number; custom: number }>(
      t.database.db,
      sql`select statement, generic_plans::int as generic, custom_plans::int as custom
        from pg_prepared_statements where statement not like '%pg_prepared_statements%'`,
    );
    const counts = prepared.filter((p) => p.statement.includes('as postings_read'));
    const pages = prepared.filter((p) => p.statement.includes('as materialized'));
    expect(counts.length).toBeGreaterThan(0);
    expect(pages.length).toBeGreaterThan(0);
    for (const p of [...counts, ...pages]) expect(p.custom).toBe(0);
    // Ten searches: each ran one count and one page, on at most one statement per query.
    const runs = (list: typeof prepared) => list.reduce((sum, p) => sum + p.generic, 0);
    expect(runs(counts)).toBe(10);
    expect(runs(pages)).toBe(10);
    expect(pages.length).toBeLessThanOrEqual(3);
  });
});
