import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { rows } from '../../platform/db.ts';
import { type Member, newMember, takeLogos } from '../favorites/favorites.fixtures.ts';
import { sweepOrders } from './index.ts';
import { buyingCalls, expireEverything, holdsOn, logoState, makeStaff } from './orders.fixtures.ts';

let t: TestApp;
let a: Member;
let admin: Member;
let designer: Member;

beforeAll(async () => {
  t = await createTestApp({ logos: 40, env: { ORDER_SWEEP_INTERVAL_MS: '0' } });
  a = await newMember(t);
  admin = await makeStaff(t, await newMember(t), 'admin');
  designer = await makeStaff(t, await newMember(t), 'designer');
});
afterAll(() => t.close());

const buying = buyingCalls(() => t);

async function qrOrder(who: Member, logoIds: number[], status = 2) {
  const items = await buying.fillCart(who, logoIds, 'vi');
  const s = await buying.summary(who, items, 'vi');
  return buying.inject(
    who,
    'POST',
    '/api/order-qa',
    { products: items, amount: s.total, status, lang: 'vi', payment_method_id: 2 },
    'vi',
  );
}

describe('QR bank transfer (vi)', () => {
  it('creates an order waiting for payment, whatever status the browser sends, with the VietQR details', async () => {
    const [x] = await takeLogos(t, 1);
    const res = await qrOrder(a, [x!], 2);
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({ status: 1, payment_status: 1, payment_type: 2, currency: 'VND' });
    expect(order.qr.payload).toContain('970436');
    expect(order.qr.payload).toContain(String(order.total_amount));
    expect(order.qr.note).toBe(`LOGOYA ${order.invoice_num}`);
    expect(order.qr.svg).toMatch(/^<svg/);
    expect(new Date(order.expires_at).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(await logoState(t, x!)).toBe(2);
    // The ordered logo left the cart.
    expect(
      (await buying.inject(a, 'GET', '/api/cart', undefined, 'vi'))
        .json()
        .data.items.some((i: { logo_id: number }) => i.logo_id === x),
    ).toBe(false);
  });

  it('is confirmed by an admin only from status 1 / payment_status 1, and then the logo is sold', async () => {
    const [x] = await takeLogos(t, 1);
    const order = (await qrOrder(a, [x!])).json().data;
    const url = `/api/order/update-status/${order.id}`;
    expect((await buying.inject(null, 'PUT', url, {})).statusCode).toBe(401);
    expect((await buying.inject(a, 'PUT', url, {})).statusCode).toBe(403);
    expect((await buying.inject(designer, 'PUT', url, {})).statusCode).toBe(403);
    const ok = await buying.inject(admin, 'PUT', url, {});
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 2, payment_status: 2 });
    expect(ok.json().data.payment_date).not.toBeNull();
    expect(await logoState(t, x!)).toBe(8);
    expect(await holdsOn(t, [x!])).toBe(0);
    const twice = await buying.inject(admin, 'PUT', url, {});
    expect(twice.statusCode).toBe(409);
    expect((await buying.inject(admin, 'PUT', '/api/order/update-status/999999', {})).statusCode).toBe(404);
  });

  it('expires unpaid after its time: cancelled, and the logo is free again for everyone', async () => {
    const [x] = await takeLogos(t, 1);
    const order = (await qrOrder(a, [x!])).json().data;
    await expireEverything(t);
    const result = await sweepOrders(t.app.ordersDeps);
    expect(result.expiredOrders).toBeGreaterThanOrEqual(1);
    const [row] = await rows<{ status: number; payment_status: number }>(
      t.database.db,
      sql`select status, payment_status from orders where id = ${order.id}`,
    );
    expect(row).toMatchObject({ status: 3, payment_status: 3 });
    expect(await logoState(t, x!)).toBe(0);
    expect((await buying.inject(admin, 'PUT', `/api/order/update-status/${order.id}`, {})).statusCode).toBe(
      409,
    );
  });

  it('is not offered in English or Japanese', async () => {
    const [x] = await takeLogos(t, 1);
    const items = await buying.fillCart(a, [x!], 'ja');
    const res = await buying.inject(
      a,
      'POST',
      '/api/order-qa',
      { products: items, amount: 0, payment_method_id: 2 },
      'ja',
    );
    expect(res.statusCode).toBe(422);
    const s = await buying.summary(a, items, 'ja');
    expect(s.payment_methods.find((m) => m.id === 2)?.available).toBe(false);
  });

  it("without a vi price of its own, vi falls back to en's dollars, and a dong transfer is refused", async () => {
    const [x] = await takeLogos(t, 1);
    await t.database.db.execute(sql`delete from price_settings where key = 'logo_price' and lang = 'vi'`);
    try {
      const items = await buying.fillCart(a, [x!], 'vi');
      const s = await buying.summary(a, items, 'vi');
      expect(s.currency).toBe('USD');
      const [en] = await rows<{ value: number }>(
        t.database.db,
        sql`select value from price_settings where key = 'logo_price' and lang = 'en'`,
      );
      expect(s.lines[0]?.logo_price).toBe(Number(en!.value));
      const res = await buying.inject(
        a,
        'POST',
        '/api/order-qa',
        { products: items, amount: s.total, payment_method_id: 2 },
        'vi',
      );
      expect(res.statusCode).toBe(422);
      expect(await holdsOn(t, [x!])).toBe(0);
    } finally {
      await t.database.db.execute(sql`insert into price_settings (key, lang, value) values ('logo_price', 'vi', 968000)
        on conflict (key, lang) do nothing`);
    }
  });
});

describe('staff order list', () => {
  it('lists, searches and sorts every order for admins only', async () => {
    const [x] = await takeLogos(t, 1);
    const order = (await qrOrder(a, [x!])).json().data;
    expect((await buying.inject(a, 'GET', '/api/orders')).statusCode).toBe(403);
    const list = await buying.inject(
      admin,
      'GET',
      `/api/orders?search_text=${order.invoice_num}&sort_field=total_amount&sort_value=DESC`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((o: { id: number }) => o.id)).toContain(order.id);
    expect(list.json().meta).toMatchObject({ current_page: 1, per_page: 10 });
    expect((await buying.inject(admin, 'GET', '/api/orders?sort_field=password')).statusCode).toBe(422);
  });
});
