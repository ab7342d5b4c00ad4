import http from 'node:http';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { csvText, formBody, importCsv } from '../../../../test/fixtures/staff-logos/logo-csv.fixtures.ts';
import { type Caller, staffCallers } from '../../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { rows } from '../../../platform/db/db.ts';

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

  // Issue 22, defect 3: with the default ZIP_MAX_MB (200) the parser lets a CSV part run past 5 MB,
  // and the CSV reader's own refusal used to hang for ever instead of answering.
  const sixMb = `name_ja,name_en,name_vi,explain\r\n${`${'x'.repeat(1000)},b,c,d\r\n`.repeat(6300)}`;
  const inTime = <T>(work: Promise<T>, ms = 10_000) =>
    Promise.race([
      work,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
      ),
    ]);

  it('answers 413 at once for a 6 MB CSV, with the limit in the message, and the next call works', async () => {
    expect(Buffer.byteLength(sixMb)).toBeGreaterThan(6 * 1024 * 1024);
    const before = await count(sql`select count(*)::int as n from logos`);
    const upload = (locale: string, zip?: Buffer) => {
      const body = formBody({}, [
        { field: 'csv', name: 'big.csv', type: 'text/csv', data: Buffer.from(sixMb) },
        ...(zip ? [{ field: 'images', name: 'i.zip', type: 'application/zip', data: zip }] : []),
      ]);
      // In 64 KB chunks, as a network delivers it (one chunk of 6 MB never showed the hang).
      const chunks = Array.from({ length: Math.ceil(body.payload.length / 65_536) }, (_, i) =>
        body.payload.subarray(i * 65_536, (i + 1) * 65_536),
      );
      return inTime(
        t.app.inject({
          method: 'POST',
          url: '/api/logo/import',
          payload: Readable.from(chunks),
          headers: { ...body.headers, ...admin.headers, locale },
        }),
      );
    };
    for (const [locale, message] of [
      ['en', 'The CSV file may not be larger than 5 MB.'],
      ['ja', 'CSVファイルは5MB以下にしてください。'],
      ['vi', 'Tệp CSV không được lớn hơn 5 MB.'],
    ] as const) {
      const res = await upload(locale);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message, errors: { csv: [message] } });
    }
    // An images part after the refused CSV is read and dropped.
    const withZip = await upload('en', Buffer.alloc(100_000, 1));
    expect(withZip.statusCode).toBe(413);
    expect(withZip.json().errors).toEqual({ csv: ['The CSV file may not be larger than 5 MB.'] });
    const good = csvText([
      ['name_ja', 'name_en', 'name_vi', 'explain'],
      ['次', 'Next', 'Tiếp', 'x'],
    ]);
    const next = await inTime(importCsv(t, admin, good, { query: '?dry_run=1' }));
    expect(next.statusCode).toBe(200);
    expect(next.json().data).toMatchObject({ created: 1, dry_run: true });
    expect(await count(sql`select count(*)::int as n from logos`)).toBe(before);
  });

  it('leaves a kept-alive connection clean after the 413: the next request on it is answered', async () => {
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
      new Promise<{ status: number; text: string; reused: boolean }>((resolve, reject) => {
        const req = http.request(
          { host: address.hostname, port: address.port, method, path, headers, agent },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => {
              text += c;
            });
            res.on('end', () => resolve({ status: res.statusCode!, text, reused: req.reusedSocket }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      const form = formBody({}, [
        { field: 'csv', name: 'big.csv', type: 'text/csv', data: Buffer.from(sixMb) },
      ]);
      const big = await inTime(
        send('POST', '/api/logo/import', { ...form.headers, ...admin.headers, locale: 'en' }, form.payload),
      );
      expect(big.status).toBe(413);
      expect(JSON.parse(big.text).message).toBe('The CSV file may not be larger than 5 MB.');
      const health = await inTime(send('GET', '/healthz', {}));
      expect(health.status).toBe(200);
      expect(health.reused).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});
