import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { CART_MSG } from '../../../test/fixtures/cart.ts';
import { callsOf, type Member, newMember, setState, takeLogos } from '../../../test/fixtures/favorites.ts';
import {
  buyingCalls,
  CARDS,
  expireEverything,
  holdsOn,
  logoState,
  ordersOfLogo,
} from '../../../test/fixtures/orders.ts';
import { rows } from '../../platform/db/db.ts';
import { sweepOrders } from './index.ts';
import { settleIntent } from './settle.service.ts';

let t: TestApp;
let a: Member;
let b: Member;

beforeAll(async () => {
  t = await createTestApp({
    logos: 60,
    env: { TEST_GATEWAY_PROCESSING_MS: '300', ORDER_SWEEP_INTERVAL_MS: '0' },
  });
  a = await newMember(t);
  b = await newMember(t);
});
afterAll(() => t.close());

const buying = buyingCalls(() => t);
const fav = callsOf(() => t);
const sweep = () => sweepOrders(t.app.ordersDeps);

describe('card payment succeeded', () => {
  it('creates one paid order with fixed prices, sells the logos, empties those cart lines and ends keeps', async () => {
    const [x, y] = await takeLogos(t, 2);
    expect((await fav.keep(a, x!, true)).statusCode).toBe(200);
    const { res, paymentIntent } = await buying.buy(a, [x!, y!], CARDS.ok, 'ja');
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.status).toBe('succeeded');
    const order = data.order;
    expect(order).toMatchObject({
      status: 2,
      payment_status: 2,
      payment_type: 1,
      currency: 'JPY',
      lang: 'ja',
    });
    expect(order.order_number).toMatch(/^\d{5}$/);
    expect(order.invoice_num).toMatch(/^\d{5}$/);
    expect(order.order_logos).toHaveLength(2);
    const total = order.order_logos.reduce((s: number, l: { line_total: number }) => s + l.line_total, 0);
    expect(order.total_amount).toBe(total);
    expect(order.tax).toBe(Math.round((total * 10) / 110));
    expect(await logoState(t, x!)).toBe(8);
    expect(await logoState(t, y!)).toBe(8);
    expect(await holdsOn(t, [x!, y!])).toBe(0);
    const cart = (await buying.inject(a, 'GET', '/api/cart')).json().data;
    expect(cart.items.some((i: { logo_id: number }) => [x, y].includes(i.logo_id))).toBe(false);
    expect((await fav.cardOf(a, x!)).is_user_kept).toBe(false);
    // Reported again by the browser and by the gateway's listener: still one order.
    const again = await buying.order(a, paymentIntent);
    expect(again.json().data.order.id).toBe(order.id);
    await settleIntent(t.app.ordersDeps, paymentIntent);
    expect(await ordersOfLogo(t, x!)).toHaveLength(1);
  });

  it('mails the buyer in the order language and staff in Japanese', async () => {
    const [x] = await takeLogos(t, 1);
    const { res } = await buying.buy(b, [x!], CARDS.ok, 'vi');
    expect(res.statusCode).toBe(201);
    const files = fs
      .readdirSync(path.join(t.dataDir, 'mail'))
      .map((f) => fs.readFileSync(path.join(t.dataDir, 'mail', f), 'utf8'));
    const number = res.json().data.order.order_number;
    const [buyer] = await rows<{ email: string }>(
      t.database.db,
      sql`select email from users where id = ${b.id}`,
    );
    // The order number stands after its label ("…: 00002"); the logos' own numbers ("No. 00002")
    // are listed too, so a bare match could find another order's mail.
    const about = (m: string) => m.includes(`: ${number}`);
    const toBuyer = files.filter((m) => m.includes(buyer!.email) && about(m));
    expect(toBuyer).toHaveLength(1);
    // Vietnamese text, quoted-printable: "Cảm ơn" (thank you).
    expect(toBuyer[0]).toMatch(/C=E1=BA=A3m =C6=A1n|Cảm ơn/);
    expect(files.filter((m) => m.includes('staff@logoya.test') && about(m))).toHaveLength(1);
  });
});

describe('card payment declined and processing', () => {
  it('answers 402 with the spec message for a declined card and releases the logos at once', async () => {
    const [x] = await takeLogos(t, 1);
    const { res } = await buying.buy(a, [x!], CARDS.declined);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(CART_MSG.paymentFailed);
    expect(await logoState(t, x!)).toBe(0);
    expect(await holdsOn(t, [x!])).toBe(0);
    expect(await ordersOfLogo(t, x!)).toHaveLength(0);
  });

  it('answers 202 while processing, then the order appears without the browser', async () => {
    const [x] = await takeLogos(t, 1);
    const { res, paymentIntent } = await buying.buy(a, [x!], CARDS.processing);
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toEqual({
      status: 'processing',
      message: 'Your payment is being processed. We will show your order as soon as it is complete.',
    });
    expect(await logoState(t, x!)).toBe(2);
    // Others see it negotiating meanwhile.
    expect((await fav.cardOf(b, x!)).kept).toBe(true);
    // The gateway settles it after TEST_GATEWAY_PROCESSING_MS and its listener writes the order.
    await vi.waitFor(async () => expect(await ordersOfLogo(t, x!)).toHaveLength(1), {
      timeout: 10_000,
      interval: 25,
    });
    const after = await buying.order(a, paymentIntent);
    expect(after.statusCode).toBe(201);
    expect(await logoState(t, x!)).toBe(8);
  });
});

describe('the server decides', () => {
  it('refuses an altered amount or currency with 409 and writes nothing', async () => {
    const [x] = await takeLogos(t, 1);
    const items = await buying.fillCart(a, [x!]);
    const s = await buying.summary(a, items);
    for (const override of [{ amount: s.total - 1 }, { amount: 1 }, { currency: 'jpy' }]) {
      const res = await buying.intent(a, items, 'en', override);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(CART_MSG.priceChanged);
    }
    expect(await holdsOn(t, [x!])).toBe(0);
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from checkouts where user_id = ${a.id} and status = 1`,
    );
    expect(Number(n?.n)).toBe(0);
  });

  it('answers 409 when the price changed after the buyer saw it', async () => {
    const [x] = await takeLogos(t, 1);
    const items = await buying.fillCart(a, [x!]);
    const s = await buying.summary(a, items);
    await t.database.db.execute(
      sql`update price_settings set value = value + 100 where key = 'logo_price' and lang = 'en'`,
    );
    try {
      const res = await buying.inject(a, 'POST', '/api/create-pay-intent', {
        items,
        amount: s.total,
        currency: 'usd',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(CART_MSG.priceChanged);
    } finally {
      await t.database.db.execute(
        sql`update price_settings set value = value - 100 where key = 'logo_price' and lang = 'en'`,
      );
    }
  });

  it("never trusts the body's status, and another member's intent answers 404", async () => {
    const [x] = await takeLogos(t, 1);
    const items = await buying.fillCart(a, [x!]);
    const { payment_intent, client_secret } = (await buying.intent(a, items)).json().data;
    // Not confirmed at all: status 2 in the body changes nothing.
    const early = await buying.order(a, payment_intent, { status: 2 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CART_MSG.somethingWrong);
    await buying.confirm(payment_intent, client_secret, CARDS.ok);
    expect((await buying.order(b, payment_intent)).statusCode).toBe(404);
    expect((await buying.order(null, payment_intent)).statusCode).toBe(401);
    expect((await buying.order(a, 'pi_test_forged')).statusCode).toBe(404);
    expect((await buying.order(a, 'pi\u0000x')).statusCode).toBe(422);
    expect((await buying.order(a, payment_intent)).statusCode).toBe(201);
  });

  it('refuses sold, stopped and deleted logos, another member’s keep and a logo held by another buyer', async () => {
    const [sold, stopped, deleted, kept, held] = await takeLogos(t, 5);
    const m = await newMember(t);
    const items = await buying.fillCart(m, [sold!, stopped!, deleted!, kept!, held!]);
    const line = async (id: number) =>
      (await buying.inject(m, 'GET', '/api/cart'))
        .json()
        .data.items.find((i: { logo_id: number }) => i.logo_id === id).id;
    const try1 = async (id: number) =>
      buying.inject(m, 'POST', '/api/create-pay-intent', {
        items: [await line(id)],
        amount: 0,
        currency: 'usd',
      });
    await setState(t, sold!, 8);
    await setState(t, stopped!, 7);
    await setState(t, deleted!, 9);
    await fav.keep(b, kept!, true);
    const heldItems = await buying.fillCart(b, [held!]);
    expect((await buying.intent(b, heldItems)).statusCode).toBe(200);
    const expectations: [number, string][] = [
      [sold!, CART_MSG.sold],
      [stopped!, CART_MSG.inactive],
      [deleted!, CART_MSG.inactive],
      [kept!, CART_MSG.inactive],
      [held!, CART_MSG.held],
    ];
    for (const [id, message] of expectations) {
      const res = await try1(id);
      expect(res.statusCode, `logo ${id}`).toBe(409);
      expect(res.json().message).toBe(message);
    }
    expect(items).toHaveLength(5);
  });

  it('needs chosen items and an available payment method', async () => {
    const none = await buying.inject(a, 'POST', '/api/create-pay-intent', {
      items: [],
      amount: 0,
      currency: 'usd',
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(CART_MSG.chooseProduct);
    const [x] = await takeLogos(t, 1);
    const items = await buying.fillCart(a, [x!]);
    for (const method of [9, 3, 4]) {
      const res = await buying.inject(a, 'POST', '/api/create-pay-intent', {
        items,
        amount: 0,
        currency: 'usd',
        payment_method_id: method,
      });
      expect(res.statusCode).toBe(422);
    }
    const qrInEnglish = await buying.inject(a, 'POST', '/api/order-qa', {
      products: items,
      amount: 0,
      payment_method_id: 2,
    });
    expect(qrInEnglish.statusCode).toBe(422);
    expect(
      (await buying.inject(null, 'POST', '/api/create-pay-intent', { items, amount: 0, currency: 'usd' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('holds', () => {
  it('expire for everyone: the sweep releases an abandoned payment and cancels its intent', async () => {
    const [x] = await takeLogos(t, 1);
    const items = await buying.fillCart(a, [x!]);
    const { payment_intent } = (await buying.intent(a, items)).json().data;
    expect(await logoState(t, x!)).toBe(2);
    await expireEverything(t);
    const result = await sweep();
    expect(result.released).toBeGreaterThanOrEqual(1);
    expect(await logoState(t, x!)).toBe(0);
    expect(await holdsOn(t, [x!])).toBe(0);
    expect((await fav.cardOf(b, x!)).kept).toBe(false);
    expect((await t.app.payments.retrieveIntent(payment_intent))?.status).toBe('canceled');
  });

  it('an order reported before the card was confirmed answers 409 and keeps the hold, which the sweep releases once it runs out', async () => {
    const [x] = await takeLogos(t, 1);
    const items = await buying.fillCart(a, [x!]);
    const { payment_intent } = (await buying.intent(a, items)).json().data;
    const early = await buying.order(a, payment_intent);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CART_MSG.somethingWrong);
    // The buyer may still pay with this intent: the hold stays, and a sweep before it runs out leaves it.
    await sweep();
    expect(await logoState(t, x!)).toBe(2);
    expect(await holdsOn(t, [x!])).toBe(1);
    await expireEverything(t);
    await sweep();
    expect(await logoState(t, x!)).toBe(0);
    expect(await holdsOn(t, [x!])).toBe(0);
    expect((await t.app.payments.retrieveIntent(payment_intent))?.status).toBe('canceled');
    // Reported again after the sweep: the payment failed, nothing is sold.
    expect((await buying.order(a, payment_intent)).statusCode).toBe(402);
    expect(await ordersOfLogo(t, x!)).toHaveLength(0);
  });

  it('a second attempt of the same buyer releases the first one', async () => {
    const [x] = await takeLogos(t, 1);
    const items = await buying.fillCart(a, [x!]);
    expect((await buying.intent(a, items)).statusCode).toBe(200);
    expect((await buying.intent(a, items)).statusCode).toBe(200);
    expect(await holdsOn(t, [x!])).toBe(1);
  });
});
