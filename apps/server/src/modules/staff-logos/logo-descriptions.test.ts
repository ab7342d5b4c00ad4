import type { LogoCardPage, LogoDetail, StaffLogoDetail } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  csvText,
  exportCsv,
  importCsv,
  readExport,
  resultOf,
} from '../../../test/fixtures/staff-logos/logo-csv.fixtures.ts';
import {
  type Caller,
  call,
  changeLogsOf,
  GUEST,
  logosOf,
  staffCallers,
  validBasics,
} from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * Issue 24, defect 3: the description exists in English and Vietnamese beside the Japanese one,
 * like the names: the editor's form, the API, the CSV, the shop's detail and its search.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Caller;
let designer: Caller;

beforeAll(async () => {
  t = await createTestApp({ logos: 8 });
  ({ admin, designer } = await staffCallers(t));
});
afterAll(() => t.close());

const stored = async (id: number) =>
  (
    await rows<{ explain: string | null; explain_en: string | null; explain_vi: string | null }>(
      t.database.db,
      sql`select explain, explain_en, explain_vi from logos where id = ${id}`,
    )
  )[0];
const staffDetail = async (id: number) =>
  (await call(t, admin, 'GET', `/api/logo/${id}/detail`)).json().data as StaffLogoDetail;
const publicDetail = async (id: number, locale: string) =>
  (await call(t, GUEST, 'GET', `/api/logo/${id}`, undefined, locale)).json().data as LogoDetail;

describe(`the description in three languages (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the editor stores the English and Vietnamese descriptions, optional, and logs each change', async () => {
    const res = await call(t, designer, 'POST', '/api/logo/create', {
      data: {
        ...validBasics(' D1'),
        logo_explain_en: ' About the logo. ',
        logo_explain_vn: 'Giới thiệu logo.',
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.logo_id as number;
    expect(await stored(id)).toEqual({
      explain: 'A logo made by the tests.',
      explain_en: 'About the logo.',
      explain_vi: 'Giới thiệu logo.',
    });
    expect(await staffDetail(id)).toMatchObject({
      logo_explain: 'A logo made by the tests.',
      logo_explain_en: 'About the logo.',
      logo_explain_vn: 'Giới thiệu logo.',
    });
    // Emptied (or left out): null, and the shop falls back to the Japanese one.
    const update = await call(t, designer, 'POST', `/api/logo/${id}/detail`, {
      data: { ...validBasics(' D1'), logo_explain_en: '', logo_explain_vn: 'Logo mới.' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data).toMatchObject({ logo_explain_en: null, logo_explain_vn: 'Logo mới.' });
    const logged = (await changeLogsOf(t, id)).filter((l) => l.field.startsWith('logo_explain_'));
    expect(logged).toEqual([
      { user_id: designer.id, field: 'logo_explain_en', old_value: null, new_value: 'About the logo.' },
      { user_id: designer.id, field: 'logo_explain_vn', old_value: null, new_value: 'Giới thiệu logo.' },
      { user_id: designer.id, field: 'logo_explain_en', old_value: 'About the logo.', new_value: null },
      {
        user_id: designer.id,
        field: 'logo_explain_vn',
        old_value: 'Giới thiệu logo.',
        new_value: 'Logo mới.',
      },
    ]);
  });

  it('refuses a description past 5,000 characters in each language', async () => {
    for (const locale of ['en', 'ja', 'vi'] as const) {
      const res = await call(
        t,
        admin,
        'POST',
        '/api/logo/create',
        { data: { ...validBasics(), logo_explain_en: 'x'.repeat(5001), logo_explain_vn: 'y'.repeat(5001) } },
        locale,
      );
      expect(res.statusCode).toBe(422);
      const message = {
        en: 'This text may not be longer than 5000 characters.',
        ja: '5000文字以内で入力してください。',
        vi: 'Nội dung này không được dài quá 5000 ký tự.',
      }[locale];
      expect(res.json().errors).toEqual({
        'data.logo_explain_en': [message],
        'data.logo_explain_vn': [message],
      });
    }
  });

  it('the shop detail carries every language, blank as null, and the search finds words of each', async () => {
    const [id] = await logosOf(t, designer.id);
    const data = {
      ...validBasics(' D2'),
      logo_explain: '静かな川辺のロゴです。',
      logo_explain_en: 'A quiet riverside Quillfeather emblem.',
      logo_explain_vn: '   ',
    };
    expect((await call(t, admin, 'POST', `/api/logo/${id}/detail`, { data })).statusCode).toBe(200);
    for (const locale of ['en', 'ja', 'vi']) {
      const logo = await publicDetail(id!, locale);
      expect(logo.explains).toEqual({
        ja: '静かな川辺のロゴです。',
        en: 'A quiet riverside Quillfeather emblem.',
        vi: null,
      });
      expect(logo.explain).toBe('静かな川辺のロゴです。');
    }
    const search = await call(t, GUEST, 'GET', '/api/search/logo?u_keyword=quillfeather');
    expect(search.json<LogoCardPage>().data.map((c) => c.logo_id)).toEqual([id]);
  });

  it('the CSV exports explain_en and explain_vi and imports them; an empty cell clears one', async () => {
    const [id] = await logosOf(t, designer.id, 0).then((ids) => ids.slice(1));
    const csv = csvText([
      ['id', 'explain_en', 'explain_vi'],
      [String(id), 'Made for the CSV.', 'Dành cho CSV.'],
    ]);
    const res = await importCsv(t, admin, csv);
    expect(resultOf(res)).toMatchObject({ updated: 1, failed: [] });
    expect(await stored(id!)).toMatchObject({ explain_en: 'Made for the CSV.', explain_vi: 'Dành cho CSV.' });
    const exported = readExport((await exportCsv(t, admin, `?keyword=${id}`)).body);
    expect(exported.header.slice(0, 8)).toEqual([
      'id',
      'name_ja',
      'name_en',
      'name_vi',
      'explain',
      'explain_en',
      'explain_vi',
      'logo_d_id',
    ]);
    expect(exported.rows.find((r) => r.id === String(id))).toMatchObject({
      explain_en: 'Made for the CSV.',
      explain_vi: 'Dành cho CSV.',
    });
    const cleared = await importCsv(
      t,
      admin,
      csvText([
        ['id', 'explain_vi'],
        [String(id), ''],
      ]),
    );
    expect(resultOf(cleared)).toMatchObject({ updated: 1, failed: [] });
    expect(await stored(id!)).toMatchObject({ explain_en: 'Made for the CSV.', explain_vi: null });
  });
});
