import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { craftPng } from '../../../../test/fixtures/images.ts';
import {
  allLogoFiles,
  csvText,
  exportCsv,
  formBody,
  importCsv,
  picture,
  resultOf,
} from '../../../../test/fixtures/staff-logos/logo-csv.fixtures.ts';
import {
  type Caller,
  GUEST,
  staffCallers,
} from '../../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { buildZip } from '../../../../test/fixtures/zips.ts';
import { rows } from '../../../platform/db/db.ts';

/**
 * The catalogue CSV against the wrong callers and hostile files (issue 10, "Bad input and
 * security"): admins only, a zip with escaping names or a bomb refused as a whole, hostile
 * images refused per row, size limits, and nothing stored in any of these cases.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Caller;
let designer: Caller;
let member: Caller;

beforeAll(async () => {
  t = await createTestApp({ logos: 8, env: { ZIP_MAX_MB: '2' } });
  ({ admin, designer, member } = await staffCallers(t));
});
afterAll(() => t.close());

const count = async (query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: number }>(t.database.db, query))[0]!.n);
const good = csvText([
  ['name_ja', 'name_en', 'name_vi', 'explain'],
  ['良い', 'Good', 'Tốt', 'x'],
]);

describe(`catalogue CSV roles (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers 401 to guests and 403 to designers and members, before reading the form', async () => {
    for (const [who, status] of [
      [GUEST, 401],
      [designer, 403],
      [member, 403],
    ] as const) {
      expect((await exportCsv(t, who)).statusCode).toBe(status);
      const res = await importCsv(t, who, good, { locale: 'ja' });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(
        status === 401 ? '続けるにはログインしてください。' : 'この操作を行う権限がありません。',
      );
    }
    expect(await count(sql`select count(*)::int as n from logos where name_en = 'Good'`)).toBe(0);
    expect(t.app.staffRoutes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/logo/export.csv', roles: ['admin'] },
        { method: 'POST', url: '/api/logo/import', roles: ['admin'] },
      ]),
    );
  });
});

describe(`hostile images zips (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses a zip with ../ or absolute names, a non-zip and a bomb as a whole: no row is written', async () => {
    const png = await picture(64, '#123');
    const zips: [Buffer, string][] = [
      [
        buildZip([{ name: '../evil.png', data: png }]),
        'The zip contains a file name that is not safe to extract (a ".." part, an absolute path, a backslash, a link or a repeated name).',
      ],
      [buildZip([{ name: '/etc/evil.png', data: png }]), ''],
      [Buffer.from('PK not really a zip at all'), 'The file is not a zip file. Please choose a .zip file.'],
      [
        buildZip([{ name: 'bomb.png', data: Buffer.alloc(3 * 1024 * 1024) }]),
        'The zip compresses far more than real files do (a decompression bomb), so it was refused.',
      ],
    ];
    const files = allLogoFiles(t);
    for (const [zip, message] of zips) {
      const res = await importCsv(t, admin, good, { zip });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['images']);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await count(sql`select count(*)::int as n from logos where name_en = 'Good'`)).toBe(0);
    expect(allLogoFiles(t)).toEqual(files);
  });

  it('refuses a zip past ZIP_MAX_MB with 413', async () => {
    const big = buildZip([
      {
        name: 'big.bin',
        data: Buffer.from(Array.from({ length: 2200 * 1024 }, (_, i) => (i * 7919) % 251)),
        method: 0,
      },
    ]);
    const res = await importCsv(t, admin, good, { zip: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The zip file may not be larger than 2 MB.',
      errors: { images: ['The zip file may not be larger than 2 MB.'] },
    });
  });

  it('refuses per row a non-image named .png, an SVG with a script and a decompression bomb PNG', async () => {
    const zip = buildZip([
      { name: 'text.png', data: Buffer.from('just some text, not an image at all') },
      {
        name: 'script.png',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      { name: 'bomb.png', data: craftPng(20_000, 20_000) },
      { name: 'fine.png', data: await picture(100, '#0a0') },
    ]);
    const csv = csvText([
      ['name_ja', 'name_en', 'name_vi', 'explain', 'image_main'],
      ['一', 'Text', 'Một', 'x', 'text.png'],
      ['二', 'Script', 'Hai', 'x', 'script.png'],
      ['三', 'Bomb', 'Ba', 'x', 'bomb.png'],
      ['四', 'Fine', 'Bốn', 'x', 'fine.png'],
    ]);
    const files = allLogoFiles(t);
    const res = await importCsv(t, admin, csv, { zip });
    expect(res.statusCode).toBe(200);
    const only = { image_main: ['Please select an image file'] };
    expect(resultOf(res)).toMatchObject({
      created: 1,
      failed: [
        { row: 2, errors: only },
        { row: 3, errors: only },
        { row: 4, errors: { image_main: ['The image may be at most 5000 × 5000 pixels.'] } },
      ],
    });
    expect(
      await count(sql`select count(*)::int as n from logos where name_en in ('Text', 'Script', 'Bomb')`),
    ).toBe(0);
    const added = allLogoFiles(t).filter((f) => !files.includes(f));
    const [fine] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from logos where name_en = 'Fine'`,
    );
    expect(added.map((f) => Number(f.split('/')[0]))).toEqual([Number(fine!.id)]);
  });
});

describe(`size limits (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers 413 for a CSV past 5 MB, having read the whole body', async () => {
    const big = `name_ja,name_en,name_vi,explain\r\n${`${'x'.repeat(1000)},b,c,d\r\n`.repeat(5300)}`;
    const res = await importCsv(t, admin, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The CSV file may not be larger than 5 MB.',
      errors: { csv: ['The CSV file may not be larger than 5 MB.'] },
    });
  });

  it('answers 413 for a form with too many files', async () => {
    const file = { field: 'csv', name: 'a.csv', type: 'text/csv', data: Buffer.from(good) };
    const body = formBody({}, [file, file, file]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logo/import',
      payload: body.payload,
      headers: { ...body.headers, ...admin.headers },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Send one CSV file and at most one images zip in one form.');
  });
});
