import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import {
  allLogoFiles,
  csvText,
  importCsv,
  picture,
} from '../../../../test/fixtures/staff-logos/logo-csv.fixtures.ts';
import {
  type Caller,
  changeLogsOf,
  logoRow,
  staffCallers,
} from '../../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { buildZip } from '../../../../test/fixtures/zips.ts';
import { rows } from '../../../platform/db/db.ts';

/**
 * Importing rows (issue 10): good rows are written with their images, categories, keywords and
 * change log; each bad row is reported by row and column and leaves nothing behind, not even a
 * file; a dry run writes nothing at all; the file as a whole is judged first.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Caller;
let designer: Caller;
let designer2: Caller;

beforeAll(async () => {
  t = await createTestApp({ logos: 30 });
  ({ admin, designer, designer2 } = await staffCallers(t));
});
afterAll(() => t.close());

const ids = async (query: ReturnType<typeof sql>) =>
  (await rows<{ id: number }>(t.database.db, query)).map((r) => Number(r.id));
const count = async (query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: number }>(t.database.db, query))[0]!.n);
const keyNames = async (table: string) =>
  (
    await rows<{ key_name: string }>(
      t.database.db,
      sql`select key_name from ${sql.identifier(table)} order by id`,
    )
  ).map((r) => r.key_name);
const imagesOf = (id: number) =>
  rows<{ kind: string; format: string; width: number; storage_key: string }>(
    t.database.db,
    sql`select kind, format, width, storage_key from logo_images where logo_id = ${id} order by kind, id`,
  );
const HEADER = [
  'id',
  'name_ja',
  'name_en',
  'name_vi',
  'explain',
  'designer_email',
  'state',
  'industries',
  'tastes',
  'alphabets',
  'keywords',
  'image_main',
  'image_hover',
  'images_gallery',
];

describe(`POST /api/logo/import: good and bad rows (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('writes the 3 good rows, reports the 2 bad ones, and stores nothing of them; a dry run first writes nothing', async () => {
    const [industry] = await keyNames('industries');
    const [, taste] = await keyNames('tastes');
    const [updated, crowded] = await ids(sql`select id from logos where state = 0 order by id limit 2`);
    const zip = buildZip([
      { name: 'new/main.png', data: await picture(500, '#d33') },
      { name: 'new/hover.png', data: await picture(300, '#3d3') },
      { name: 'g1.jpg', data: await picture(410, '#33d', 'jpeg') },
      ...(await Promise.all(
        [1, 2, 3, 4, 5].map(async (n) => ({ name: `many/${n}.png`, data: await picture(64, '#888') })),
      )),
    ]);
    const csv = csvText([
      HEADER,
      // Row 2: a new logo with images, a category, letters and a new keyword.
      [
        '',
        '新しいロゴ',
        'Brand new logo',
        'Logo mới',
        'Made by CSV.',
        'designer@logoya.test',
        '',
        industry!,
        '',
        'a|b',
        '新語:Neoword:Từ mới',
        'main.png',
        'new/hover.png',
        '',
      ],
      // Row 3: a new stopped logo with a gallery image.
      ['', '停止ロゴ', 'Stopped logo', 'Logo dừng', 'Quiet.', '', '7', '', taste!, '', '', '', '', 'g1.jpg'],
      // Row 4: an update that replaces the main image.
      [
        String(updated),
        '更新ロゴ',
        'Updated logo',
        'Logo cập nhật',
        'Changed.',
        'designer2@logoya.test',
        '',
        '',
        '',
        '',
        '',
        'new/main.png',
        '',
        '',
      ],
      // Row 5: a new logo naming an unknown category and a letter that does not exist (refused before writing).
      [
        '',
        '悪いロゴ',
        'Bad logo',
        'Logo xấu',
        'No.',
        '',
        '',
        'no-such-industry',
        '',
        'Z9',
        '',
        'main.png',
        '',
        '',
      ],
      // Row 6: an update whose new keyword and names are written before the seventh picture refuses it.
      [
        String(crowded),
        '満員',
        'Crowded logo',
        'Logo đầy',
        'Too many.',
        '',
        '',
        '',
        '',
        '',
        '満員語:Crowdword:Từ đầy',
        '',
        '',
        'many/1.png|many/2.png|many/3.png|many/4.png|many/5.png',
      ],
    ]);
    const failed = [
      {
        row: 5,
        id: null,
        errors: {
          industries: ['The list contains a key_name that does not exist.'],
          alphabets: ['The list contains a letter that does not exist.'],
        },
      },
      {
        row: 6,
        id: crowded,
        errors: {
          images_gallery: ['A logo can have up to 6 images, the hover image included. Delete one first.'],
        },
      },
    ];
    const logosBefore = await count(sql`select count(*)::int as n from logos`);
    const filesBefore = allLogoFiles(t);
    const keywordsBefore = await count(sql`select count(*)::int as n from keywords`);
    const logsBefore = await count(sql`select count(*)::int as n from change_logs`);
    const updatedBefore = await logoRow(t, updated!);
    const updatedImages = await imagesOf(updated!);

    const dry = await importCsv(t, admin, csv, { zip, query: '?dry_run=1' });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({
      data: { created: 2, updated: 1, unchanged: 0, failed, total: 5, dry_run: true },
      message: 'The check has finished. Nothing was written.',
    });
    expect(await count(sql`select count(*)::int as n from logos`)).toBe(logosBefore);
    expect(await count(sql`select count(*)::int as n from keywords`)).toBe(keywordsBefore);
    expect(await count(sql`select count(*)::int as n from change_logs`)).toBe(logsBefore);
    expect(await logoRow(t, updated!)).toEqual(updatedBefore);
    expect(allLogoFiles(t)).toEqual(filesBefore);

    const res = await importCsv(t, admin, csv, { zip });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { created: 2, updated: 1, unchanged: 0, failed, total: 5, dry_run: false },
      message: 'The import has finished.',
    });

    const [made] = await ids(sql`select id from logos where name_en = 'Brand new logo'`);
    // No state cell: a new logo waits stopped and unpublished (ADR 0086).
    expect(await logoRow(t, made!)).toMatchObject({
      state: 7,
      name_ja: '新しいロゴ',
      designer_id: designer.id,
    });
    expect((await imagesOf(made!)).map((i) => [i.kind, i.format, i.width])).toEqual([
      ['hover', 'png', 400],
      ['main', 'png', 400],
    ]);
    expect(
      await ids(
        sql`select t.id from logo_industries j join industries t on t.id = j.industry_id where j.logo_id = ${made} and t.key_name = ${industry}`,
      ),
    ).toHaveLength(1);
    expect(await count(sql`select count(*)::int as n from logo_alphabets where logo_id = ${made}`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from keywords where name_en = 'Neoword'`)).toBe(1);
    expect((await changeLogsOf(t, made!)).map((l) => l.field)).toEqual(
      expect.arrayContaining([
        'state',
        'logo_name',
        'designer_id',
        'industries',
        'alphabets',
        'keywords',
        'image_main',
        'image_hover',
      ]),
    );
    const [quiet] = await ids(sql`select id from logos where name_en = 'Stopped logo'`);
    expect(await logoRow(t, quiet!)).toMatchObject({ state: 7, designer_id: null });
    expect((await imagesOf(quiet!)).map((i) => i.kind)).toEqual(['gallery']);

    expect(await logoRow(t, updated!)).toMatchObject({ name_en: 'Updated logo', designer_id: designer2.id });
    const mains = (await imagesOf(updated!)).filter((i) => i.kind === 'main');
    expect(mains).toHaveLength(1);
    expect(mains[0]).toMatchObject({ format: 'png', width: 400 });
    // The old main GIF and PNG are gone, rows and files; the hover image stays.
    const oldMains = updatedImages
      .filter((i) => i.kind === 'main')
      .map((i) => i.storage_key.replace(/^logos\//, ''));
    expect(allLogoFiles(t)).not.toEqual(expect.arrayContaining([oldMains[0]]));
    expect((await imagesOf(updated!)).filter((i) => i.kind === 'hover')).toEqual(
      updatedImages.filter((i) => i.kind === 'hover'),
    );

    // Nothing of the bad rows: no logo, no keyword, no change, no file.
    expect(await ids(sql`select id from logos where name_en in ('Bad logo', 'Crowded logo')`)).toEqual([]);
    expect(await count(sql`select count(*)::int as n from keywords where name_en = 'Crowdword'`)).toBe(0);
    expect(await changeLogsOf(t, crowded!)).toEqual([]);
    const added = allLogoFiles(t).filter((f) => !filesBefore.includes(f));
    expect(added.map((f) => Number(f.split('/')[0])).sort()).toEqual([made, made, quiet, updated].sort());
    expect(await count(sql`select count(*)::int as n from logos`)).toBe(logosBefore + 2);
  });
});
