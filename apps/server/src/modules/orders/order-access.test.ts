import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { newMember } from '../../../test/fixtures/favorites.ts';
import { buyingCalls, putZip } from '../../../test/fixtures/orders.ts';
import {
  type Caller,
  logosOf,
  staffCallers,
} from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * Who sees what of an order (ADR 0076), call by call: the buyer and admins everything, a designer
 * only their own lines of orders holding one of their logos and nothing of the buyer, anyone else
 * 404 as for a missing order; invoices and download links are the buyer's (invoices also admins').
 */

let t: TestApp;
let admin: Caller;
let designer: Caller;
let designer2: Caller;
let member: Caller;
let buyer: Caller;
/** One logo of each designer (the first with its zip); a second one of designer's for the QR order. */
let d1: number;
let d1Qr: number;
let d2: number;
/** Paid orders of the buyer: one holding a logo of each designer, one only designer2's. */
let mixed: { id: number; paymentIntent: string };
let onlyD2: { id: number };
/** A QR order of designer's logo, waiting for the transfer. */
let waiting: { id: number };

const BUYER = { name: 'Hanako Buyer', company: 'Buyer Trading KK', email: 'hanako.buyer@example.test' };
const NOT_FOUND = 'The order was not found.';
const buying = buyingCalls(() => t);
const get = (who: Caller | null, url: string) => buying.inject(who, 'GET', url);

beforeAll(async () => {
  t = await createTestApp({ logos: 40, env: { ORDER_SWEEP_INTERVAL_MS: '0' } });
  ({ admin, designer, designer2, member } = await staffCallers(t));
  buyer = await newMember(t);
  const mine = await logosOf(t, designer.id);
  const theirs = await logosOf(t, designer2.id);
  [d1, d1Qr, d2] = [mine[0]!, mine[1]!, theirs[0]!];
  const d2b = theirs[1]!;
  await putZip(t, d1);
  const bought = await buying.buy(buyer, [d1, d2]);
  expect(bought.res.statusCode).toBe(201);
  mixed = { id: bought.res.json().data.order.id, paymentIntent: bought.paymentIntent };
  onlyD2 = { id: (await buying.buy(buyer, [d2b])).res.json().data.order.id };
  const items = await buying.fillCart(buyer, [d1Qr], 'vi');
  const s = await buying.summary(buyer, items, 'vi');
  const qr = await buying.inject(
    buyer,
    'POST',
    '/api/order-qa',
    { products: items, amount: s.total, lang: 'vi', payment_method_id: 2 },
    'vi',
  );
  expect(qr.statusCode).toBe(201);
  waiting = { id: qr.json().data.id };
  // The buyer's contact details as the orders keep them, easy to spot in any answer.
  await t.database.db.execute(sql`update orders set recipient_name = ${BUYER.name},
    recipient_company = ${BUYER.company}, recipient_email = ${BUYER.email} where user_id = ${buyer.id}`);
});
afterAll(() => t.close());

/** 404 with the order's message and nothing else, word for word what a missing order answers. */
function expectNoOrder(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: NOT_FOUND });
}

/** No trace of the buyer's name, company or e-mail anywhere in the answer. */
function expectNoBuyer(res: LightMyRequestResponse) {
  for (const value of Object.values(BUYER)) expect(res.body).not.toContain(value);
}

describe('GET /api/order/{id}', () => {
  it('gives the buyer and admins the whole order, with the buyer’s name', async () => {
    for (const who of [buyer, admin]) {
      const res = await get(who, `/api/order/${mixed.id}`);
      expect(res.statusCode).toBe(200);
      const order = res.json().data;
      expect(order).not.toHaveProperty('view');
      expect(order.user).toEqual({ name: BUYER.name });
      expect(order.invoice_num).toMatch(/^\d{5,}$/);
      expect(order.order_logos.map((l: { logo_id: number }) => l.logo_id).sort()).toEqual([d1, d2].sort());
    }
    expect((await get(admin, `/api/order/${waiting.id}`)).json().data.qr.note).toMatch(/^LOGOYA /);
  });

  it('gives a designer of one of its logos only their lines, the state and the dates, nothing of the buyer', async () => {
    const res = await get(designer, `/api/order/${mixed.id}`);
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(Object.keys(order).sort()).toEqual(
      [
        'currency',
        'delivery_date',
        'id',
        'order_logos',
        'order_number',
        'payment_date',
        'payment_status',
        'purchase_date',
        'status',
        'view',
      ].sort(),
    );
    expect(order).toMatchObject({ view: 'designer', id: mixed.id, status: 2, payment_status: 2 });
    expect(order.payment_date).not.toBeNull();
    expect(order.order_logos).toHaveLength(1);
    expect(order.order_logos[0]).toMatchObject({
      logo_id: d1,
      main_name: 'MAIN',
      sub_name: 'Sub',
      logo_manual: true,
      zip: true,
    });
    expectNoBuyer(res);
    // The other designer of the same order sees their own line only.
    const other = (await get(designer2, `/api/order/${mixed.id}`)).json().data;
    expect(other.order_logos.map((l: { logo_id: number }) => l.logo_id)).toEqual([d2]);
    // A waiting QR order: the state, never the transfer details.
    const qr = await get(designer, `/api/order/${waiting.id}`);
    expect(qr.json().data).toMatchObject({ view: 'designer', status: 1, payment_status: 1 });
    expect(qr.json().data).not.toHaveProperty('qr');
    expect(qr.body).not.toContain('LOGOYA');
    expectNoBuyer(qr);
  });

  it('answers 404 like a missing order to a designer with no logo in it, to another member; 401 to a guest', async () => {
    expectNoOrder(await get(designer, '/api/order/999999'));
    expectNoOrder(await get(designer, `/api/order/${onlyD2.id}`));
    expectNoOrder(await get(member, `/api/order/${mixed.id}`));
    expect((await get(null, `/api/order/${mixed.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/order/receipt/{id}', () => {
  it('is the buyer’s and admins’ PDF; 404 for every designer, even of its logos, and other members', async () => {
    for (const who of [buyer, admin]) {
      const res = await get(who, `/api/order/receipt/${mixed.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    for (const who of [designer, designer2, member])
      expectNoOrder(await get(who, `/api/order/receipt/${mixed.id}`));
    expectNoOrder(await get(designer, `/api/order/receipt/${onlyD2.id}`));
    expect((await get(null, `/api/order/receipt/${mixed.id}`)).statusCode).toBe(401);
  });
});

describe('delivery downloads', () => {
  it('gives the download link to the buyer only; the link opens for the buyer only', async () => {
    const url = `/api/order/download-logo/${mixed.id}?logo_id=${d1}`;
    const mine = await get(buyer, url);
    expect(mine.statusCode).toBe(200);
    for (const who of [admin, designer, designer2, member]) expectNoOrder(await get(who, url));
    expectNoOrder(await get(designer, `/api/order/download-logo/${onlyD2.id}`));
    expect((await get(null, url)).statusCode).toBe(401);
    const link = mine.json().data.url as string;
    for (const who of [admin, designer, member]) expect((await get(who, link)).statusCode).toBe(410);
    expect((await get(null, link)).statusCode).toBe(401);
    expect((await get(buyer, link)).statusCode).toBe(200);
  });

  it('keeps delivery zips out of the public files and the staff zip calls for admins', async () => {
    const [zip] = await rows<{ id: number; storage_key: string }>(
      t.database.db,
      sql`select id, storage_key from zips where logo_id = ${d1}`,
    );
    for (const who of [admin, designer, null]) {
      expect((await get(who, `/files/${zip!.storage_key}`)).statusCode).toBe(404);
    }
    for (const url of ['/api/zips', `/api/zips/find/${zip!.id}`, `/api/zips/${zip!.id}/file`]) {
      expect((await get(admin, url)).statusCode, url).toBe(200);
      // The zip of designer's own logo: the role answers, before any id is read.
      expect((await get(designer, url)).statusCode, url).toBe(403);
      expect((await get(member, url)).statusCode, url).toBe(403);
      expect((await get(null, url)).statusCode, url).toBe(401);
    }
  });
});

describe('staff order calls and the buyer’s own calls', () => {
  it('lists every order to admins only', async () => {
    const list = await get(admin, `/api/orders?search_text=${encodeURIComponent(BUYER.email)}`);
    expect(list.statusCode).toBe(200);
    // Admins see the buyer as on the order, to check a transfer against the statement (ADR 0090).
    expect(list.json().data[0].user).toEqual({
      name: BUYER.name,
      company_name: BUYER.company,
      email: BUYER.email,
    });
    for (const who of [designer, member]) {
      const res = await get(who, '/api/orders');
      expect(res.statusCode).toBe(403);
      expect(res.json()).not.toHaveProperty('data');
    }
    expect((await get(null, '/api/orders')).statusCode).toBe(401);
  });

  it('lets admins alone confirm a transfer; a designer gets the same 403 for any id, so ids tell nothing', async () => {
    const put = (who: Caller | null, id: number) =>
      buying.inject(who, 'PUT', `/api/order/update-status/${id}`, { status: 2 });
    const refusals = await Promise.all([waiting.id, onlyD2.id, 999999].map((id) => put(designer, id)));
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe(refusals[0]!.body);
    }
    expect((await put(member, waiting.id)).statusCode).toBe(403);
    expect((await put(null, waiting.id)).statusCode).toBe(401);
    const ok = await put(admin, waiting.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 2, user: { name: BUYER.name } });
    // Paid now, the designer's view follows the state.
    expect((await get(designer, `/api/order/${waiting.id}`)).json().data.status).toBe(2);
  });

  it('shows no one else the buyer’s orders or payments', async () => {
    for (const who of [designer, admin, member]) {
      expect((await get(who, '/api/order-history')).json().meta.total).toBe(0);
      // Reporting the buyer's card payment as someone else: 404, no order in the answer.
      const res = await buying.order(who, mixed.paymentIntent);
      expect(res.statusCode).toBe(404);
      expect(res.json()).not.toHaveProperty('data');
    }
    expect((await get(buyer, '/api/order-history')).json().meta.total).toBe(3);
  });
});
