import type { LogoCardPage } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  type Caller,
  call,
  changeLogsOf,
  GUEST,
  logosOf,
  putOnSale,
  staffCallers,
  validBasics,
} from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * The category and keyword tabs, and their effect in the shop: the search index and the
 * visitors' cache follow each edit at once (the cache lives a minute here, so a stale answer
 * would show).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Caller;
let designer: Caller;
let designer2: Caller;

beforeAll(async () => {
  t = await createTestApp({ logos: 20, env: { CATALOG_CACHE_TTL_MS: '60000' } });
  ({ admin, designer, designer2 } = await staffCallers(t));
});
afterAll(() => t.close());

const idsOf = async (query: ReturnType<typeof sql>) =>
  (await rows<{ id: number }>(t.database.db, query)).map((r) => Number(r.id));
const linked = (table: string, column: string, logoId: number) =>
  idsOf(
    sql`select ${sql.identifier(column)} as id from ${sql.identifier(table)} where logo_id = ${logoId} order by 1`,
  );
/** What a visitor's search finds, through the shared cache. */
const search = async (params: Record<string, string>, locale: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/search/logo', query: { ...params, locale } });
  return res.statusCode === 404 ? [] : res.json<LogoCardPage>().data.map((c) => c.logo_id);
};

describe(`POST /api/logo/{id}/categories (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('replaces the groups sent, keeps those left out, and logs old → new', async () => {
    const [id] = await logosOf(t, designer.id);
    const tastesBefore = await linked('logo_tastes', 'taste_id', id!);
    const industries = (await idsOf(sql`select id from industries order by id`)).slice(0, 2);
    const alphabets = (await idsOf(sql`select id from alphabets order by id`)).slice(0, 3);
    const res = await call(
      t,
      designer,
      'POST',
      `/api/logo/${id}/categories`,
      {
        industryIds: [industries[1], industries[0], industries[0]],
        colorIds: [],
        alphabetIds: alphabets,
        logo_id: id,
      },
      'ja',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('更新しました。');
    expect(
      res
        .json()
        .data.industries.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual(industries);
    expect(res.json().data.alphabets.map((a: { name: string }) => a.name)).toEqual(['A', 'B', 'C']);
    expect(await linked('logo_industries', 'industry_id', id!)).toEqual(industries);
    expect(await linked('logo_colors', 'color_id', id!)).toEqual([]);
    expect(await linked('logo_tastes', 'taste_id', id!)).toEqual(tastesBefore);
    const logs = await changeLogsOf(t, id!);
    expect(logs.find((l) => l.field === 'alphabets')).toMatchObject({
      user_id: designer.id,
      new_value: 'A, B, C',
    });
    expect(logs.find((l) => l.field === 'colors')).toMatchObject({ new_value: null });
    expect(logs.some((l) => l.field === 'tastes')).toBe(false);
  });

  it('refuses unknown ids and a logo_id of another logo, changing nothing', async () => {
    const [id] = await logosOf(t, designer.id);
    const before = await linked('logo_industries', 'industry_id', id!);
    const logs = (await changeLogsOf(t, id!)).length;
    const [industry] = await idsOf(sql`select id from industries order by id desc limit 1`);
    const unknown = await call(t, admin, 'POST', `/api/logo/${id}/categories`, {
      industryIds: [industry, 999_999],
      tastesIds: [888_888],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      industryIds: ['The list contains an id that does not exist.'],
      tastesIds: ['The list contains an id that does not exist.'],
    });
    const mismatch = await call(t, admin, 'POST', `/api/logo/${id}/categories`, {
      industryIds: [],
      logo_id: id! + 1,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.logo_id).toEqual(['The logo id does not match the logo in the address.']);
    const tooMany = await call(t, admin, 'POST', `/api/logo/${id}/categories`, {
      alphabetIds: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.alphabetIds).toEqual(['Choose at most 100 items.']);
    expect(
      (await call(t, designer2, 'POST', `/api/logo/${id}/categories`, { industryIds: [] })).statusCode,
    ).toBe(404);
    expect(await linked('logo_industries', 'industry_id', id!)).toEqual(before);
    expect((await changeLogsOf(t, id!)).length).toBe(logs);
  });
});

describe('POST /api/logo/{id}/keywords', () => {
  it('sets exactly the list: ids, names of an existing keyword (any case) reused, new names made once', async () => {
    const [id] = await logosOf(t, designer.id);
    const [existing] = await rows<{ id: number; name_ja: string; name_en: string; name_vi: string }>(
      t.database.db,
      sql`select id, name_ja, name_en, name_vi from keywords order by id limit 1 offset 3`,
    );
    const [byId] = await idsOf(sql`select id from keywords order by id limit 1`);
    const fresh = { ja: '湖畔の灯', en: 'Lakeside Lantern', vi: 'Đèn bên hồ' };
    const count = async () => (await idsOf(sql`select id from keywords`)).length;
    const before = await count();
    const body = {
      keywords: [
        { id: byId },
        { ja: existing!.name_ja, en: existing!.name_en.toUpperCase(), vi: existing!.name_vi },
        fresh,
        { ...fresh, en: 'lakeside lantern' },
      ],
    };
    const res = await call(t, designer, 'POST', `/api/logo/${id}/keywords`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('updated');
    expect(await count()).toBe(before + 1);
    const [made] = await idsOf(sql`select id from keywords where name_en = 'Lakeside Lantern'`);
    expect(res.json().data.map((k: { id: number }) => k.id)).toEqual(
      [byId, existing!.id, made].sort((a, b) => a! - b!),
    );
    expect(res.json().data.find((k: { id: number }) => k.id === made).keyword_language).toEqual(fresh);
    expect(await linked('logo_keywords', 'keyword_id', id!)).toEqual(
      [byId, existing!.id, made].sort((a, b) => a! - b!),
    );
    expect((await changeLogsOf(t, id!)).at(-1)).toMatchObject({ user_id: designer.id, field: 'keywords' });
    // Sending the same list again makes nothing new and logs nothing.
    const logs = (await changeLogsOf(t, id!)).length;
    expect((await call(t, designer, 'POST', `/api/logo/${id}/keywords`, body)).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
    expect((await changeLogsOf(t, id!)).length).toBe(logs);
    const cleared = await call(t, designer, 'POST', `/api/logo/${id}/keywords`, { keywords: [] });
    expect(cleared.json().data).toEqual([]);
    expect(await linked('logo_keywords', 'keyword_id', id!)).toEqual([]);
  });

  it('needs the three languages of each new keyword, and known ids', async () => {
    const [id] = await logosOf(t, designer.id);
    const missing = await call(t, admin, 'POST', `/api/logo/${id}/keywords`, {
      keywords: [
        { ja: '星', en: 'Star' },
        { ja: '', en: 'Moon', vi: 'Trăng' },
      ],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      'keywords.0.vi': ['Each keyword needs its Japanese, English and Vietnamese names.'],
      'keywords.1.ja': ['Each keyword needs its Japanese, English and Vietnamese names.'],
    });
    const ja = await call(t, admin, 'POST', `/api/logo/${id}/keywords`, { keywords: [{ en: 'Star' }] }, 'ja');
    expect(ja.json().message).toBe('キーワードは日本語・英語・ベトナム語の3つとも入力してください。');
    const unknown = await call(t, admin, 'POST', `/api/logo/${id}/keywords`, { keywords: [{ id: 987_654 }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.keywords).toEqual(['The list contains a keyword that does not exist.']);
    const tooMany = await call(t, admin, 'POST', `/api/logo/${id}/keywords`, {
      keywords: Array.from({ length: 51 }, () => ({ id: 1 })),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.keywords).toEqual(['A logo can have at most 50 keywords.']);
  });

  it('makes a new keyword once when parallel edits name it', async () => {
    const ids = (await logosOf(t, designer2.id)).slice(0, 6);
    const names = { ja: '同時の言葉', en: 'Parallel Word', vi: 'Từ song song' };
    const answers = await Promise.all(
      ids.map((id) => call(t, designer2, 'POST', `/api/logo/${id}/keywords`, { keywords: [names] })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    expect(await idsOf(sql`select id from keywords where name_en = 'Parallel Word'`)).toHaveLength(1);
  });
});

describe('effect in the shop', () => {
  it('finds a new logo by its names and keywords in en, ja and vi right after the edits', async () => {
    const names = { en: 'Quillfeather Atelier', ja: 'クイルフェザー工房', vi: 'Xưởng Lông Vũ' };
    const tag = { ja: '羽根ペン', en: 'quillpen', vi: 'bút lông ngỗng' };
    // Visitors' answers before the logo exists are in the shared cache now.
    expect(await search({ u_keyword: 'Quillfeather' }, 'en')).toEqual([]);
    expect(await search({ keyword: 'quillpen' }, 'en')).toEqual([]);
    const created = await call(t, admin, 'POST', '/api/logo/create', {
      data: { ...validBasics(), logo_name: names.ja, logo_name_en: names.en, logo_name_vn: names.vi },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.logo_id as number;
    expect((await call(t, admin, 'POST', `/api/logo/${id}/keywords`, { keywords: [tag] })).statusCode).toBe(
      200,
    );
    // A new logo waits unpublished (ADR 0086) until an admin puts it on sale.
    expect(await search({ u_keyword: 'Quillfeather' }, 'en')).toEqual([]);
    await putOnSale(t, admin, id);
    for (const [locale, text] of [
      ['en', 'Quillfeather'],
      ['ja', 'クイルフェザー'],
      ['vi', 'Xưởng Lông Vũ'],
      ['vi', 'xuong long vu'],
    ] as const) {
      expect(await search({ u_keyword: text }, locale), `${locale} ${text}`).toEqual([id]);
    }
    for (const [locale, word] of Object.entries(tag)) {
      expect(await search({ keyword: word }, locale), `${locale} ${word}`).toEqual([id]);
    }
    // A rename reaches the search at once, and the old name no longer finds it.
    await call(t, admin, 'POST', `/api/logo/${id}/detail`, {
      data: {
        ...validBasics(),
        logo_name: names.ja,
        logo_name_en: 'Inkwell Atelier',
        logo_name_vn: names.vi,
      },
    });
    expect(await search({ u_keyword: 'Inkwell' }, 'en')).toEqual([id]);
    expect(await search({ u_keyword: 'Quillfeather' }, 'en')).toEqual([]);
    // Stopping it takes it out of the shop at once, through the cache too.
    expect((await call(t, admin, 'POST', `/api/logo/${id}/update-state`, { state: 7 })).statusCode).toBe(200);
    expect(await search({ u_keyword: 'Inkwell' }, 'en')).toEqual([]);
    expect((await call(t, GUEST, 'GET', `/api/logo/${id}`)).statusCode).toBe(404);
  });
});
