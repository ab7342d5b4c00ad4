import { type LogoCard, normalizeSearchText, searchWords } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertLogos, optionIds } from '../../../test/fixtures/search/search.fixtures.ts';
import { rows } from '../../platform/db/db.ts';
import { cardsArray, cardTexts } from '../catalog/index.ts';
import {
  type ResolvedText,
  resolveText,
  type TextConditions,
  textPageFilter,
} from './search-text.repository.ts';
import { PER_ENTRY_ROWS } from './search-text-page.repository.ts';

let t: TestApp;
let industry: number[];

const TAG: [string, string, string] = ['桜', 'sakura', 'hoa anh đào'];

beforeAll(async () => {
  t = await createTestApp({ logos: 0 });
  industry = await optionIds(t, 'industries');
  const [i1, i2] = industry as [number, number];
  await insertLogos(t, [
    { en: 'Sakura', age: 50, industries: [i1] },
    { en: 'Moon Garden', keywords: [TAG], age: 30, industries: [i1, i2] },
    { en: 'Sakura Bakery', age: 20, industries: [i2] },
    { en: 'Blue Sakura', age: 5 },
    { en: 'Sakura Stopped', state: 7, age: 1 },
    { en: 'Café Saigon', vi: 'Cà phê Sài Gòn', age: 11 },
    { en: 'Salt Studio', state: 8, age: 12, industries: [i1] },
    { en: 'Sage Salon', state: 2, age: 13, industries: [i1] },
    { ja: 'さくら花店', en: 'Sakura Flowers', age: 14, industries: [i1] },
    { en: 'Cafe Sakura', age: 15 },
  ]);
});
afterAll(() => t.close());

const conditions = (raw: string): TextConditions => {
  const query = normalizeSearchText(raw);
  return { categories: [], availableOnly: false, text: { query, words: searchWords(query) } };
};

/**
 * Entry lists padded with ids no entry has: past the merge limit (17), so the per-entry plan reads
 * them, or past PER_ENTRY_ROWS for any page, so the grouped plan or the walk must.
 */
const padded = (ids: number[], extra: number) => [...ids, ...Array.from({ length: extra }, (_, i) => -1 - i)];

/** The page's logo ids, read as the shop reads them: the card read model on the filter's ranking. */
async function pageWith(c: TextConditions, r: ResolvedText, page: { limit: number; offset: number }) {
  const texts = await cardTexts(
    t.database.db,
    textPageFilter(c, r, page),
    { limit: page.limit, offset: 0 },
    { locale: 'en', userId: null, total: 'none' },
  );
  return (JSON.parse(cardsArray(texts, 'en')) as LogoCard[]).map((x) => x.logo_id);
}

describe('free-text page plans', () => {
  it.each(['sakura', 'sa', 'cafe', 'ca phe', 'sakura bakery', '桜', 'blue sa'])(
    'give the same order for "%s" whether tiers are merged, read entry by entry, grouped or walked',
    async (raw) => {
      const c = conditions(raw);
      for (const page of [
        { limit: 100, offset: 0 },
        { limit: 2, offset: 2 },
      ]) {
        const r = await resolveText(t.database.db, c, page.offset + page.limit);
        const merged = await pageWith(c, r, page);
        const paddedBy = (extra: number) => ({
          ...r,
          words: r.words.map((w) => padded(w, extra)),
          exact: padded(r.exact, extra),
          prefixed: padded(r.prefixed, extra),
        });
        // Past the merge limit, within PER_ENTRY_ROWS: each entry read newest first on its own.
        const perEntry = paddedBy(17);
        expect(await pageWith(c, perEntry, page)).toEqual(merged);
        expect(await pageWith(c, { ...perEntry, capped: true }, page)).toEqual(merged);
        const many = paddedBy(PER_ENTRY_ROWS);
        // A large catalogue: many-entry tiers are hashed and sorted.
        expect(await pageWith(c, { ...many, catalogue: 1_000_000 }, page)).toEqual(merged);
        // A small one with large tiers: they are walked newest first within the walk's bound.
        const size = (n: number) => (n > 0 ? 300 : 0);
        const walked = {
          ...many,
          catalogue: 100,
          exactPostings: size(r.exactPostings),
          prefixedPostings: size(r.prefixedPostings),
          total: 900,
        };
        expect(await pageWith(c, walked, page)).toEqual(merged);
        // Sizes far too hopeful: the walk stops at its bound and the grouped plan finishes.
        expect(await pageWith(c, { ...walked, catalogue: 0 }, page)).toEqual(merged);
        // Past the cap the statement bounds the rest's walk itself from the driving word's
        // postings: too few (gathered), enough for a short walk, enough for a walk that runs out.
        for (const catalogue of [1_000_000, 10, 1, 0.01])
          expect(await pageWith(c, { ...many, capped: true, catalogue }, page), `${catalogue}`).toEqual(
            merged,
          );
      }
    },
  );

  it('ranks exact, then prefix, then the rest, skipping hidden logos, in every plan', async () => {
    const c = conditions('sakura');
    const r = await resolveText(t.database.db, c, 100);
    const names = await rows<{ id: number; name_en: string }>(
      t.database.db,
      sql`select id, name_en from logos`,
    );
    const byId = new Map(names.map((n) => [Number(n.id), n.name_en]));
    expect((await pageWith(c, r, { limit: 100, offset: 0 })).map((id) => byId.get(id))).toEqual([
      'Moon Garden',
      'Sakura',
      'Sakura Flowers',
      'Sakura Bakery',
      'Blue Sakura',
      'Cafe Sakura',
    ]);
  });
});
