import type { LogoCardPage } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  found,
  insertLogos,
  insertMember,
  optionIds,
  search,
} from '../../../test/fixtures/search/search.fixtures.ts';

let t: TestApp;
const id: Record<string, number> = {};
let industry: number[];
let color: number[];
let taste: number[];
let alphabet: number[];

const COFFEE: [string, string, string] = ['コーヒー', 'Coffee', 'Cà phê'];
const TEA: [string, string, string] = ['お茶', 'Tea', 'Trà'];

beforeAll(async () => {
  t = await createTestApp({ logos: 0 });
  [industry, color, taste, alphabet] = await Promise.all([
    optionIds(t, 'industries'),
    optionIds(t, 'colors'),
    optionIds(t, 'tastes'),
    optionIds(t, 'alphabets'),
  ]);
  const [i1, i2, i3] = industry as [number, number, number];
  const [c1, c2] = color as [number, number];
  const [t1, t2] = taste as [number, number];
  const [a1, a2] = alphabet as [number, number];
  const logos = {
    // name: [logo, …]; ages in minutes order them, newest first.
    normal: {
      en: 'Kiosk One',
      industries: [i1],
      colors: [c1],
      tastes: [t1],
      alphabets: [a1],
      keywords: [COFFEE],
      age: 1,
    },
    sold: {
      en: 'Kiosk Two',
      state: 8,
      industries: [i1],
      colors: [c1],
      tastes: [t1],
      alphabets: [a1],
      age: 2,
    },
    negotiating: { en: 'Kiosk Three', state: 2, industries: [i1], colors: [c2], tastes: [t2], age: 3 },
    kept: { en: 'Kiosk Four', industries: [i2], colors: [c1], tastes: [t1], keywords: [TEA], age: 4 },
    keepExpired: { en: 'Kiosk Five', industries: [i2], colors: [c2], tastes: [t2], alphabets: [a2], age: 5 },
    liked: {
      en: 'Kiosk Six',
      industries: [i1, i2],
      colors: [c2],
      tastes: [t1],
      keywords: [COFFEE, TEA],
      age: 6,
    },
    stopped: { en: 'Kiosk Seven', state: 7, industries: [i1], colors: [c1], keywords: [COFFEE], age: 7 },
    other: { en: 'Harbour', industries: [i3], age: 8 },
  };
  const names = Object.keys(logos) as (keyof typeof logos)[];
  const ids = await insertLogos(
    t,
    names.map((n) => logos[n]),
  );
  names.forEach((n, i) => {
    id[n] = ids[i]!;
  });
  const a = await insertMember(t, 'keeper-a@logoya.test');
  const b = await insertMember(t, 'keeper-b@logoya.test');
  await t.database.db.execute(sql`insert into favorites (user_id, logo_id, kept, keep_date) values
    (${a}, ${id.kept}, true, now() - interval '9 days'),
    (${b}, ${id.keepExpired}, true, now() - interval '11 days'),
    (${a}, ${id.liked}, false, null)`);
});
afterAll(() => t.close());

const ids = (...names: string[]) => names.map((n) => id[n]!);

describe('GET /api/search/logo: filters', () => {
  it('combines several values of one filter with OR', async () => {
    expect(await found(t, { industry_id: industry[0]! })).toEqual(
      ids('normal', 'negotiating', 'liked', 'sold'),
    );
    // Sold logos come last (ADR 0093).
    expect(await found(t, { industry_id: `${industry[0]},${industry[1]}` })).toEqual(
      ids('normal', 'negotiating', 'kept', 'keepExpired', 'liked', 'sold'),
    );
    expect(await found(t, { alphabet_id: `${alphabet[0]},${alphabet[1]}` })).toEqual(
      ids('normal', 'keepExpired', 'sold'),
    );
  });

  it('combines different filters with AND', async () => {
    expect(await found(t, { industry_id: industry[0]!, color_id: color[1]! })).toEqual(
      ids('negotiating', 'liked'),
    );
    expect(await found(t, { industry_id: industry[0]!, color_id: color[1]!, taste_id: taste[0]! })).toEqual(
      ids('liked'),
    );
    expect(await found(t, { industry_id: industry[1]!, u_keyword: 'five' })).toEqual(ids('keepExpired'));
    expect(await found(t, { industry_id: industry[2]!, u_keyword: 'kiosk' })).toEqual([]);
  });

  it('ignores 0, meaning All', async () => {
    const everything = await found(t, {});
    expect(await found(t, { industry_id: 0, color_id: 0, taste_id: 0, alphabet_id: 0 })).toEqual(everything);
    expect(await found(t, { industry_id: `0,${industry[2]}` })).toEqual(ids('other'));
  });

  it('matches the keyword tag exactly, in any language and spelling', async () => {
    const coffee = ids('normal', 'liked');
    for (const tag of ['coffee', 'COFFEE', 'コーヒー', 'こーひー', 'cà phê', 'ca phe', 'Ｃｏｆｆｅｅ']) {
      expect(await found(t, { keyword: tag })).toEqual(coffee);
    }
    expect(await found(t, { keyword: 'coff' })).toEqual([]);
    expect(await found(t, { keyword: 'unknown tag' })).toEqual([]);
    expect(await found(t, { keyword: 'tea', u_keyword: 'six' })).toEqual(ids('liked'));
    expect(await found(t, { keyword: 'tea', sold_out: 0 })).toEqual(ids('liked'));
  });

  it('takes a logo_ids list', async () => {
    expect(await found(t, { logo_ids: `${id.other},${id.sold},${id.stopped},999999` })).toEqual(
      ids('other', 'sold'),
    );
    // Ids past the database's integer range cannot exist: the contract refuses them (idListParam).
    expect((await search(t, { logo_ids: `${id.other},9999999999` })).statusCode).toBe(422);
  });
});

describe('GET /api/search/logo: sold_out', () => {
  it('hides sold, negotiating and actively kept logos with sold_out=0', async () => {
    expect(await found(t, { sold_out: 0 })).toEqual(ids('normal', 'keepExpired', 'liked', 'other'));
    expect(await found(t, { sold_out: 0, industry_id: industry[1]! })).toEqual(ids('keepExpired', 'liked'));
  });

  it('shows them with sold_out=1 or without it, flagged', async () => {
    const res = await search(t, { sold_out: 1, u_keyword: 'kiosk' });
    const cards = res.json<LogoCardPage>().data;
    expect(cards.map((c) => c.logo_id)).toEqual(
      ids('normal', 'sold', 'negotiating', 'kept', 'keepExpired', 'liked'),
    );
    const flags = Object.fromEntries(cards.map((c) => [c.logo_id, [c.inactive, c.kept]]));
    expect(flags[id.sold!]).toEqual([true, false]);
    expect(flags[id.negotiating!]).toEqual([false, true]);
    expect(flags[id.kept!]).toEqual([false, true]);
    expect(flags[id.keepExpired!]).toEqual([false, false]);
    expect(await found(t, { u_keyword: 'kiosk' })).toEqual(cards.map((c) => c.logo_id));
  });

  it('never shows stopped logos', async () => {
    expect(await found(t, { u_keyword: 'kiosk seven' })).toEqual([]);
    expect(await found(t, { keyword: 'coffee', sold_out: 1 })).not.toContain(id.stopped);
  });
});

describe('GET /api/search/logo: paging', () => {
  it('answers meta and 404 past the last page', async () => {
    const res = await search(t, { limit: 3, page: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json<LogoCardPage>().meta).toEqual({
      current_page: 2,
      last_page: 3,
      per_page: 3,
      total: 7,
      total_relation: 'eq',
      as_of: expect.any(Number),
    });
    const past = await search(t, { limit: 3, page: 4 });
    expect(past.statusCode).toBe(404);
    expect(past.json().errors.page).toEqual(['The page must be between 1 and 3.']);
    const filtered = await search(t, { industry_id: industry[0]!, limit: 3, page: 2 });
    expect(filtered.json<LogoCardPage>()).toMatchObject({
      data: [{ logo_id: id.sold }],
      meta: { current_page: 2, last_page: 2, per_page: 3, total: 4 },
    });
    const filteredPast = await search(t, { industry_id: industry[0]!, limit: 3, page: 3 });
    expect(filteredPast.statusCode).toBe(404);
    expect(filteredPast.json().errors.page).toEqual(['The page must be between 1 and 2.']);
    const empty = await search(t, { u_keyword: 'nothing like this' });
    expect(empty.json<LogoCardPage>().meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 100,
      total: 0,
      total_relation: 'eq',
    });
  });
});

describe('GET /api/search/logo: bad input answers 422', () => {
  const refused = async (
    params: Record<string, string | number>,
    field: string,
    message: string,
    headers?: Record<string, string>,
  ) => {
    const res = await search(t, params, headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
  };

  it('refuses unknown filter ids, naming the filter', async () => {
    await refused({ industry_id: 999999 }, 'industry_id', 'The selected Industry does not exist.');
    await refused(
      { industry_id: `${industry[0]},999999` },
      'industry_id',
      'The selected Industry does not exist.',
    );
    await refused({ taste_id: 999999 }, 'taste_id', 'The selected Type does not exist.');
    await refused({ color_id: 999999 }, 'color_id', 'The selected Genre does not exist.');
    await refused({ alphabet_id: 999999 }, 'alphabet_id', 'The selected Alphabet does not exist.');
    await refused({ color_id: 999999, locale: 'ja' }, 'color_id', '選択されたジャンルは存在しません。');
    await refused({ alphabet_id: 999999, locale: 'ja' }, 'alphabet_id', '選択された頭文字は存在しません。');
    await refused({ color_id: 999999 }, 'color_id', 'Thể loại đã chọn không tồn tại.', { locale: 'vi' });
    await refused({ alphabet_id: 999999 }, 'alphabet_id', 'Chữ cái đã chọn không tồn tại.', {
      locale: 'vi',
    });
    await refused({ industry_id: 9999999999 }, 'industry_id', 'Each industry must be at most 2147483647.');
    await refused({ industry_id: 999999, locale: 'ja' }, 'industry_id', '選択された業種は存在しません。');
    await refused({ taste_id: 999999 }, 'taste_id', 'Phong cách đã chọn không tồn tại.', { locale: 'vi' });
  });

  it('lists every unknown filter at once', async () => {
    const res = await search(t, { industry_id: 999999, color_id: 999998 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['color_id', 'industry_id']);
  });

  it('refuses a malformed id list', async () => {
    await refused(
      { industry_id: 'abc' },
      'industry_id',
      'The industry must be a comma-separated list of ids.',
    );
    await refused({ color_id: '1,,2' }, 'color_id', 'The genre must be a comma-separated list of ids.');
  });

  it('refuses sold_out other than 0 or 1', async () => {
    await refused({ sold_out: 2 }, 'sold_out', 'The sold out filter must be 1 or 0.');
    await refused({ sold_out: 'yes' }, 'sold_out', 'The sold out filter must be 1 or 0.');
  });

  it('refuses a limit outside 1 to 100 instead of clamping it', async () => {
    for (const limit of [100000, 101, 0, -1]) {
      await refused({ limit }, 'limit', 'The limit must be between 1 and 100.');
    }
    await refused({ limit: 'ten' }, 'limit', 'The limit must be a whole number.');
    expect((await search(t, { limit: 100 })).statusCode).toBe(200);
  });

  it('refuses texts over 100 characters', async () => {
    await refused(
      { u_keyword: 'a'.repeat(5000) },
      'u_keyword',
      'The search text may not be longer than 100 characters.',
    );
    await refused(
      { keyword: 'あ'.repeat(101) },
      'keyword',
      'The keyword may not be longer than 100 characters.',
    );
    expect((await search(t, { u_keyword: 'あ'.repeat(100) })).statusCode).toBe(200);
  });

  it('treats blank text as no text', async () => {
    const res = await search(t, { u_keyword: '   ', keyword: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json<LogoCardPage>().meta.total).toBe(7);
  });
});
