import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { csvText, importCsv, resultOf } from '../../../../test/fixtures/staff-logos/logo-csv.fixtures.ts';
import {
  type Caller,
  changeLogsOf,
  logoRow,
  staffCallers,
} from '../../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { rows } from '../../../platform/db/db.ts';

/**
 * The rules of an import row that need the stored logo (issue 10): states (sold stays sold, 8
 * never by hand), a logo once per file, unknown logos, designers that are no staff, erased
 * texts and images found nowhere.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ logos: 30 });
  ({ admin } = await staffCallers(t));
});
afterAll(() => t.close());

const ids = async (query: ReturnType<typeof sql>) =>
  (await rows<{ id: number }>(t.database.db, query)).map((r) => Number(r.id));

describe(`POST /api/logo/import: rules of a row (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps a sold logo sold, refuses 8 by hand and any change of a sold logo, and logs a state change', async () => {
    const [sold] = await ids(sql`select id from logos where state = 8 order by id limit 1`);
    const [normal, other] = await ids(sql`select id from logos where state = 0 order by id desc limit 2`);
    const csv = csvText([
      ['id', 'state'],
      [String(sold), '8'],
      [String(normal), '8'],
      [String(sold), '0'],
      [String(other), '2'],
    ]);
    const res = await importCsv(t, admin, csv, { locale: 'ja' });
    expect(resultOf(res)).toEqual({
      created: 0,
      updated: 1,
      unchanged: 1,
      total: 4,
      dry_run: false,
      failed: [
        {
          row: 3,
          id: normal,
          errors: {
            state: [
              '状態は0（通常）、2（商談中）、7（停止）のいずれかにしてください。8（売約済み）は注文でのみ設定されます。',
            ],
          },
        },
        { row: 4, id: sold, errors: { id: ['このロゴはファイルのより前の行にすでにあります。'] } },
      ],
    });
    expect((await logoRow(t, normal!))!.state).toBe(0);
    expect((await logoRow(t, other!))!.state).toBe(2);
    expect((await changeLogsOf(t, other!)).filter((l) => l.field === 'state')).toEqual([
      { user_id: admin.id, field: 'state', old_value: '0', new_value: '2' },
    ]);
    const again = await importCsv(
      t,
      admin,
      csvText([
        ['id', 'state'],
        [String(sold), '0'],
      ]),
    );
    expect(resultOf(again).failed).toEqual([
      { row: 2, id: sold, errors: { state: ['This logo is sold, so its state can no longer change.'] } },
    ]);
  });

  it('refuses unknown logos, members as designers, erased texts and images neither stored nor zipped', async () => {
    const [id] = await ids(
      sql`select id from logos where state = 0 and name_en is not null order by id limit 1 offset 5`,
    );
    const csv = csvText([
      ['id', 'name_en', 'designer_email', 'image_main'],
      ['99999', 'Ghost', '', ''],
      [String(id), 'Fine', 'member@logoya.test', ''],
      [String(id), '', '', 'nowhere.png'],
    ]);
    const res = await importCsv(t, admin, csv);
    expect(resultOf(res).failed).toEqual([
      { row: 2, id: 99999, errors: { id: ['The logo was not found.'] } },
      { row: 3, id, errors: { designer_email: ['The designer was not found.'] } },
      {
        row: 4,
        id,
        errors: {
          id: ['This logo is already in an earlier row of the file.'],
        },
      },
    ]);
    const alone = await importCsv(
      t,
      admin,
      csvText([
        ['id', 'name_en', 'image_main'],
        [String(id), ' ', 'nowhere.png'],
      ]),
    );
    expect(resultOf(alone).failed).toEqual([
      {
        row: 2,
        id,
        errors: {
          name_en: ['please enter a value'],
          image_main: ['This image is neither in the images zip nor one of the logo’s current images.'],
        },
      },
    ]);
  });
});
