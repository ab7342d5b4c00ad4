import type { LogoCardPage } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { found, insertLogos, search } from '../../../test/fixtures/search/search.fixtures.ts';
import { rows } from '../../platform/db/db.ts';
import { fillMissingSearchIndex, refreshSearchIndex } from './search-index.ts';

let t: TestApp;
const id: Record<string, number> = {};

const COFFEE: [string, string, string] = ['コーヒー', 'Coffee', 'Cà phê'];
const SAKURA_TAG: [string, string, string] = ['桜', 'sakura', 'hoa anh đào'];
const HANA_TAG: [string, string, string] = ['花', 'blossom', 'bông'];

/** Named logos; `age` in minutes orders them (smaller is newer). */
const LOGOS = {
  mimosa: { en: 'Café Mimosa', ja: 'カフェ・ミモザ', vi: 'Quán Mimosa', age: 10 },
  saigon: { en: 'Café Saigon', ja: 'サイゴン珈琲', vi: 'Cà phê Sài Gòn', age: 11 },
  hanoi: { vi: 'Cà phê Hà Nội', ja: 'ハノイ', en: 'Hanoi Roasters', age: 12 },
  latte: { en: 'ＣＡＦＥ ＬＡＴＴＥ', age: 13 },
  beans: { en: 'Bean Works', keywords: [COFFEE], age: 14 },
  // Ranking: one exact name, one exact keyword, one prefix, one contained; ages mix the order.
  sakuraExact: { en: 'Sakura', ja: 'サクラ', age: 50 },
  sakuraKeyword: { en: 'Moon Garden', keywords: [SAKURA_TAG], age: 30 },
  sakuraPrefix: { en: 'Sakura Bakery', age: 20 },
  sakuraContains: { en: 'Blue Sakura', age: 5 },
  sakuraExplained: { en: 'River Inn', explain: 'A quiet inn under the sakura trees.', age: 4 },
  gakkou: { ja: 'がっこう広場', en: 'School Square', age: 60 },
  kakkou: { ja: 'かっこう食堂', en: 'Cuckoo Diner', age: 61 },
  percent: { en: '100% Natural', age: 70 },
  thousand: { en: '1000 Naturals', age: 71 },
  underscore: { en: 'a_b Studio', age: 72 },
  axb: { en: 'axb Studio', age: 73 },
  backslash: { en: 'Back\\slash Works', age: 74 },
  quote: { en: "O'Brien Bakery", age: 75 },
  brackets: { en: '(Paren) [Bracket] Star*', age: 76 },
  hanaya: { ja: '桜の花屋', en: 'Cherry Florist', age: 80 },
  hanaKeyword: { en: 'Petal House', keywords: [HANA_TAG], age: 81 },
  hanaExplained: { en: 'Still Garden', explain: '花のロゴです。', age: 82 },
  stopped: { en: 'Sakura Stopped Shop', state: 7, age: 1 },
  deleted: { en: 'Sakura', state: 9, age: 2 },
};

beforeAll(async () => {
  t = await createTestApp({ logos: 0 });
  const names = Object.keys(LOGOS) as (keyof typeof LOGOS)[];
  const ids = await insertLogos(
    t,
    names.map((n) => LOGOS[n]),
  );
  names.forEach((n, i) => {
    id[n] = ids[i]!;
  });
});
afterAll(() => t.close());

const ids = (...names: (keyof typeof LOGOS)[]) => names.map((n) => id[n]!);
const text = (u_keyword: string, extra: Record<string, string | number> = {}) =>
  found(t, { u_keyword, ...extra });

describe('GET /api/search/logo: matching across languages and spellings', () => {
  it('finds "cafe" in accented and full-width names, in any language', async () => {
    expect(await text('cafe')).toEqual(ids('mimosa', 'saigon', 'latte'));
    expect(await text('CAFÉ')).toEqual(ids('mimosa', 'saigon', 'latte'));
    expect(await text('ＣＡＦＥ')).toEqual(ids('mimosa', 'saigon', 'latte'));
  });

  it('finds Vietnamese with and without diacritics', async () => {
    // The keyword "Cà phê" is an exact term; the names only start with it.
    const withCaPhe = ids('beans', 'saigon', 'hanoi');
    expect(await text('ca phe')).toEqual(withCaPhe);
    expect(await text('cà phê')).toEqual(withCaPhe);
    expect(await text('Sai Gon')).toEqual(ids('saigon'));
    expect(await text('ha noi')).toEqual(ids('hanoi'));
  });

  it('treats "cafe" and "cà phê" as different words (no spelling variants beyond accents)', async () => {
    expect(await text('cafe')).not.toContain(id.hanoi);
  });

  it('matches hiragana to katakana and half-width katakana', async () => {
    expect(await text('さくら')).toEqual(ids('sakuraExact'));
    expect(await text('ｻｸﾗ')).toEqual(ids('sakuraExact'));
    expect(await text('かふぇ')).toEqual(ids('mimosa'));
    expect(await text('こーひー')).toEqual(ids('beans'));
  });

  it('keeps voiced kana apart from unvoiced ones', async () => {
    expect(await text('がっこう')).toEqual(ids('gakkou'));
    expect(await text('かっこう')).toEqual(ids('kakkou'));
    expect(await text('ガッコウ')).toEqual(ids('gakkou'));
  });

  it('searches keywords in every language and the explanation', async () => {
    expect(await text('coffee')).toEqual(ids('beans'));
    expect(await text('hoa anh dao')).toEqual(ids('sakuraKeyword'));
    expect(await text('quiet inn')).toEqual(ids('sakuraExplained'));
  });

  it('requires every word of a multi-word query (AND), in any field', async () => {
    expect(await text('blue sakura')).toEqual(ids('sakuraContains'));
    expect(await text('sakura   blue')).toEqual(ids('sakuraContains'));
    expect(await text('moon sakura')).toEqual(ids('sakuraKeyword'));
    expect(await text('blue moon')).toEqual([]);
  });
});

describe('GET /api/search/logo: one- and two-character words', () => {
  it('match the start of a word of a name or keyword, not its middle nor the explanation', async () => {
    // Exact and prefix terms first (newest first), then names with a word starting with "sa".
    expect(await text('sa')).toEqual(
      ids('sakuraPrefix', 'sakuraKeyword', 'sakuraExact', 'sakuraContains', 'saigon'),
    );
    expect(await text('sa')).not.toContain(id.mimosa);
    expect(await text('SA')).toEqual(await text('sa'));
  });

  it('match anywhere in Japanese names and keywords, as Japanese has no spaces', async () => {
    expect(await text('花')).toEqual(ids('hanaKeyword', 'hanaya'));
    expect(await text('花屋')).toEqual(ids('hanaya'));
    // Longer words also search the explanation.
    expect(await text('花のロゴ')).toEqual(ids('hanaExplained'));
  });

  it('combine with longer words', async () => {
    expect(await text('ca phe sa')).toEqual(ids('saigon'));
    expect(await text('blue sa')).toEqual(ids('sakuraContains'));
    expect(await text('blue ku')).toEqual([]);
  });
});

describe('GET /api/search/logo: ranking', () => {
  it('puts exact names and keywords first, then prefixes, then the rest, newest first among equals', async () => {
    expect(await text('sakura')).toEqual(
      ids('sakuraKeyword', 'sakuraExact', 'sakuraPrefix', 'sakuraExplained', 'sakuraContains'),
    );
  });

  it('keeps the ranking across pages', async () => {
    const first = await text('sakura', { limit: 2, page: 1 });
    const second = await text('sakura', { limit: 2, page: 2 });
    const third = await search(t, { u_keyword: 'sakura', limit: 2, page: 3 });
    expect([...first, ...second, ...third.json<LogoCardPage>().data.map((c) => c.logo_id)]).toEqual(
      await text('sakura'),
    );
    expect(third.json<LogoCardPage>().meta).toEqual({
      current_page: 3,
      last_page: 3,
      per_page: 2,
      total: 5,
      total_relation: 'eq',
    });
    const past = await search(t, { u_keyword: 'sakura', limit: 2, page: 4 });
    expect(past.statusCode).toBe(404);
    expect(past.json().errors.page).toEqual(['The page must be between 1 and 3.']);
  });

  it('lists newest first without free text', async () => {
    const all = await found(t, {});
    const order = await rows<{ id: number }>(
      t.database.db,
      sql`select id from logos where state in (0, 2, 8) order by created_at desc, id desc`,
    );
    expect(all).toEqual(order.map((r) => Number(r.id)));
  });
});

describe('GET /api/search/logo: literal characters', () => {
  it('matches %, _ and \\ literally', async () => {
    expect(await text('100%')).toEqual(ids('percent'));
    expect(await text('%')).toEqual(ids('percent'));
    expect(await text('a_b')).toEqual(ids('underscore'));
    expect(await text('_')).toEqual(ids('underscore'));
    expect(await text('back\\slash')).toEqual(ids('backslash'));
    expect(await text('\\')).toEqual(ids('backslash'));
  });

  it.each([
    "o'brien",
    '(paren)',
    '[bracket]',
    'star*',
    '(',
    '[',
    "'",
    '*',
    '.*',
    '^$',
    "'; drop table logos; --",
  ])('answers 200 for %s and matches it literally', async (query) => {
    const res = await search(t, { u_keyword: query });
    expect(res.statusCode).toBe(200);
    const expected: Record<string, number[]> = {
      "o'brien": ids('quote'),
      "'": ids('quote'),
      '(paren)': ids('brackets'),
      '[bracket]': ids('brackets'),
      'star*': ids('brackets'),
      '(': ids('brackets'),
      '[': ids('brackets'),
      '*': ids('brackets'),
    };
    expect(res.json<LogoCardPage>().data.map((c) => c.logo_id)).toEqual(expected[query] ?? []);
  });
});

describe('GET /api/search/logo: hidden logos', () => {
  it('never shows stopped or deleted logos, even on an exact match', async () => {
    expect(await text('sakura stopped')).toEqual([]);
    const all = await found(t, { limit: 100 });
    expect(all).not.toContain(id.stopped);
    expect(all).not.toContain(id.deleted);
    expect(await found(t, { logo_ids: `${id.stopped},${id.deleted},${id.percent}` })).toEqual(ids('percent'));
  });
});

describe('refreshSearchIndex', () => {
  it('follows a rename of a logo and of a keyword', async () => {
    const db = t.database.db;
    await db.execute(sql`update logos set name_en = 'Tram Station' where id = ${id.axb}`);
    await db.execute(sql`update keywords set name_en = 'Espresso' where name_en = 'Coffee'`);
    expect(await text('tram')).toEqual([]);
    // The shop's writers clear the catalogue cache once committed, and with it the entries each
    // instance keeps (ADR 0069).
    await refreshSearchIndex(db, ids('axb'));
    t.app.catalogCache.clear();
    expect(await text('tram station')).toEqual(ids('axb'));
    expect(await text('espresso')).toEqual([]);
    await refreshSearchIndex(db);
    t.app.catalogCache.clear();
    expect(await text('espresso')).toEqual(ids('beans'));
    expect(await text('coffee')).toEqual([]);
    // Unchanged rows are not rewritten.
    const [before] = await rows<{ xmin: string }>(
      db,
      sql`select xmin::text from logos where id = ${id.percent}`,
    );
    await refreshSearchIndex(db);
    const [after] = await rows<{ xmin: string }>(
      db,
      sql`select xmin::text from logos where id = ${id.percent}`,
    );
    expect(after!.xmin).toBe(before!.xmin);
  });
});

describe('fillMissingSearchIndex', () => {
  it('builds the index of logos written without one, and nothing else', async () => {
    const db = t.database.db;
    const [row] = await rows<{ id: number }>(
      db,
      sql`insert into logos (name_en, state) values ('Orphan Lantern', 0) returning id`,
    );
    await db.execute(sql`insert into logos (name_en, state) values (null, 0)`);
    expect(await text('lantern')).toEqual([]);
    expect(await fillMissingSearchIndex(db)).toBe(1);
    t.app.catalogCache.clear();
    expect(await text('lantern')).toEqual([Number(row!.id)]);
    expect(await fillMissingSearchIndex(db)).toBe(0);
  });
});
