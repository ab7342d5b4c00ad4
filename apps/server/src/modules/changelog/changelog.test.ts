import type { ChangeLogPage } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { buyingCalls } from '../../../test/fixtures/orders.ts';
import {
  type Caller,
  call,
  GUEST,
  logoRow,
  logosOf,
  staffCallers,
  validBasics,
} from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * The change log (SPEC §2 Logs): rows written by state changes (by staff and by sales) and edits,
 * and the admin's list with its filters. Append-only: no call changes a row.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Caller;
let designer: Caller;
let member: Caller;
let stopped: number;
let edited: number;
let sold: number;
let buyerId: number;

/** Today and tomorrow in Japan, as the back office counts days. */
const tokyoDay = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Tokyo' });

beforeAll(async () => {
  t = await createTestApp({ logos: 20, env: { ORDER_SWEEP_INTERVAL_MS: '0' } });
  ({ admin, designer, member } = await staffCallers(t));
  stopped = (await takeLogos(t, 1))[0]!;
  await call(t, admin, 'POST', `/api/logo/${stopped}/update-state`, { state: 7 });
  edited = (await logosOf(t, designer.id))[0]!;
  await call(t, designer, 'POST', `/api/logo/${edited}/detail`, { data: validBasics(' log') });
  sold = (await takeLogos(t, 1))[0]!;
  const buyer = await newMember(t);
  buyerId = buyer.id;
  const bought = await buyingCalls(() => t).buy(buyer, [sold!]);
  if (bought.res.statusCode !== 201) throw new Error(`buy: ${bought.res.statusCode} ${bought.res.body}`);
});
afterAll(() => t.close());

const list = async (query: string, who: Caller = admin, locale = 'en') =>
  call(t, who, 'GET', `/api/logs${query}`, undefined, locale);
const page = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChangeLogPage>();
};

describe(`GET /api/logs (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lists who changed what, newest first, with logo and user names', async () => {
    const { data, meta } = await page('?per_page=100');
    const [count] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from change_logs`);
    expect(meta.total).toBe(count!.n);
    expect(data.map((r) => r.id)).toEqual([...data.map((r) => r.id)].sort((a, b) => b - a));
    const byStaff = data.find((r) => r.logo_id === stopped && r.field === 'state')!;
    expect(byStaff).toMatchObject({
      user_id: admin.id,
      user_name: 'Logoya 管理者',
      old_value: '0',
      new_value: '7',
    });
    expect(byStaff.logo_name).toBe((await logoRow(t, stopped!))!.name_ja);
    expect(new Date(byStaff.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const bySale = data.filter((r) => r.logo_id === sold && r.field === 'state');
    expect(bySale).toEqual([expect.objectContaining({ user_id: buyerId, old_value: '0', new_value: '8' })]);
    const byEdit = data.find((r) => r.logo_id === edited && r.field === 'logo_name')!;
    expect(byEdit).toMatchObject({
      user_id: designer.id,
      user_name: 'Mika Tanaka',
      new_value: 'テストロゴ log',
    });
  });

  it('filters by logo, user, days in Japan time and text', async () => {
    expect((await page(`?logo_id=${stopped}`)).data.map((r) => r.field)).toEqual(['state']);
    const mine = await page(`?user_id=${designer.id}&per_page=100`);
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((r) => r.user_id === designer.id && r.logo_id === edited)).toBe(true);
    const total = (await page('')).meta.total;
    expect((await page(`?date_from=${tokyoDay()}&date_to=${tokyoDay()}`)).meta.total).toBe(total);
    expect((await page(`?date_from=${tokyoDay(1)}`)).meta.total).toBe(0);
    expect((await page(`?date_to=${tokyoDay(-1)}`)).meta.total).toBe(0);
    const text = await page('?search_text=Mika');
    expect(text.data.every((r) => r.user_name === 'Mika Tanaka')).toBe(true);
    expect(text.meta.total).toBe(mine.meta.total);
    const sorted = await page('?sort_field=field&sort_value=asc&per_page=100');
    const fields = sorted.data.map((r) => r.field);
    expect(fields).toEqual([...fields].sort());
    const past = await page('?page=99');
    expect(past.data).toEqual([]);
    expect(past.meta.current_page).toBe(99);
  });

  it('names the designers of a designer change beside their ids, and finds them by name (issue 24)', async () => {
    const { designer2 } = await staffCallers(t);
    const moved = (await logosOf(t, designer.id))[1]!;
    const res = await call(t, admin, 'POST', `/api/logo/${moved}/detail`, {
      data: { ...validBasics(' moved'), designer_id: designer2.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = await page(`?logo_id=${moved}&per_page=100`);
    const change = data.find((r) => r.field === 'designer_id');
    expect(change).toMatchObject({
      old_value: String(designer.id),
      old_label: 'Mika Tanaka',
      new_value: String(designer2.id),
      new_label: 'Linh Nguyen',
    });
    // Other fields carry no label: their values are read as they are.
    expect(
      data
        .filter((r) => r.field !== 'designer_id')
        .every((r) => r.old_label === null && r.new_label === null),
    ).toBe(true);
    const found = await page(`?search_text=${encodeURIComponent('Linh Nguyen')}&per_page=100`);
    expect(found.data.map((r) => r.id)).toContain(change!.id);
  });

  it('refuses bad dates, columns and page sizes with clear messages', async () => {
    const bad = await list('?date_from=2025-02-30');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.date_from).toEqual(['The date must be a real date written YYYY-MM-DD.']);
    const ja = await list('?date_to=2025/01/01', admin, 'ja');
    expect(ja.json().errors.date_to).toEqual(['日付はYYYY-MM-DD形式の正しい日付で入力してください。']);
    const order = await list('?date_from=2025-03-02&date_to=2025-03-01');
    expect(order.statusCode).toBe(422);
    expect(order.json().errors.date_from).toEqual(['The start date must not be after the end date.']);
    const column = await list('?sort_field=old_value');
    expect(column.json().errors.sort_field).toEqual(['This column cannot be sorted.']);
    expect((await list('?per_page=7')).statusCode).toBe(422);
    expect((await list('?logo_id=abc')).statusCode).toBe(422);
  });

  it('takes only days of the window as a range, whatever the ends sent (issue 22)', async () => {
    const outside = 'The date must be between 2000-01-01 and 2099-12-31.';
    const invalid = 'The date must be a real date written YYYY-MM-DD.';
    const cases: [string, Record<string, string[]>][] = [
      ['?date_from=0001-01-01', { date_from: [outside] }],
      ['?date_to=9999-12-31', { date_to: [outside] }],
      ['?date_from=0001-01-01&date_to=9999-12-31', { date_from: [outside], date_to: [outside] }],
      ['?date_from=1999-12-31&date_to=2100-01-01', { date_from: [outside], date_to: [outside] }],
      [
        '?date_from=2099-12-31&date_to=2000-01-01',
        { date_from: ['The start date must not be after the end date.'] },
      ],
      [`?date_to=${encodeURIComponent('+010000-01-01')}`, { date_to: [invalid] }],
      ['?date_from=2026-02-30', { date_from: [invalid] }],
      ['?date_from=2026-01-01&date_from=2026-01-02', { date_from: [invalid] }],
    ];
    for (const [query, errors] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toEqual({ message: Object.values(errors)[0]![0], errors });
    }
    expect((await list('?date_to=9999-12-31', admin, 'vi')).json().message).toBe(
      'Ngày phải nằm trong khoảng từ 2000-01-01 đến 2099-12-31.',
    );
    // The whole window is one range the log takes: its days only bound the rows in SQL.
    const all = await page('?date_from=2000-01-01&date_to=2099-12-31&per_page=10');
    expect(all.meta.total).toBe((await page('?per_page=10')).meta.total);
  });

  it('is for admins only, and no call edits or deletes a row', async () => {
    expect((await list('', designer)).statusCode).toBe(403);
    expect((await list('', member)).statusCode).toBe(403);
    expect((await list('', GUEST)).statusCode).toBe(401);
    const [first] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from change_logs order by id limit 1`,
    );
    for (const method of ['PUT', 'DELETE', 'POST'] as const) {
      const res = await call(
        t,
        admin,
        method,
        `/api/logs/${first!.id}`,
        method === 'DELETE' ? undefined : {},
      );
      expect(res.statusCode).toBe(404);
    }
    expect((await call(t, admin, 'DELETE', '/api/logs')).statusCode).toBe(404);
  });
});
