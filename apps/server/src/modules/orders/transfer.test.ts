import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import {
  buyingCalls,
  expireEverything,
  holdsOn,
  logoState,
  makeStaff,
} from '../../../test/fixtures/orders.ts';
import { rows } from '../../platform/db/db.ts';
import { sweepOrders } from './index.ts';

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

  const json = { 'content-type': 'application/json' };
  const confirm = (id: number, headers: Record<string, string>, payload?: string, locale = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/order/update-status/${id}`,
      headers: { ...admin.headers, locale, ...headers },
      ...(payload !== undefined ? { payload } : {}),
    });

  it('is confirmed with the body left out, as documented: no body, an empty JSON body, {} (issue 22)', async () => {
    const cases: [string, Record<string, string>, string | undefined][] = [
      ['no body', {}, undefined],
      ['no body, Content-Type: application/json', json, undefined],
      ['{}', json, '{}'],
      ['null', json, 'null'],
      ['{"status": 2}', json, '{"status":2}'],
    ];
    for (const [label, headers, payload] of cases) {
      const [x] = await takeLogos(t, 1);
      const order = (await qrOrder(a, [x!])).json().data;
      const res = await confirm(order.id, headers, payload);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
      expect(res.json(), label).toMatchObject({
        data: { id: order.id, status: 2, payment_status: 2 },
        message: 'The payment was confirmed.',
      });
      expect(await logoState(t, x!), label).toBe(8);
    }
    // The OpenAPI description says so too.
    const spec = t.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { required?: boolean } }>>;
    };
    expect(spec.paths['/api/order/update-status/{id}']?.put?.requestBody?.required).toBe(false);
    expect(spec.paths['/api/cart']?.post?.requestBody?.required).toBe(true);
  });

  it('refuses any other body with 422 and the catalogue message, and changes nothing', async () => {
    const [x] = await takeLogos(t, 1);
    const order = (await qrOrder(a, [x!])).json().data;
    const status = 'Only status 2 (paid) can be set.';
    const body = 'Send {"status": 2} as a JSON object, or no body at all.';
    const cases: [string, string, string][] = [
      ['{"status":3}', 'status', status],
      ['{"status":"2"}', 'status', status],
      ['{"status":null}', 'status', status],
      ['[]', 'body', body],
      ['"text"', 'body', body],
      ['2', 'body', body],
      ['true', 'body', body],
    ];
    for (const [payload, field, message] of cases) {
      const res = await confirm(order.id, json, payload);
      expect(res.statusCode, payload).toBe(422);
      expect(res.json(), payload).toEqual({ message, errors: { [field]: [message] } });
    }
    expect((await confirm(order.id, json, '{"status":3}', 'ja')).json().message).toBe(
      'ステータスは2（入金済み）のみ指定できます。',
    );
    expect((await confirm(order.id, json, '[]', 'vi')).json().message).toBe(
      'Hãy gửi {"status": 2} dưới dạng đối tượng JSON, hoặc không gửi nội dung.',
    );
    const broken = await confirm(order.id, json, '{');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The request body is not valid JSON.' });
    expect(await logoState(t, x!)).toBe(2);
    // Only this call reads an empty JSON body as none: the others still refuse it.
    const cart = await t.app.inject({ method: 'POST', url: '/api/cart', headers: { ...a.headers, ...json } });
    expect(cart.statusCode).toBe(400);
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

  it('gives admins what 入金完了 is checked against: the buyer, the note, the amount, the date (issue 24)', async () => {
    const [x] = await takeLogos(t, 1);
    const order = (await qrOrder(a, [x!])).json().data;
    const [buyer] = await rows<{
      recipient_name: string;
      recipient_company: string;
      recipient_email: string;
    }>(
      t.database.db,
      sql`select recipient_name, recipient_company, recipient_email from orders where id = ${order.id}`,
    );
    const url = `/api/orders?search_text=${order.invoice_num}`;
    const listed = (await buying.inject(admin, 'GET', url)).json().data;
    expect(listed).toEqual([
      expect.objectContaining({
        id: order.id,
        user: {
          name: buyer!.recipient_name,
          company_name: buyer!.recipient_company,
          email: buyer!.recipient_email,
        },
        transfer_note: `LOGOYA ${order.invoice_num}`,
        total_amount: order.total_amount,
        currency: 'VND',
        purchase_date: order.purchase_date,
      }),
    ]);
    expect(buyer!.recipient_email).toMatch(/@/);
    // Designers and members see no buyer: the list stays the admins', for every id (ADR 0076).
    for (const who of [designer, a]) {
      const res = await buying.inject(who, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(buyer!.recipient_email);
    }
    // The order the buyer sees is unchanged: no staff fields.
    const own = (await buying.inject(a, 'GET', `/api/order/${order.id}`, undefined, 'vi')).json().data;
    expect(own).not.toHaveProperty('transfer_note');
    expect(own.user).toEqual({ name: buyer!.recipient_name });
  });
});
