import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { withinDeadline } from '../../../test/deadline.ts';
import { type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { makeStaff } from '../../../test/fixtures/orders.ts';

/**
 * The dashboard's figures on a small fixture written straight into the tables, in January 2025
 * (no other test data is that old). Times sit on both sides of midnight in Tokyo (15:00 UTC).
 */

let t: TestApp;
let admin: Member;
let d1: Member;
let d2: Member;
let m1: Member;
let m2: Member;
let m3: Member;
let l1: number;
let l2: number;
let l3: number;
let serial = 0;

async function order(
  o: { user: Member; status: number; currency: string; purchase: string; payment?: string },
  lines: { logo: number; price: number; manual?: number; motion?: number }[],
) {
  const total = lines.reduce((s, l) => s + l.price + (l.manual ?? 0) + (l.motion ?? 0), 0);
  const result = await t.database.db.execute(sql`insert into orders
      (invoice_num, user_id, status, payment_status, payment_type, lang, currency, tax, total_amount, purchase_date, payment_date)
    values (${`DASH-${++serial}`}, ${o.user.id}, ${o.status}, ${o.status}, 1, 'ja', ${o.currency}, 0, ${total},
      ${o.purchase}::timestamptz, ${o.payment ?? null}::timestamptz)
    returning id`);
  const id = Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
  for (const l of lines) {
    await t.database.db.execute(sql`insert into order_logos
        (order_id, logo_id, price, logo_manual, logo_manual_price, logo_motion, logo_motion_price, main_name, sub_name)
      values (${id}, ${l.logo}, ${l.price}, ${Boolean(l.manual)}, ${l.manual ?? 0}, ${Boolean(l.motion)}, ${l.motion ?? 0}, 'M', 'S')`);
  }
}

async function favorite(user: Member, logo: number, created: string) {
  await t.database.db.execute(sql`insert into favorites (user_id, logo_id, created_at)
    values (${user.id}, ${logo}, ${created}::timestamptz)`);
}

/** A keep in the history, ended as `outcome` half an hour after it started. */
async function keptOnce(user: Member, logo: number, started: string, outcome: string) {
  await t.database.db.execute(sql`insert into keep_events (user_id, logo_id, started_at, ended_at, outcome)
    values (${user.id}, ${logo}, ${started}::timestamptz, ${started}::timestamptz + interval '30 minutes', ${outcome})`);
}

async function member(created: string, verified: boolean, role = 'user') {
  await t.database.db.execute(sql`insert into users (name, email, role, created_at, email_verified_at)
    values ('Dash', ${`dash-${++serial}@example.test`}, ${role}, ${created}::timestamptz,
      ${verified ? created : null}::timestamptz)`);
}

beforeAll(async () => {
  t = await createTestApp({ logos: 8 });
  admin = await makeStaff(t, await newMember(t), 'admin');
  d1 = await makeStaff(t, await newMember(t), 'designer');
  d2 = await makeStaff(t, await newMember(t), 'designer');
  [m1, m2, m3] = [await newMember(t), await newMember(t), await newMember(t)];
  [l1, l2, l3] = (await takeLogos(t, 3)) as [number, number, number];
  await t.database.db.execute(sql`update logos set designer_id = ${d1.id} where id in (${l1}, ${l2})`);
  await t.database.db.execute(
    sql`update logos set designer_id = ${d2.id}, name_ja = 'ダッシュ三' where id = ${l3}`,
  );

  // Paid at 00:00 on 10 Jan in Tokyo, placed the evening before (outside the period's orders).
  await order(
    { user: m1, status: 2, currency: 'JPY', purchase: '2025-01-09T14:00Z', payment: '2025-01-09T15:00Z' },
    [{ logo: l1, price: 13200, manual: 5500 }],
  );
  await order(
    { user: m1, status: 2, currency: 'USD', purchase: '2025-01-10T15:30Z', payment: '2025-01-10T15:30Z' },
    [
      { logo: l2, price: 19800 },
      { logo: l3, price: 19800, motion: 9900 },
    ],
  );
  await order({ user: m2, status: 1, currency: 'VND', purchase: '2025-01-11T01:00Z' }, [
    { logo: l3, price: 968000 },
  ]);
  await order({ user: m2, status: 3, currency: 'JPY', purchase: '2025-01-12T10:00Z' }, [
    { logo: l2, price: 13200 },
  ]);
  // Placed at 23:00 on 12 Jan in Tokyo, paid on the 13th: an order of the period, a sale outside it.
  await order(
    { user: m3, status: 2, currency: 'JPY', purchase: '2025-01-12T14:00Z', payment: '2025-01-12T15:00Z' },
    [{ logo: l3, price: 13200 }],
  );

  await member('2025-01-10T03:00Z', true);
  await member('2025-01-10T04:00Z', false);
  await member('2025-01-12T16:00Z', true);
  await member('2025-01-11T05:00Z', true, 'designer');

  // The keep history: m1 kept l1 and bought it before the period; m3 kept l3 at 23:00 on 9 Jan in
  // Tokyo (before the period) and released it; m2 kept l3 at 00:30 on 10 Jan in Tokyo (in the
  // period, though 9 Jan in UTC) and never paid; m1 kept l2 and bought it that night.
  await favorite(m1, l2, '2025-01-10T10:00Z');
  await favorite(m2, l3, '2025-01-11T00:00Z');
  await favorite(m2, l1, '2025-01-08T00:00Z');
  await favorite(m3, l3, '2025-01-12T01:00Z');
  await keptOnce(m1, l1, '2025-01-08T00:00Z', 'bought');
  await keptOnce(m3, l3, '2025-01-09T14:00Z', 'released');
  await keptOnce(m2, l3, '2025-01-09T15:30Z', 'expired');
  await keptOnce(m1, l2, '2025-01-10T10:00Z', 'bought');
  await t.database.db.execute(sql`update logos l set favorites_count = (select count(*) from favorites f where f.logo_id = l.id)
    where l.id in (${l1}, ${l2}, ${l3})`);
});
afterAll(() => t.close());

const stats = (who: Member | null, query = 'from=2025-01-10&to=2025-01-12', locale = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/dashboard/stats?${query}`,
    headers: { ...(who?.headers ?? {}), locale },
  });
const money = (JPY: number, USD: number, VND = 0) => ({ USD, JPY, VND });

describe('dashboard figures', () => {
  it('counts the whole shop per Tokyo day', async () => {
    const res = await stats(admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      from: '2025-01-10',
      to: '2025-01-12',
      time_zone: 'Asia/Tokyo',
      scope: 'shop',
      designer_id: null,
    });
    expect(data.days).toEqual([
      { date: '2025-01-10', orders: 0, paid_orders: 1, sales: money(18700, 0), new_members: 1 },
      { date: '2025-01-11', orders: 2, paid_orders: 1, sales: money(0, 49500), new_members: 0 },
      { date: '2025-01-12', orders: 2, paid_orders: 0, sales: money(0, 0), new_members: 0 },
    ]);
    expect(data.totals).toEqual({ orders: 4, paid_orders: 2, sales: money(18700, 49500), new_members: 1 });
    expect(data.conversion).toEqual({ keeps: 2, purchased: 1, rate: 0.5 });
    expect(data.top_favorites).toEqual([
      { logo_id: l3, logo_name: 'ダッシュ三', favorites: 2, favorites_total: 2 },
      { logo_id: l2, logo_name: expect.any(String), favorites: 1, favorites_total: 1 },
    ]);
  });

  it('shows a designer only their own logos, without new members', async () => {
    const mine = (await stats(d1)).json().data;
    expect(mine).toMatchObject({ scope: 'designer', designer_id: d1.id });
    expect(mine.days).toEqual([
      { date: '2025-01-10', orders: 0, paid_orders: 1, sales: money(18700, 0), new_members: null },
      { date: '2025-01-11', orders: 1, paid_orders: 1, sales: money(0, 19800), new_members: null },
      { date: '2025-01-12', orders: 1, paid_orders: 0, sales: money(0, 0), new_members: null },
    ]);
    expect(mine.totals).toEqual({ orders: 2, paid_orders: 2, sales: money(18700, 19800), new_members: null });
    expect(mine.conversion).toEqual({ keeps: 1, purchased: 1, rate: 1 });
    expect(mine.top_favorites.map((f: { logo_id: number }) => f.logo_id)).toEqual([l2]);

    const other = (await stats(d2)).json().data;
    expect(other.totals).toEqual({ orders: 3, paid_orders: 1, sales: money(0, 29700), new_members: null });
    expect(other.conversion).toEqual({ keeps: 1, purchased: 0, rate: 0 });
    expect(other.top_favorites).toEqual([
      { logo_id: l3, logo_name: 'ダッシュ三', favorites: 2, favorites_total: 2 },
    ]);

    // An admin sees the same with designer_id; a designer cannot look at another designer.
    const asAdmin = (await stats(admin, `from=2025-01-10&to=2025-01-12&designer_id=${d1.id}`)).json().data;
    expect(asAdmin).toEqual(mine);
    const peek = await stats(d1, `designer_id=${d2.id}`);
    expect(peek.statusCode).toBe(403);
    expect((await stats(d1, `from=2025-01-10&to=2025-01-12&designer_id=${d1.id}`)).json().data).toEqual(mine);
  });

  it('defaults to the last 30 days in Tokyo, with no sales in an empty period', async () => {
    const data = (await stats(admin, '')).json().data;
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(data.to).toBe(today);
    expect(data.days).toHaveLength(30);
    expect(data.days[0].date).toBe(data.from);
    const quiet = (await stats(admin, 'from=2024-06-01&to=2024-06-02')).json().data;
    expect(quiet.totals).toEqual({ orders: 0, paid_orders: 0, sales: money(0, 0), new_members: 0 });
    expect(quiet.conversion).toEqual({ keeps: 0, purchased: 0, rate: null });
    expect(quiet.top_favorites).toEqual([]);
  });

  it('refuses bad periods and designer ids with 422', async () => {
    const cases: [string, string, string][] = [
      ['from=2025-01-12&to=2025-01-10', 'from', 'The start date must not be after the end date.'],
      ['from=2024-01-01&to=2025-01-01', 'to', 'The period may be at most 366 days.'],
      ['from=2025-02-30', 'from', 'The date must be a real date written YYYY-MM-DD.'],
      ['to=yesterday', 'to', 'The date must be a real date written YYYY-MM-DD.'],
      [`designer_id=${m1.id}`, 'designer_id', 'The designer does not exist.'],
      ['designer_id=abc', 'designer_id', 'The designer id must be a positive whole number.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await stats(admin, query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors, query).toEqual({ [field]: [message] });
    }
    const ja = await stats(admin, 'from=2025-01-12&to=2025-01-10', 'ja');
    expect(ja.json().message).toBe('開始日は終了日以前の日付にしてください。');
  });

  it('answers days at the edges with 422 at once, for a designer too, and stays up (issue 22)', async () => {
    const outside = 'The date must be between 2000-01-01 and 2099-12-31.';
    const invalid = 'The date must be a real date written YYYY-MM-DD.';
    const cases: [string, string | string[], string][] = [
      // Once: 30 days ending 9999-12-31, whose last step wrote '+010000-01' and never ended.
      ['to=9999-12-31', 'to', outside],
      ['from=9999-12-31&to=9999-12-31', ['from', 'to'], outside],
      ['from=9999-12-02', 'from', outside],
      ['from=0001-01-01&to=0001-01-31', ['from', 'to'], outside],
      ['from=0001-01-01&to=9999-12-31', ['from', 'to'], outside],
      ['from=2000-01-01&to=2099-12-31', 'to', 'The period may be at most 366 days.'],
      ['from=2099-12-31&to=2000-01-01', 'from', 'The start date must not be after the end date.'],
      ['from=2026-02-30&to=2026-03-01', 'from', invalid],
      [`to=${encodeURIComponent('+010000-01-01')}`, 'to', invalid],
      ['to=10000-01-01', 'to', invalid],
      ['from=2026-01-01&from=2026-01-02', 'from', invalid],
    ];
    for (const who of [admin, d1]) {
      for (const [query, fields, message] of cases) {
        const res = await withinDeadline(`GET /api/dashboard/stats?${query}`, 5_000, () => stats(who, query));
        expect(res.statusCode, query).toBe(422);
        const errors = Object.fromEntries([fields].flat().map((field) => [field, [message]]));
        expect(res.json(), query).toEqual({ message, errors });
      }
    }
    const ja = await withinDeadline('ja', 5_000, () => stats(admin, 'to=9999-12-31', 'ja'));
    expect(ja.json().message).toBe('日付は2000-01-01から2099-12-31までの間で入力してください。');
    const vi = await withinDeadline('vi', 5_000, () => stats(admin, 'to=9999-12-31', 'vi'));
    expect(vi.json().message).toBe('Ngày phải nằm trong khoảng từ 2000-01-01 đến 2099-12-31.');
    // The window's last days still answer, and the shop answers after the refusals.
    const last = await withinDeadline('last days', 5_000, () => stats(admin, 'to=2099-12-31'));
    expect(last.statusCode).toBe(200);
    expect(last.json().data).toMatchObject({ from: '2099-12-02', to: '2099-12-31' });
    expect(last.json().data.days).toHaveLength(30);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('is for staff only: 401 for guests, 403 for members', async () => {
    expect((await stats(null)).statusCode).toBe(401);
    expect((await stats(m1)).statusCode).toBe(403);
  });
});
