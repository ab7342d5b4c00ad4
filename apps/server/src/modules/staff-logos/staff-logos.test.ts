import type { LogoCardPage, StaffLogoDetail, StaffLogoPage } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import {
  type Caller,
  call,
  changeLogsOf,
  GUEST,
  logoRow,
  logosOf,
  openStaffLogosApp,
  validBasics,
} from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { rows } from '../../platform/db/db.ts';

/** The staff logo list, the editor's basic tab and the staff states of /all-logo (issue 10). */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Caller;
let designer: Caller;
let designer2: Caller;
let member: Caller;

beforeAll(async () => {
  ({ t, admin, designer, designer2, member } = await openStaffLogosApp(30));
  // Some stopped and deleted logos of each designer.
  const [a, b] = await logosOf(t, designer.id);
  const [c, d] = await logosOf(t, designer2.id);
  await t.database.db.execute(sql`update logos set state = 7 where id in (${a}, ${c})`);
  await t.database.db.execute(sql`update logos set state = 9 where id in (${b}, ${d})`);
});
afterAll(() => t.close());

const ids = async (query: ReturnType<typeof sql>) =>
  (await rows<{ id: number }>(t.database.db, query)).map((r) => Number(r.id));

describe(`GET /api/logo (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists every state but deleted for an admin, newest first, 100 a page, with designer names', async () => {
    const res = await call(t, admin, 'GET', '/api/logo');
    expect(res.statusCode).toBe(200);
    const page = res.json<StaffLogoPage>();
    const expected = await ids(sql`select id from logos where state <> 9 order by created_at desc, id desc`);
    expect(page.data.map((c) => c.logo_id)).toEqual(expected);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 100, total: expected.length });
    const mine = page.data.find((c) => c.designer_id === designer.id)!;
    expect(mine.reg_by).toBe('Mika Tanaka');
    expect(mine.src).toMatch(/^\/files\/logos\/\d+\/.+\.gif$/);
    expect(page.data.some((c) => c.state === 7)).toBe(true);
  });

  it('filters by state, keyword (name, logo_d_id or id), designers and categories', async () => {
    const stopped = (await call(t, admin, 'GET', '/api/logo?state=7')).json<StaffLogoPage>();
    expect(stopped.data.map((c) => c.logo_id).sort()).toEqual(
      (await ids(sql`select id from logos where state = 7`)).sort(),
    );
    const [one] = await ids(sql`select id from logos where state = 0 order by id limit 1`);
    const byId = (await call(t, admin, 'GET', `/api/logo?keyword=${one}`)).json<StaffLogoPage>();
    expect(byId.data.map((c) => c.logo_id)).toContain(one);
    const row = await logoRow(t, one!);
    const byName = (
      await call(t, admin, 'GET', `/api/logo?keyword=${encodeURIComponent(row!.name_en!.slice(1, 6))}`)
    ).json<StaffLogoPage>();
    expect(byName.data.map((c) => c.logo_id)).toContain(one);
    const byRef = (
      await call(t, admin, 'GET', `/api/logo?keyword=${encodeURIComponent(row!.designer_ref!)}`)
    ).json<StaffLogoPage>();
    expect(byRef.data.map((c) => c.logo_id)).toEqual([one]);
    const theirs = (await call(t, admin, 'GET', `/api/logo?designers=${designer2.id}`)).json<StaffLogoPage>();
    expect(theirs.data.every((c) => c.designer_id === designer2.id)).toBe(true);
    expect(theirs.meta.total).toBe(
      (await ids(sql`select id from logos where designer_id = ${designer2.id} and state <> 9`)).length,
    );
    const [industry] = await ids(sql`select industry_id as id from logo_industries order by 1 limit 1`);
    const byIndustry = (
      await call(t, admin, 'GET', `/api/logo?industry_id=0,${industry}`)
    ).json<StaffLogoPage>();
    expect(byIndustry.data.map((c) => c.logo_id).sort()).toEqual(
      (
        await ids(sql`select l.id from logos l join logo_industries j on j.logo_id = l.id
          where j.industry_id = ${industry} and l.state <> 9`)
      ).sort(),
    );
  });

  it('shows a designer their own logos only, whatever designers they ask for', async () => {
    const res = await call(t, designer, 'GET', `/api/logo?designers=${designer2.id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<StaffLogoPage>();
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((c) => c.designer_id === designer.id)).toBe(true);
    expect(page.meta.total).toBe(
      (await ids(sql`select id from logos where designer_id = ${designer.id} and state <> 9`)).length,
    );
  });

  it('validates the parameters and answers no rows past the last page', async () => {
    const size = await call(t, admin, 'GET', '/api/logo?per_page=7');
    expect(size.statusCode).toBe(422);
    expect(size.json().errors.per_page).toEqual(['The per page must be one of 10, 15, 25, 50, 100.']);
    const deleted = await call(t, admin, 'GET', '/api/logo?state=9');
    expect(deleted.statusCode).toBe(422);
    const past = (await call(t, admin, 'GET', '/api/logo?per_page=10&page=9')).json<StaffLogoPage>();
    expect(past.data).toEqual([]);
    expect(past.meta.last_page).toBe(3);
  });
});

describe('GET /api/all-logo with staff states', () => {
  it('keeps state 7 from visitors and members, and gives staff their stopped logos', async () => {
    for (const who of [GUEST, member]) {
      const res = await call(t, who, 'GET', '/api/all-logo?state=7');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.state).toEqual(['The state must be 0 (normal), 2 (negotiating) or 8 (sold).']);
    }
    const all = (await call(t, admin, 'GET', '/api/all-logo?state=7')).json<LogoCardPage>();
    expect(all.data.map((c) => c.logo_id).sort()).toEqual(
      (await ids(sql`select id from logos where state = 7`)).sort(),
    );
    const own = (await call(t, designer, 'GET', '/api/all-logo?state=7')).json<LogoCardPage>();
    expect(own.data.map((c) => c.logo_id)).toEqual(
      await ids(sql`select id from logos where state = 7 and designer_id = ${designer.id}`),
    );
    // Without a state, staff see the shop as visitors do.
    const shop = (await call(t, admin, 'GET', '/api/all-logo')).json<LogoCardPage>();
    expect(shop.data.every((c) => [0, 2, 8].includes(c.state))).toBe(true);
  });
});

describe('GET /api/logo/{id}/detail', () => {
  it('answers the admin shape of SPEC §3, and 404 for another designer, deleted or unknown logos', async () => {
    const [id] = await logosOf(t, designer.id);
    for (const who of [admin, designer]) {
      const res = await call(t, who, 'GET', `/api/logo/${id}/detail`);
      expect(res.statusCode).toBe(200);
      const d = res.json<{ data: StaffLogoDetail }>().data;
      const row = await logoRow(t, id!);
      expect(d).toMatchObject({
        logo_id: id,
        logo_name: row!.name_ja,
        logo_name_en: row!.name_en,
        logo_name_vn: row!.name_vi,
        logo_explain: row!.explain,
        logo_d_id: row!.designer_ref,
        designer_id: designer.id,
        reg_by: 'Mika Tanaka',
        state: 0,
        held: false,
      });
      expect(d.images.map((i) => i.kind)).toEqual(['main', 'hover']);
      expect(d.images.every((i) => i.id > 0 && i.url.startsWith('/files/logos/'))).toBe(true);
      expect(d.alphabets.every((a) => a.alphabet_id > 0 && a.name.length > 0)).toBe(true);
      expect(
        d.keywords.every((k) => k.keyword_language.ja && k.keyword_language.en && k.keyword_language.vi),
      ).toBe(true);
    }
    expect((await call(t, designer2, 'GET', `/api/logo/${id}/detail`)).statusCode).toBe(404);
    const [deleted] = await ids(sql`select id from logos where state = 9 limit 1`);
    const gone = await call(t, admin, 'GET', `/api/logo/${deleted}/detail`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('The logo was not found.');
    expect((await call(t, admin, 'GET', '/api/logo/99999999999/detail')).statusCode).toBe(404);
  });
});

describe('POST /api/logo/create and /api/logo/{id}/detail', () => {
  it("refuses empty texts with the spec's 'please enter a value', in Japanese too", async () => {
    const empty = { data: { logo_name: ' ', logo_name_vn: '', logo_name_en: '', logo_d_id: 'x' } };
    const en = await call(t, admin, 'POST', '/api/logo/create', empty);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      'data.logo_name': ['please enter a value'],
      'data.logo_name_vn': ['please enter a value'],
      'data.logo_name_en': ['please enter a value'],
      'data.logo_explain': ['please enter a value'],
    });
    const ja = await call(t, admin, 'POST', '/api/logo/create', empty, 'ja');
    expect(ja.json().message).toBe('値を入力してください。');
    const [id] = await logosOf(t, designer.id);
    const before = await logoRow(t, id!);
    const update = await call(t, designer, 'POST', `/api/logo/${id}/detail`, empty, 'ja');
    expect(update.statusCode).toBe(422);
    expect(update.json().errors['data.logo_explain']).toEqual(['値を入力してください。']);
    expect(await logoRow(t, id!)).toEqual(before);
  });

  it('registers a logo: the designer who creates it is its designer; an admin may choose one', async () => {
    const mine = await call(t, designer, 'POST', '/api/logo/create', { data: validBasics(' A') }, 'ja');
    expect(mine.statusCode).toBe(201);
    expect(mine.json().message).toBe('登録しました。');
    const id = mine.json().data.logo_id as number;
    // A new logo waits stopped until an admin puts it on sale (ADR 0086).
    expect(await logoRow(t, id)).toEqual({
      state: 7,
      name_ja: 'テストロゴ A',
      name_en: 'Test logo A',
      name_vi: 'Logo thử A',
      explain: 'A logo made by the tests.',
      designer_ref: null,
      designer_id: designer.id,
    });
    const forOther = await call(t, admin, 'POST', '/api/logo/create', {
      data: { ...validBasics(' B'), logo_d_id: 'LN-777', designer_id: designer2.id },
    });
    expect(forOther.statusCode).toBe(201);
    expect(forOther.json().message).toBe('registered');
    const other = await call(t, designer2, 'GET', `/api/logo/${forOther.json().data.logo_id}/detail`);
    expect(other.json().data).toMatchObject({ logo_d_id: 'LN-777', reg_by: 'Linh Nguyen', state: 7 });
  });

  it('lets only an admin choose the designer, and only an existing staff account', async () => {
    const count = async () => (await ids(sql`select id from logos`)).length;
    const before = await count();
    const steal = await call(t, designer, 'POST', '/api/logo/create', {
      data: { ...validBasics(), designer_id: designer2.id },
    });
    expect(steal.statusCode).toBe(403);
    expect(steal.json().message).toBe('Only an admin can choose the designer of a logo.');
    const unknown = await call(t, admin, 'POST', '/api/logo/create', {
      data: { ...validBasics(), designer_id: member.id },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['data.designer_id']).toEqual(['The designer was not found.']);
    expect(await count()).toBe(before);
  });

  it("saves the basic tab, logs each changed field, and answers 'updated' / '更新しました。'", async () => {
    const [id] = await logosOf(t, designer.id);
    const before = await logoRow(t, id!);
    const logsBefore = (await changeLogsOf(t, id!)).length;
    const res = await call(
      t,
      designer,
      'POST',
      `/api/logo/${id}/detail`,
      { data: { ...validBasics(' C'), logo_name_en: before!.name_en, logo_d_id: 'MT-1' } },
      'ja',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('更新しました。');
    expect(res.json().data).toMatchObject({
      logo_name: 'テストロゴ C',
      logo_d_id: 'MT-1',
      designer_id: designer.id,
    });
    const logs = (await changeLogsOf(t, id!)).slice(logsBefore);
    expect(logs).toEqual([
      { user_id: designer.id, field: 'logo_name', old_value: before!.name_ja, new_value: 'テストロゴ C' },
      { user_id: designer.id, field: 'logo_name_vn', old_value: before!.name_vi, new_value: 'Logo thử C' },
      {
        user_id: designer.id,
        field: 'logo_explain',
        old_value: before!.explain,
        new_value: 'A logo made by the tests.',
      },
      // The basic tab is sent whole: descriptions left out are emptied, as logo_d_id is.
      { user_id: designer.id, field: 'logo_explain_en', old_value: expect.any(String), new_value: null },
      { user_id: designer.id, field: 'logo_explain_vn', old_value: expect.any(String), new_value: null },
      { user_id: designer.id, field: 'logo_d_id', old_value: before!.designer_ref, new_value: 'MT-1' },
    ]);
    const en = await call(t, admin, 'POST', `/api/logo/${id}/detail`, { data: validBasics(' C') });
    expect(en.json().message).toBe('updated');
    expect(
      (await call(t, designer2, 'POST', `/api/logo/${id}/detail`, { data: validBasics() })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/admin/logo/categories', () => {
  it('answers every alphabet, genre, industry and taste', async () => {
    const res = await call(t, designer, 'GET', '/api/admin/logo/categories');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.alphabets).toHaveLength(30);
    expect(data.alphabets[0]).toEqual({ id: expect.any(Number), name: 'A' });
    expect(data.colors.map((c: { key_name: string }) => c.key_name)).toContain('monochrome');
    expect(data.industries).toHaveLength((await ids(sql`select id from industries`)).length);
    expect(data.tastes[0]).toEqual({
      id: expect.any(Number),
      name_ja: expect.any(String),
      name_en: expect.any(String),
      name_vi: expect.any(String),
      key_name: expect.any(String),
    });
  });
});
