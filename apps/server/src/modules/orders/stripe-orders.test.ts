import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.ts';
import { type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { buyingCalls, holdsOn, logoState, ordersOfLogo } from '../../../test/fixtures/orders.ts';
import { rows } from '../../platform/db/db.ts';

/** The whole card flow under Stripe (a local fake Stripe): the webhook creates the order once. */
let stripe: FakeStripe;
let t: TestApp;
let a: Member;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ logos: 30, env: { ...stripe.env, ORDER_SWEEP_INTERVAL_MS: '0' } });
  a = await newMember(t);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const buying = buyingCalls(() => t);
const deliver = (e: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: e.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
  });

describe('card payment through Stripe', () => {
  it('creates the order from the signed webhook once; replays and the browser find the same order', async () => {
    const [x] = await takeLogos(t, 1);
    const items = await buying.fillCart(a, [x!]);
    const res = await buying.intent(a, items);
    expect(res.statusCode).toBe(200);
    const { payment_intent } = res.json().data;
    expect(stripe.intents.get(payment_intent)).toMatchObject({
      amount: res.json().data.amount,
      currency: 'usd',
    });

    stripe.setStatus(payment_intent, 'succeeded');
    const event = stripe.event('payment_intent.succeeded', payment_intent);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await ordersOfLogo(t, x!)).toHaveLength(1);
    expect(await logoState(t, x!)).toBe(8);
    expect(await holdsOn(t, [x!])).toBe(0);

    // The same event again, and a second event for the same intent: nothing new.
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(stripe.event('payment_intent.succeeded', payment_intent))).statusCode).toBe(200);
    const order = await buying.order(a, payment_intent);
    expect(order.statusCode).toBe(201);
    expect(await ordersOfLogo(t, x!)).toHaveLength(1);
    expect(order.json().data.order.id).toBe((await ordersOfLogo(t, x!))[0]!.id);
  });

  it('an old failure event arriving after the success does not undo the paid order', async () => {
    const [x] = await takeLogos(t, 1);
    const items = await buying.fillCart(a, [x!]);
    const { payment_intent } = (await buying.intent(a, items)).json().data;
    const failed = stripe.event('payment_intent.payment_failed', payment_intent, {
      snapshot: { status: 'requires_payment_method', last_payment_error: { message: 'declined' } },
    });
    stripe.setStatus(payment_intent, 'succeeded');
    expect((await deliver(stripe.event('payment_intent.succeeded', payment_intent))).statusCode).toBe(200);
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await logoState(t, x!)).toBe(8);
    expect(await ordersOfLogo(t, x!)).toHaveLength(1);
  });

  it('refuses a webhook with a bad signature and creates nothing', async () => {
    const [x] = await takeLogos(t, 1);
    const items = await buying.fillCart(a, [x!]);
    const { payment_intent } = (await buying.intent(a, items)).json().data;
    stripe.setStatus(payment_intent, 'succeeded');
    const event = stripe.event('payment_intent.succeeded', payment_intent);
    const forged = await deliver({ payload: event.payload, signature: 't=1,v1=deadbeef' });
    expect(forged.statusCode).toBe(400);
    expect(await ordersOfLogo(t, x!)).toHaveLength(0);
    const [recorded] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payment_events where id = ${event.id}`,
    );
    expect(Number(recorded?.n)).toBe(0);
  });

  it('a declined payment reported by the browser releases the hold at once', async () => {
    const [x] = await takeLogos(t, 1);
    const items = await buying.fillCart(a, [x!]);
    const { payment_intent } = (await buying.intent(a, items)).json().data;
    stripe.setStatus(payment_intent, 'requires_payment_method', 'Your card was declined.');
    const res = await buying.order(a, payment_intent);
    expect(res.statusCode).toBe(402);
    expect(await logoState(t, x!)).toBe(0);
  });
});
