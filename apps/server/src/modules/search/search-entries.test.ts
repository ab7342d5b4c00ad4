import type { LogoCardPage } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertLogos } from '../../../test/fixtures/search/search.fixtures.ts';
import { refreshSearchIndex } from './search-index.ts';

/**
 * The entry dictionary (ADR 0069): a query's entries are looked up once per instance and kept
 * until the catalogue cache is cleared, which every writer of the search index does once
 * committed. The visitor cache is off here, so only the dictionary can remember anything. The
 * back office's own writes reaching the search at once, with the dictionary on, are checked in
 * logo-links.test.ts ("effect in the shop") and the keyword tests.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logos: 0, env: { CATALOG_CACHE_TTL_MS: '0' } });
});
afterAll(() => t.close());

const found = async (text: string) => {
  const res = await t.app.inject({
    url: `/api/search/logo?u_keyword=${encodeURIComponent(text)}&locale=en`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<LogoCardPage>().data.map((card) => card.logo_language);
};

describe('free-text entries kept per instance', () => {
  it('keeps a query’s entries until the catalogue cache is cleared, then finds new words', async () => {
    const [id] = await insertLogos(t, [{ en: 'Placeholder Mark', age: 5 }]);
    expect(await found('zephyrine')).toEqual([]);
    // A write that skips the clear (only a test can): the kept entries still say "none".
    await t.database.db.execute(sql`update logos set name_en = 'Zephyrine Studio' where id = ${id!}`);
    await refreshSearchIndex(t.database.db, [id!]);
    expect(await found('zephyrine')).toEqual([]);
    // Every shop writer clears once committed: the next search looks the entries up again.
    t.app.catalogCache.clear();
    expect(await found('zephyrine')).toEqual(['Zephyrine Studio']);
  });
});
