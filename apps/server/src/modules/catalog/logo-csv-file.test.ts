import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { rows } from '../../platform/db.ts';
import { importCsv } from './logo-csv.fixtures.ts';
import { type Caller, staffCallers } from './staff-logos.fixtures.ts';

/**
 * The import's judgement of the file as a whole (issue 10): a file it cannot read, or a form that
 * is not one, is refused with the reason before any row is written.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ logos: 4 });
  ({ admin } = await staffCallers(t));
});
afterAll(() => t.close());

const count = async (query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: number }>(t.database.db, query))[0]!.n);

describe(`POST /api/logo/import: the file as a whole (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const refused = async (
    csv: string | Buffer | undefined,
    status: number,
    field: string,
    message: string,
    options = {},
  ) => {
    const res = await importCsv(t, admin, csv, options);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
  };

  it('answers 422 for a file it cannot read, and writes nothing', async () => {
    const before = await count(sql`select count(*)::int as n from logos`);
    // ロゴ in Shift_JIS, as Excel's plain "CSV" saves it.
    const sjis = Buffer.concat([
      Buffer.from('name_ja,name_en,name_vi,explain\r\n'),
      Buffer.from([0x83, 0x8d, 0x83, 0x53]),
      Buffer.from(',a,b,c\r\n'),
    ]);
    await refused(
      sjis,
      422,
      'csv',
      'CSVファイルはUTF-8で保存してください（Excelでは「CSV UTF-8（コンマ区切り）」）。',
      { locale: 'ja' },
    );
    await refused(
      'name_ja,name_en\r\nok,ok\r\n"open,x\r\n',
      422,
      'csv',
      'The CSV file cannot be read at row 3: a quoted cell is not closed, or text follows its closing quote.',
    );
    await refused(
      'name_ja,colour\r\na,b\r\n',
      422,
      'csv',
      'The header names a column this import does not know: colour. Use the columns of the export.',
    );
    await refused('name_ja,name_en,name_vi,explain\r\n,,,\r\n', 422, 'csv', 'The CSV file has no logo rows.');
    await refused(undefined, 422, 'csv', 'Choose the CSV file to import.');
    await refused('name_ja\r\na\r\n', 422, 'dry_run', 'dry_run must be 0 or 1.', {
      fields: { dry_run: 'yes' },
    });
    const many = `name_ja,name_en,name_vi,explain\r\n${'a,b,c,d\r\n'.repeat(5001)}`;
    await refused(
      many,
      422,
      'csv',
      'A CSV file may have at most 5000 logo rows. Split it into several files.',
    );
    expect((await importCsv(t, admin, 'x', { query: '?dry_run=2' })).statusCode).toBe(422);
    expect(await count(sql`select count(*)::int as n from logos`)).toBe(before);
  });

  it('answers 415 for a body that is not a form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logo/import',
      payload: { csv: 'name_ja' },
      headers: { ...admin.headers },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      'Send the CSV as multipart/form-data: the file in the field csv, and an images zip in the field images if needed.',
    );
  });
});
