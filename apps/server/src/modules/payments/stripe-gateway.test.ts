import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.ts';
import { createPaymentsApp, nextYear } from '../../../test/fixtures/payments.ts';
import { rows } from '../../platform/db/db.ts';
import type { StripeGateway } from '../../platform/payments/index.ts';
import type { IntentStatus } from '../../platform/payments/types.ts';

let stripe: FakeStripe;
let t: TestApp;
let gateway: StripeGateway;
/** What the listener saw: the intent id and its status as re-read from Stripe. */
const seen: { id: string; status: IntentStatus | undefined }[] = [];
let failNext = false;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createPaymentsApp({ env: stripe.env });
  gateway = t.app.payments as StripeGateway;
  gateway.onIntentChanged(async (id) => {
    if (failNext) {
      failNext = false;
      throw new Error('listener down');
    }
    seen.push({ id, status: (await gateway.retrieveIntent(id))?.status });
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});
beforeEach(() => {
  seen.length = 0;
});

const deliver = (
  delivery: { payload: string; signature?: string },
  contentType = 'application/json; charset=utf-8',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: delivery.payload,
    headers: {
      'content-type': contentType,
      ...(delivery.signature !== undefined ? { 'stripe-signature': delivery.signature } : {}),
    },
  });

const recorded = async (eventId: string) =>
  rows<{ id: string; type: string; payment_intent_id: string | null }>(
    t.database.db,
    sql`select id, type, payment_intent_id from payment_events where id = ${eventId}`,
  );

let keys = 0;
const newIntent = (amount = 19800, currency: 'USD' | 'JPY' | 'VND' = 'JPY') =>
  gateway.createIntent({
    amount,
    currency,
    idempotencyKey: `stripe-${++keys}`,
    metadata: { checkout_id: String(keys) },
  });

describe('configuration', () => {
  it('chooses Stripe when the three keys are set and gives the browser the publishable key', async () => {
    expect(gateway.kind).toBe('stripe');
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ data: { gateway: 'stripe', publishable_key: 'pk_test_fake', demo: false } });
  });

  it('has no test-gateway confirm under Stripe', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-gateway/payment-intents/pi_x/confirm',
      payload: {
        client_secret: 'x',
        card_number: '4242424242424242',
        exp_month: 1,
        exp_year: nextYear,
        cvc: '123',
      },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the adapter, through the SDK', () => {
  it('creates an intent with the idempotency key, automatic payment methods, lower-case currency and metadata', async () => {
    const intent = await newIntent(1500, 'USD');
    expect(intent).toMatchObject({
      amount: 1500,
      currency: 'USD',
      status: 'requires_payment_method',
      metadata: { checkout_id: String(keys) },
      lastError: null,
    });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const call = stripe.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(call).toMatchObject({
      idempotencyKey: `stripe-${keys}`,
      form: { amount: '1500', currency: 'usd', automatic_payment_methods: { enabled: 'true' } },
    });
  });

  it('answers the same intent for the same idempotency key', async () => {
    const input = { amount: 500000, currency: 'VND' as const, idempotencyKey: 'stripe-same', metadata: {} };
    const before = stripe.intents.size;
    const [a, b] = [await gateway.createIntent(input), await gateway.createIntent(input)];
    expect(b.id).toBe(a.id);
    expect(stripe.intents.size).toBe(before + 1);
    await expect(gateway.createIntent({ ...input, amount: 1 })).rejects.toThrow(/same parameters/);
  });

  it('retrieves an intent with its status and last error; null when unknown', async () => {
    const intent = await newIntent();
    stripe.setStatus(intent.id, 'requires_payment_method', 'Your card was declined.');
    expect(await gateway.retrieveIntent(intent.id)).toMatchObject({
      id: intent.id,
      currency: 'JPY',
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
    });
    expect(await gateway.retrieveIntent('pi_unknown')).toBeNull();
  });

  it('cancels an open intent and ignores a final or unknown one', async () => {
    const open = await newIntent();
    await gateway.cancelIntent(open.id);
    expect((await gateway.retrieveIntent(open.id))?.status).toBe('canceled');
    await gateway.cancelIntent(open.id);
    const paid = await newIntent();
    stripe.setStatus(paid.id, 'succeeded');
    await gateway.cancelIntent(paid.id);
    await gateway.cancelIntent('pi_unknown');
    expect((await gateway.retrieveIntent(paid.id))?.status).toBe('succeeded');
  });

  it('refunds a succeeded intent in full, once', async () => {
    const paid = await newIntent(4200, 'USD');
    stripe.setStatus(paid.id, 'succeeded');
    await gateway.refund(paid.id);
    await gateway.refund(paid.id);
    expect(stripe.refunds.filter((r) => r.payment_intent === paid.id)).toEqual([
      expect.objectContaining({ amount: 4200 }),
    ]);
  });
});

describe('POST /api/payments/webhook', () => {
  it('verifies the signature over the raw body, records the event and tells the listeners', async () => {
    const intent = await newIntent();
    stripe.setStatus(intent.id, 'succeeded');
    const event = stripe.event('payment_intent.succeeded', intent.id);
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(seen).toEqual([{ id: intent.id, status: 'succeeded' }]);
    expect(await recorded(event.id)).toEqual([
      { id: event.id, type: 'payment_intent.succeeded', payment_intent_id: intent.id },
    ]);
  });

  it('answers 400 to a bad, foreign or missing signature and changes nothing', async () => {
    const intent = await newIntent();
    const good = stripe.event('payment_intent.succeeded', intent.id);
    const tampered = { ...good, payload: good.payload.replace('"livemode": false', '"livemode": true') };
    const foreign = startFakeStripe({
      secretKey: 'sk_x',
      publishableKey: 'pk_x',
      webhookSecret: 'whsec_other',
    });
    const other = await foreign;
    other.intents.set(intent.id, stripe.intents.get(intent.id)!);
    const signedElsewhere = other.event('payment_intent.succeeded', intent.id, { id: good.id });
    await other.close();
    for (const delivery of [
      tampered,
      signedElsewhere,
      { payload: good.payload, signature: 't=1,v1=deadbeef' },
      { payload: good.payload },
      { payload: good.payload, signature: '' },
    ]) {
      const res = await deliver(delivery);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect(seen).toEqual([]);
    expect(await recorded(good.id)).toEqual([]);
  });

  it('records a replayed event once and does not tell the listeners twice', async () => {
    const intent = await newIntent();
    stripe.setStatus(intent.id, 'succeeded');
    const event = stripe.event('payment_intent.succeeded', intent.id);
    expect((await deliver(event)).json()).toEqual({ received: true });
    const replays = await Promise.all([deliver(event), deliver(event)]);
    for (const res of replays) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, duplicate: true });
    }
    expect(seen).toHaveLength(1);
    expect(await recorded(event.id)).toHaveLength(1);
  });

  it('is harmless out of order: listeners re-read the intent rather than trust the payload', async () => {
    const intent = await newIntent();
    const processing = stripe.event('payment_intent.processing', intent.id, {
      created: Math.floor(Date.now() / 1000) - 60,
      snapshot: { status: 'processing' },
    });
    stripe.setStatus(intent.id, 'succeeded');
    const succeeded = stripe.event('payment_intent.succeeded', intent.id);
    // The newer event arrives first, the older one after it.
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect((await deliver(processing)).statusCode).toBe(200);
    expect(seen).toEqual([
      { id: intent.id, status: 'succeeded' },
      { id: intent.id, status: 'succeeded' },
    ]);
  });

  it('records other events without telling the listeners', async () => {
    const intent = await newIntent();
    const event = stripe.event('charge.refunded', intent.id, {
      snapshot: { id: 'ch_1', object: 'charge' } as never,
    });
    expect((await deliver(event)).json()).toEqual({ received: true });
    expect(seen).toEqual([]);
    expect(await recorded(event.id)).toEqual([
      { id: event.id, type: 'charge.refunded', payment_intent_id: null },
    ]);
  });

  it('answers 503 and forgets the event when a listener fails, so that the redelivery is processed', async () => {
    const intent = await newIntent();
    stripe.setStatus(intent.id, 'succeeded');
    const event = stripe.event('payment_intent.succeeded', intent.id);
    failNext = true;
    expect((await deliver(event)).statusCode).toBe(503);
    expect(await recorded(event.id)).toEqual([]);
    expect((await deliver(event)).json()).toEqual({ received: true });
    expect(seen).toEqual([{ id: intent.id, status: 'succeeded' }]);
  });

  it('takes the body raw whatever its content type, and leaves JSON parsing alone elsewhere', async () => {
    const intent = await newIntent();
    const event = stripe.event('payment_intent.created', intent.id);
    expect((await deliver(event, 'text/plain')).statusCode).toBe(200);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('The request body is not valid JSON.');
  });
});
