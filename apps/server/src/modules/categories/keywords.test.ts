import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import {
  type AdminCall,
  openStaffApp,
  refusedToNonAdmins,
  type StaffCallers,
} from '../../../test/fixtures/staff-callers.ts';
import { rows } from '../../platform/db/db.ts';

let t: TestApp;
let who: StaffCallers;
let asAdmin: AdminCall;
beforeAll(async () => {
  ({ t, who, asAdmin } = await openStaffApp(12));
});
afterAll(() => t.close());
const names = (suffix: string) => ({
  name_ja: `語${suffix}`,
  name_vi: `từ ${suffix}`,
  name_en: `word ${suffix}`,
});
const stored = async (id: number) =>
  (
    await rows<{ name_ja: string; name_vi: string; name_en: string }>(
      t.database.db,
      sql`select name_ja, name_vi, name_en from keywords where id = ${id}`,
    )
  )[0];

/** The keyword on the most logos, with those logos. */
async function mostUsed(): Promise<{ id: number; logos: number[] }> {
  const [row] = await rows<{ id: number; logos: number[] }>(
    t.database.db,
    sql`select keyword_id as id, array_agg(logo_id order by logo_id) as logos from logo_keywords
        group by 1 order by count(*) desc, 1 limit 1`,
  );
  return { id: Number(row!.id), logos: row!.logos.map(Number) };
}

describe('keywords (staff)', () => {
  it('lists newest first with both shapes of the names', async () => {
    const res = await asAdmin('GET', '/api/keywords');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    const [{ n }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from keywords`,
    )) as [{ n: number }];
    expect(meta).toEqual({ current_page: 1, last_page: Math.ceil(n / 10), per_page: 10, total: n });
    expect(data[0].id).toBeGreaterThan(data[1].id);
    const first = data[0];
    expect(first.keyword_language).toEqual({ ja: first.name_ja, vi: first.name_vi, en: first.name_en });
    expect(await stored(first.id)).toEqual({
      name_ja: first.name_ja,
      name_vi: first.name_vi,
      name_en: first.name_en,
    });
  });

  it('searches the three names, sorts, pages and refuses other columns and sizes', async () => {
    await asAdmin('POST', '/api/keywords', {
      payload: { name_ja: '珈琲豆', name_vi: 'hạt cà phê', name_en: 'beans' },
    });
    for (const text of ['珈琲', 'hạt cà', 'BEANS']) {
      const found = (await asAdmin('GET', `/api/keywords?search_text=${encodeURIComponent(text)}`)).json();
      expect(
        found.data.map((k: { name_en: string }) => k.name_en),
        text,
      ).toEqual(['beans']);
    }
    const asc = (await asAdmin('GET', '/api/keywords?sort_field=name_en&sort_value=asc&per_page=100')).json()
      .data;
    const en = asc.map((k: { name_en: string }) => k.name_en);
    expect(en).toEqual([...en].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const bad = await asAdmin('GET', '/api/keywords?sort_field=created_at');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('This column cannot be sorted.');
    expect((await asAdmin('GET', '/api/keywords?per_page=7')).statusCode).toBe(422);
    const past = await asAdmin('GET', '/api/keywords?page=500');
    expect(past.statusCode).toBe(200);
    expect(past.json().data).toEqual([]);
  });

  it('creates one (201) and shows it', async () => {
    const res = await asAdmin('POST', '/api/keywords', { payload: names('new'), locale: 'ja' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('登録しました。');
    const { data } = res.json();
    expect(data).toMatchObject({
      ...names('new'),
      keyword_language: { ja: '語new', vi: 'từ new', en: 'word new' },
    });
    expect(await stored(data.id)).toEqual(names('new'));
    const detail = await asAdmin('GET', `/api/keywords/detail/${data.id}`);
    expect(detail.json().data).toEqual(data);
  });

  it('requires the three names, with the Japanese messages', async () => {
    const res = await asAdmin('POST', '/api/keywords', { payload: { name_ja: ' ' }, locale: 'ja' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name_ja: ['キーワード (日本語)は必須入力です。'],
      name_vi: ['キーワード (ベトナム語)は必須入力です。'],
      name_en: ['キーワード (英語)は必須入力です。'],
    });
    const { id } = await mostUsed();
    const before = await stored(id);
    const upd = await asAdmin('POST', `/api/keywords/update/${id}`, {
      payload: { ...names('x'), name_en: '' },
    });
    expect(upd.statusCode).toBe(422);
    expect(upd.json().errors).toEqual({ name_en: ['Keyword (English) is required.'] });
    expect(await stored(id)).toEqual(before);
  });

  it('renames one (200, 更新しました。)', async () => {
    const { id } = await mostUsed();
    const res = await asAdmin('POST', `/api/keywords/update/${id}`, {
      payload: names('renamed'),
      locale: 'ja',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('更新しました。');
    expect(res.json().data).toMatchObject({ id, ...names('renamed') });
    expect(await stored(id)).toEqual(names('renamed'));
  });

  it('answers 404 for an unknown keyword and 422 for a malformed id', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/keywords/detail/999999'],
      ['POST', '/api/keywords/update/999999', names('ghost')],
      ['DELETE', '/api/keywords/999999'],
    ] as const) {
      const res = await asAdmin(method, url, { payload, locale: 'ja' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('キーワードが見つかりません。');
    }
    expect((await asAdmin('GET', '/api/keywords/detail/x1')).statusCode).toBe(422);
    expect(await rows(t.database.db, sql`select 1 from keywords where name_en = 'word ghost'`)).toEqual([]);
  });

  it('deletes one that logos use: it leaves them', async () => {
    const { id, logos } = await mostUsed();
    expect(logos.length).toBeGreaterThan(0);
    const res = await asAdmin('DELETE', `/api/keywords/${id}`, { locale: 'ja' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '削除しました。' });
    expect(await stored(id)).toBeUndefined();
    expect(await rows(t.database.db, sql`select 1 from logo_keywords where keyword_id = ${id}`)).toEqual([]);
    expect((await asAdmin('DELETE', `/api/keywords/${id}`)).statusCode).toBe(404);
  });

  it('is refused to visitors (401), members and designers (403)', async () => {
    const wrong = await refusedToNonAdmins(t.app, who, [
      ['GET', '/api/keywords'],
      ['POST', '/api/keywords', names('denied')],
      ['GET', '/api/keywords/detail/1'],
      ['POST', '/api/keywords/update/1', names('denied')],
      ['DELETE', '/api/keywords/1'],
    ]);
    expect(wrong).toEqual([]);
    expect(await rows(t.database.db, sql`select 1 from keywords where name_en = 'word denied'`)).toEqual([]);
    expect(await stored(1)).toBeDefined();
  });
});
