import { CATEGORY_KINDS, type CategoryKind } from '@logoya/core';
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

const JOIN: Record<CategoryKind, [string, string]> = {
  colors: ['logo_colors', 'color_id'],
  industries: ['logo_industries', 'industry_id'],
  tastes: ['logo_tastes', 'taste_id'],
};

/** Japanese texts of each kind (ja is what the back office shows). */
const JA: Record<
  CategoryKind,
  { label: string; taken: string; inUse: (n: number) => string; notFound: string }
> = {
  colors: {
    label: 'ジャンル名',
    taken: 'このスラッグは既に他のジャンルで使われています。',
    inUse: (n) => `このジャンルは${n}件のロゴで使われているため削除できません。`,
    notFound: 'ジャンルが見つかりません。',
  },
  industries: {
    label: '業種名',
    taken: 'このスラッグは既に他の業種で使われています。',
    inUse: (n) => `この業種は${n}件のロゴで使われているため削除できません。`,
    notFound: '業種が見つかりません。',
  },
  tastes: {
    label: 'テイスト名',
    taken: 'このスラッグは既に他のテイストで使われています。',
    inUse: (n) => `このテイストは${n}件のロゴで使われているため削除できません。`,
    notFound: 'テイストが見つかりません。',
  },
};

const stored = async (kind: CategoryKind, id: number) =>
  (
    await rows<{ name_ja: string; name_en: string; name_vi: string; key_name: string }>(
      t.database.db,
      sql`select name_ja, name_en, name_vi, key_name from ${sql.identifier(kind)} where id = ${id}`,
    )
  )[0];

/** The category of this kind used by the most logos that are not deleted, and how many use it. */
async function mostUsed(kind: CategoryKind): Promise<{ id: number; n: number }> {
  const [table, column] = JOIN[kind];
  const [row] = await rows<{ id: number; n: number }>(
    t.database.db,
    sql`select j.${sql.identifier(column)} as id, count(*)::int as n from ${sql.identifier(table)} j
        join logos l on l.id = j.logo_id where l.state <> 9
        group by 1 order by 2 desc, 1 limit 1`,
  );
  return { id: Number(row!.id), n: Number(row!.n) };
}

describe.each(CATEGORY_KINDS)('/api/%s', (kind) => {
  const ja = JA[kind];
  const body = (key: string) => ({
    name_ja: `新${key}`,
    name_en: `New ${key}`,
    name_vi: `Mới ${key}`,
    key_name: key,
  });

  it('creates one, answers it with 201 and lists it first', async () => {
    const res = await asAdmin('POST', `/api/${kind}`, { payload: body(`${kind}-new`), locale: 'ja' });
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('登録しました。');
    expect(data).toMatchObject({
      name: `新${kind}-new`,
      name_ja: `新${kind}-new`,
      name_en: `New ${kind}-new`,
      name_vi: `Mới ${kind}-new`,
      key_name: `${kind}-new`,
      logos_count: 0,
    });
    expect(await stored(kind, data.id)).toEqual({
      name_ja: `新${kind}-new`,
      name_en: `New ${kind}-new`,
      name_vi: `Mới ${kind}-new`,
      key_name: `${kind}-new`,
    });
    const list = (await asAdmin('GET', `/api/${kind}`)).json();
    expect(list.data[0].id).toBe(data.id);
    expect((await asAdmin('GET', `/api/${kind}/${data.id}`)).json().data).toEqual(data);
  });

  it('names every missing field in Japanese, and in English for en', async () => {
    const res = await asAdmin('POST', `/api/${kind}`, {
      payload: { name_ja: '  ', name_en: '', key_name: '' },
      locale: 'ja',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name_ja: [`${ja.label} (日本語)は必須入力です。`],
      name_en: [`${ja.label} (英語)は必須入力です。`],
      name_vi: [`${ja.label} (ベトナム語)は必須入力です。`],
      key_name: ['スラッグは必須入力です。'],
    });
    expect(res.json().message).toBe(`${ja.label} (日本語)は必須入力です。`);
    const en = await asAdmin('POST', `/api/${kind}`, { payload: { ...body('x'), key_name: undefined } });
    expect(en.json().errors).toEqual({ key_name: ['Slug is required.'] });
  });

  it('refuses a slug that is not one, or too long', async () => {
    const bad = await asAdmin('POST', `/api/${kind}`, { payload: body('Bad Slug!'), locale: 'ja' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      key_name: ['スラッグは半角英小文字・数字・「_」「-」で入力して下さい。'],
    });
    const long = await asAdmin('POST', `/api/${kind}`, { payload: body('a'.repeat(101)), locale: 'ja' });
    expect(long.json().errors).toEqual({ key_name: ['スラッグは100文字以内で入力して下さい。'] });
    const count = await rows(
      t.database.db,
      sql`select 1 from ${sql.identifier(kind)} where name_en like 'New Bad%'`,
    );
    expect(count).toEqual([]);
  });

  it('refuses a slug another of the kind has, on create and on update (422)', async () => {
    const [first, second] = await rows<{ id: number; key_name: string }>(
      t.database.db,
      sql`select id, key_name from ${sql.identifier(kind)} order by id limit 2`,
    );
    const res = await asAdmin('POST', `/api/${kind}`, { payload: body(first!.key_name), locale: 'ja' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: ja.taken, errors: { key_name: [ja.taken] } });
    const upd = await asAdmin('PUT', `/api/${kind}/${second!.id}`, {
      payload: body(first!.key_name),
      locale: 'ja',
    });
    expect(upd.statusCode).toBe(422);
    expect(upd.json().errors).toEqual({ key_name: [ja.taken] });
    expect((await stored(kind, second!.id))?.key_name).toBe(second!.key_name);
  });

  it('updates one, keeping or changing its slug', async () => {
    const created = (await asAdmin('POST', `/api/${kind}`, { payload: body(`${kind}-upd`) })).json().data;
    const same = await asAdmin('PUT', `/api/${kind}/${created.id}`, {
      payload: { ...body(`${kind}-upd`), name_ja: '変更後' },
      locale: 'ja',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().message).toBe('更新しました。');
    expect(same.json().data).toMatchObject({ id: created.id, name: '変更後', name_ja: '変更後' });
    const moved = await asAdmin('PUT', `/api/${kind}/${created.id}`, { payload: body(`${kind}-moved`) });
    expect(moved.statusCode).toBe(200);
    expect((await stored(kind, created.id))?.key_name).toBe(`${kind}-moved`);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    for (const [method, payload] of [['GET'], ['PUT', body('ghost')], ['DELETE']] as const) {
      const res = await asAdmin(method, `/api/${kind}/999999`, { payload, locale: 'ja' });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBe(ja.notFound);
    }
    expect((await asAdmin('GET', `/api/${kind}/abc`)).statusCode).toBe(422);
    expect(await stored(kind, 999999)).toBeUndefined();
  });

  it('refuses to delete one that logos use (409, naming how many), and deletes an unused one', async () => {
    const used = await mostUsed(kind);
    expect(used.n).toBeGreaterThan(0);
    const refused = await asAdmin('DELETE', `/api/${kind}/${used.id}`, { locale: 'ja' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ja.inUse(used.n));
    expect(await stored(kind, used.id)).toBeDefined();
    const en = await asAdmin('DELETE', `/api/${kind}/${used.id}`);
    expect(en.json().message).toMatch(new RegExp(`is used by ${used.n} logos and cannot be deleted\\.$`));
    expect((await asAdmin('GET', `/api/${kind}/${used.id}`)).json().data.logos_count).toBe(used.n);

    const created = (await asAdmin('POST', `/api/${kind}`, { payload: body(`${kind}-gone`) })).json().data;
    const deleted = await asAdmin('DELETE', `/api/${kind}/${created.id}`, { locale: 'ja' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: '削除しました。' });
    expect(await stored(kind, created.id)).toBeUndefined();
    expect((await asAdmin('DELETE', `/api/${kind}/${created.id}`)).statusCode).toBe(404);
  });

  it('deletes one used only by deleted logos (state 9), taking it off them', async () => {
    const [table, column] = JOIN[kind];
    const created = (await asAdmin('POST', `/api/${kind}`, { payload: body(`${kind}-soft`) })).json().data;
    const [logo] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into logos (name_en, state) values ('Deleted logo', 9) returning id`,
    );
    await t.database.db.execute(
      sql`insert into ${sql.identifier(table)} (logo_id, ${sql.identifier(column)}) values (${logo!.id}, ${created.id})`,
    );
    expect((await asAdmin('GET', `/api/${kind}/${created.id}`)).json().data.logos_count).toBe(0);
    expect((await asAdmin('DELETE', `/api/${kind}/${created.id}`)).statusCode).toBe(200);
    const links = await rows(
      t.database.db,
      sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${created.id}`,
    );
    expect(links).toEqual([]);
  });

  it('is refused to visitors (401), members and designers (403)', async () => {
    const wrong = await refusedToNonAdmins(t.app, who, [
      ['GET', `/api/${kind}`],
      ['POST', `/api/${kind}`, body(`${kind}-denied`)],
      ['GET', `/api/${kind}/1`],
      ['PUT', `/api/${kind}/1`, body(`${kind}-denied`)],
      ['DELETE', `/api/${kind}/1`],
    ]);
    expect(wrong).toEqual([]);
    expect(
      await rows(t.database.db, sql`select 1 from ${sql.identifier(kind)} where key_name like '%-denied'`),
    ).toEqual([]);
    expect(await stored(kind, 1)).toBeDefined();
  });
});
