import { LOGO_CSV_COLUMNS, type LogoCardPage } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import {
  csvText,
  exportCsv,
  importCsv,
  readExport,
  resultOf,
} from '../../../../test/fixtures/staff-logos/logo-csv.fixtures.ts';
import {
  type Caller,
  changeLogsOf,
  staffCallers,
} from '../../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { rows } from '../../../platform/db/db.ts';
import { parseCsv } from './logo-csv-format.ts';

/**
 * The catalogue CSV export, and the import of what it wrote (issue 10): the demo catalogue
 * parses back, an edited export comes back in with the shop's search following at once,
 * and formulas are defused both ways. The import as a background job: logo-import-jobs.test.ts.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  // The visitors' cache lives a minute: a stale answer after the import would show.
  t = await createTestApp({ logos: 30, env: { CATALOG_CACHE_TTL_MS: '60000' } });
  ({ admin } = await staffCallers(t));
});
afterAll(() => t.close());

const ids = async (query: ReturnType<typeof sql>) =>
  (await rows<{ id: number }>(t.database.db, query)).map((r) => Number(r.id));
const search = async (text: string, locale: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/search/logo',
    query: { u_keyword: text, locale },
  });
  return res.statusCode === 404 ? [] : res.json<LogoCardPage>().data.map((c) => c.logo_id);
};
const toCsv = (header: string[], records: Record<string, string>[]) =>
  csvText([header, ...records.map((r) => header.map((h) => r[h] ?? ''))]);

describe(`GET /api/logo/export.csv (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('writes every logo but deleted ones, as UTF-8 with a BOM, and parses back to the stored values', async () => {
    const [deleted] = await ids(sql`select id from logos order by id desc limit 1`);
    await t.database.db.execute(sql`update logos set state = 9 where id = ${deleted}`);
    const res = await exportCsv(t, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="logos-\d{8}-\d{4}\.csv"$/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body).toContain('\r\n');
    const { header, rows: records } = readExport(res.body);
    expect(header).toEqual([...LOGO_CSV_COLUMNS]);
    expect(records.map((r) => Number(r.id))).toEqual(
      await ids(sql`select id from logos where state <> 9 order by id`),
    );

    // One logo in detail, against the database.
    const [id] = await ids(
      sql`select l.id from logos l where l.designer_id is not null and l.state <> 9
            and exists (select 1 from logo_keywords k where k.logo_id = l.id)
            and exists (select 1 from logo_industries i where i.logo_id = l.id) order by l.id limit 1`,
    );
    const record = records.find((r) => Number(r.id) === id)!;
    const [logo] = await rows<Record<string, string | number | null>>(
      t.database.db,
      sql`select l.name_ja, l.name_en, l.name_vi, l.explain, l.designer_ref, l.state, u.email
          from logos l join users u on u.id = l.designer_id where l.id = ${id}`,
    );
    expect(record).toMatchObject({
      name_ja: logo!.name_ja,
      name_en: logo!.name_en,
      name_vi: logo!.name_vi,
      explain: logo!.explain,
      logo_d_id: logo!.designer_ref ?? '',
      designer_email: logo!.email,
      state: String(logo!.state),
    });
    const industries = await rows<{ key_name: string }>(
      t.database.db,
      sql`select t.key_name from logo_industries j join industries t on t.id = j.industry_id
          where j.logo_id = ${id} order by t.sort, t.id`,
    );
    expect(record.industries).toBe(industries.map((i) => i.key_name).join('|'));
    const keywords = await rows<{ name_ja: string; name_en: string; name_vi: string }>(
      t.database.db,
      sql`select k.name_ja, k.name_en, k.name_vi from logo_keywords j join keywords k on k.id = j.keyword_id
          where j.logo_id = ${id} order by k.id`,
    );
    expect(record.keywords).toBe(keywords.map((k) => `${k.name_ja}:${k.name_en}:${k.name_vi}`).join('|'));
    const images = await rows<{ kind: string; storage_key: string }>(
      t.database.db,
      sql`select kind, storage_key from logo_images where logo_id = ${id}
          order by case format when 'gif' then 0 else 1 end, sort, id`,
    );
    const file = (kind: string) =>
      images
        .filter((i) => i.kind === kind)
        .map((i) => i.storage_key.slice(i.storage_key.lastIndexOf('/') + 1));
    expect(record.image_main).toBe(file('main')[0]);
    expect(record.image_hover).toBe(file('hover')[0] ?? '');
  });

  it('takes the filters of the staff list', async () => {
    const [stopped] = await ids(sql`select id from logos where state = 0 order by id limit 1`);
    await t.database.db.execute(sql`update logos set state = 7 where id = ${stopped}`);
    const res = await exportCsv(t, admin, '?state=7');
    expect(readExport(res.body).rows.map((r) => Number(r.id))).toEqual(
      await ids(sql`select id from logos where state = 7 order by id`),
    );
    expect((await exportCsv(t, admin, '?state=3')).statusCode).toBe(422);
  });

  it('defuses formulas in the file, and the import restores the values exactly', async () => {
    const [id] = await ids(sql`select id from logos where state = 0 order by id limit 1 offset 3`);
    const name = '=HYPERLINK("http://evil.test","click")';
    await t.database.db.execute(
      sql`update logos set name_en = ${name}, name_ja = '＝ＳＵＭ（Ａ１）', name_vi = '＠x', explain = '+cmd|/c calc', designer_ref = '@x' where id = ${id}`,
    );
    const body = (await exportCsv(t, admin)).body;
    const raw = parseCsv(body);
    const [header, ...cells] = raw.ok ? raw.records : [];
    const line = cells.find((c) => c[0] === String(id))!;
    const at = (column: string) => line[header!.indexOf(column)];
    expect(at('name_en')).toBe(`'${name}`);
    expect(at('explain')).toBe("'+cmd|/c calc");
    expect(at('logo_d_id')).toBe("'@x");
    // Full-width forms, which Japanese Excel may read as formulas too (ADR 0077).
    expect(at('name_ja')).toBe("'＝ＳＵＭ（Ａ１）");
    expect(at('name_vi')).toBe("'＠x");
    expect(body).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);

    const res = await importCsv(t, admin, body);
    expect(res.statusCode).toBe(200);
    expect(resultOf(res)).toMatchObject({ created: 0, updated: 0, failed: [] });
    const [after] = await rows<Record<string, string>>(
      t.database.db,
      sql`select name_en, name_ja, name_vi, explain, designer_ref from logos where id = ${id}`,
    );
    expect(after).toEqual({
      name_en: name,
      name_ja: '＝ＳＵＭ（Ａ１）',
      name_vi: '＠x',
      explain: '+cmd|/c calc',
      designer_ref: '@x',
    });
  });
});

describe(`export → edit → import (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('writes only the edited logo, logs it, and the shop finds the new names in three languages at once', async () => {
    const { header, rows: records } = readExport((await exportCsv(t, admin)).body);
    const target = records.find((r) => r.state === '0')!;
    const id = Number(target.id);
    const imagesBefore = await ids(sql`select id from logo_images where logo_id = ${id} order by id`);
    // Warm the visitors' cache with the old answer.
    expect(await search('Quokkaline', 'en')).toEqual([]);
    target.name_ja = 'クオッカ線画ロゴ';
    target.name_en = 'Quokkaline Studio';
    target.name_vi = 'Đường nét quokka';

    const res = await importCsv(t, admin, toCsv(header, records), { locale: 'ja' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        created: 0,
        updated: 1,
        unchanged: records.length - 1,
        failed: [],
        total: records.length,
        dry_run: false,
      },
      message: 'インポートが完了しました。',
    });
    const [logo] = await rows<{ name_ja: string; name_en: string; name_vi: string }>(
      t.database.db,
      sql`select name_ja, name_en, name_vi from logos where id = ${id}`,
    );
    expect(logo).toEqual({
      name_ja: 'クオッカ線画ロゴ',
      name_en: 'Quokkaline Studio',
      name_vi: 'Đường nét quokka',
    });
    expect(await ids(sql`select id from logo_images where logo_id = ${id} order by id`)).toEqual(
      imagesBefore,
    );
    const logs = (await changeLogsOf(t, id)).filter((l) => l.field.startsWith('logo_name'));
    expect(logs).toEqual([
      expect.objectContaining({ user_id: admin.id, field: 'logo_name', new_value: 'クオッカ線画ロゴ' }),
      expect.objectContaining({ user_id: admin.id, field: 'logo_name_en', new_value: 'Quokkaline Studio' }),
      expect.objectContaining({ user_id: admin.id, field: 'logo_name_vn', new_value: 'Đường nét quokka' }),
    ]);
    expect(await search('Quokkaline', 'en')).toEqual([id]);
    expect(await search('クオッカ', 'ja')).toEqual([id]);
    expect(await search('duong net quokka', 'vi')).toEqual([id]);
  });
});

describe(`a catalogue larger than one batch (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('streams every logo once, in id order, across batches', async () => {
    await t.database.db.execute(
      sql`insert into logos (name_ja, name_en, name_vi, explain, state)
          select 'バルク' || g, 'Bulk ' || g, 'Lô ' || g, 'x', 0 from generate_series(1, 1234) g`,
    );
    const res = await exportCsv(t, admin);
    expect(res.statusCode).toBe(200);
    const exported = readExport(res.body).rows.map((r) => Number(r.id));
    expect(exported).toEqual(await ids(sql`select id from logos where state <> 9 order by id`));
    expect(exported.length).toBeGreaterThan(1234);
    const bulk = readExport((await exportCsv(t, admin, '?keyword=Bulk%201')).body).rows;
    expect(bulk.every((r) => r.name_en?.startsWith('Bulk 1'))).toBe(true);
    expect(bulk).toHaveLength(1 + 10 + 100 + 235);
  });
});
