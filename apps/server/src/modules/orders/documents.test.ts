import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { CART_MSG } from '../../../test/fixtures/cart.ts';
import { type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { buyingCalls, makeStaff, putZip } from '../../../test/fixtures/orders.ts';

let t: TestApp;
let a: Member;
let b: Member;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp({ logos: 50, env: { ORDER_SWEEP_INTERVAL_MS: '0' } });
  a = await newMember(t);
  b = await newMember(t);
  admin = await makeStaff(t, await newMember(t), 'admin');
});
afterAll(() => t.close());

const buying = buyingCalls(() => t);

describe('order history', () => {
  it('lists the member’s orders newest first, 25 a page, with the order’s fixed names and prices', async () => {
    const m = await newMember(t);
    const logos = await takeLogos(t, 27);
    for (const id of logos) expect((await buying.buy(m, [id])).res.statusCode).toBe(201);
    const page1 = (await buying.inject(m, 'GET', '/api/order-history')).json();
    expect(page1.data).toHaveLength(25);
    expect(page1.meta).toMatchObject({ current_page: 1, last_page: 2, total: 27, per_page: 25 });
    expect(page1.data[0].order_logos[0].logo_id).toBe(logos[26]);
    const page2 = (await buying.inject(m, 'GET', '/api/order-history?page=2')).json();
    expect(page2.data).toHaveLength(2);
    // Another member sees none of them.
    expect((await buying.inject(b, 'GET', '/api/order-history')).json().meta.total).toBe(0);
    expect((await buying.inject(null, 'GET', '/api/order-history')).statusCode).toBe(401);
    // A page number no list can reach is bad input, not a server error.
    const far = await buying.inject(m, 'GET', '/api/order-history?page=9999999999999999');
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toBe('The page must be at most 2147483647.');
    expect((await buying.inject(m, 'GET', '/api/order-history?page=2147483647')).json().data).toEqual([]);
  });
});

describe('invoice', () => {
  it('is a PDF for the buyer and staff, 404 for another member, 409 before payment', async () => {
    const [x] = await takeLogos(t, 1);
    const order = (await buying.buy(a, [x!], undefined, 'ja')).res.json().data.order;
    const url = `/api/order/receipt/${order.id}`;
    const mine = await buying.inject(a, 'GET', url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await buying.inject(admin, 'GET', url)).statusCode).toBe(200);
    expect((await buying.inject(b, 'GET', url)).statusCode).toBe(404);
    expect((await buying.inject(b, 'GET', `/api/order/${order.id}`)).statusCode).toBe(404);
    expect((await buying.inject(null, 'GET', url)).statusCode).toBe(401);
    await t.database.db.execute(sql`update orders set status = 1, payment_status = 1 where id = ${order.id}`);
    expect((await buying.inject(a, 'GET', url)).statusCode).toBe(409);
    await t.database.db.execute(sql`update orders set status = 2, payment_status = 2 where id = ${order.id}`);
  });
});

describe('download', () => {
  it('gives the buyer a short-lived signed link that only the buyer can use', async () => {
    const [x] = await takeLogos(t, 1);
    const bytes = Buffer.from('PK\u0003\u0004 a zip for the test');
    await putZip(t, x!, bytes);
    const order = (await buying.buy(a, [x!])).res.json().data.order;
    expect(order.order_logos[0].zip).toBe(true);
    expect(order.delivery_date).not.toBeNull();
    const res = await buying.inject(a, 'GET', `/api/order/download-logo/${order.id}`);
    expect(res.statusCode).toBe(200);
    const link = res.json().data;
    expect(new Date(link.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(link.url).toMatch(/^\/api\/downloads\//);
    const file = await buying.inject(a, 'GET', link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.rawPayload.equals(bytes)).toBe(true);
    // In the browser it is a plain link: the session cookie alone opens it (ADR 0026).
    const token = a.headers.authorization!.slice('Bearer '.length);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: link.url,
      headers: { cookie: `logoya_session=${token}` },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.rawPayload.equals(bytes)).toBe(true);
    // The link is no public URL: another member or nobody cannot use it.
    expect((await buying.inject(b, 'GET', link.url)).statusCode).toBe(410);
    expect((await buying.inject(null, 'GET', link.url)).statusCode).toBe(401);
    // A forged or altered link fails.
    expect((await buying.inject(a, 'GET', `${link.url.slice(0, -2)}xx`)).statusCode).toBe(410);
    // Another member asking for a link of this order: 404, like a missing order.
    expect((await buying.inject(b, 'GET', `/api/order/download-logo/${order.id}`)).statusCode).toBe(404);
  });

  it("answers 'File is not exist! Please contact to us!' when the zip is missing", async () => {
    const [x] = await takeLogos(t, 1);
    const order = (await buying.buy(a, [x!])).res.json().data.order;
    expect(order.order_logos[0].zip).toBe(false);
    const res = await buying.inject(a, 'GET', `/api/order/download-logo/${order.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CART_MSG.fileMissing);
    // A zip row whose file is gone from storage answers the same.
    await putZip(t, x!);
    await t.app.storage.remove(`zips/${x}/test.zip`);
    const gone = await buying.inject(a, 'GET', `/api/order/download-logo/${order.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(CART_MSG.fileMissing);
  });
});

describe('OpenAPI', () => {
  it('describes every buying call', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<
      string,
      object
    >;
    const expected: [string, string][] = [
      ['/api/cart', 'get'],
      ['/api/cart', 'post'],
      ['/api/cart/{id}', 'put'],
      ['/api/cart/{id}', 'delete'],
      ['/api/cart/{id}/save-for-later', 'post'],
      ['/api/checkout/summary', 'get'],
      ['/api/create-pay-intent', 'post'],
      ['/api/order', 'post'],
      ['/api/order-qa', 'post'],
      ['/api/order-history', 'get'],
      ['/api/order/{id}', 'get'],
      ['/api/order/receipt/{id}', 'get'],
      ['/api/order/download-logo/{id}', 'get'],
      ['/api/downloads/{token}', 'get'],
      ['/api/orders', 'get'],
      ['/api/order/update-status/{id}', 'put'],
      ['/api/payments/config', 'get'],
      ['/api/test-gateway/payment-intents/{id}/confirm', 'post'],
    ];
    for (const [path, method] of expected) {
      const operation = (paths[path] as Record<string, { summary?: string }> | undefined)?.[method];
      expect(operation?.summary, `${method} ${path}`).toBeTruthy();
    }
  });
});
