import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { captureLogs, createPaymentsApp, eventually, nextYear } from '../../../test/fixtures/payments.ts';
import { rows } from '../../platform/db/db.ts';
import { TestGateway } from '../../platform/payments/index.ts';

const CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', processing: '4000000000003063' };
const PROCESSING_MS = 150;

let t: TestApp;
let gateway: TestGateway;
const logs = captureLogs();
const notified: string[] = [];

beforeAll(async () => {
  t = await createPaymentsApp({
    env: { TEST_GATEWAY_PROCESSING_MS: String(PROCESSING_MS) },
    logger: logs.logger,
  });
  gateway = t.app.payments as TestGateway;
  gateway.onIntentChanged(async (id) => {
    notified.push(id);
  });
});
afterAll(() => t.close());

let keys = 0;
const newIntent = (amount = 19800, currency: 'USD' | 'JPY' | 'VND' = 'JPY') =>
  gateway.createIntent({
    amount,
    currency,
    idempotencyKey: `test-${++keys}-${Date.now()}`,
    metadata: { checkout_id: '7' },
  });

const confirm = (id: string, clientSecret: string, card: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/test-gateway/payment-intents/${id}/confirm`,
    payload: { client_secret: clientSecret, exp_month: 12, exp_year: nextYear, cvc: '123', ...card },
  });

describe('GET /api/payments/config', () => {
  it('names the test gateway, no publishable key, and its cards', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      gateway: 'test',
      publishable_key: null,
      demo: true,
      test_cards: [
        { number: '4242424242424242', outcome: 'succeeded' },
        { number: '4000000000000002', outcome: 'declined' },
        { number: '4000000000003063', outcome: 'processing' },
      ],
    });
  });

  it('has no webhook under the test gateway', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('createIntent', () => {
  it('makes a Stripe-like intent waiting for a payment method', async () => {
    const intent = await newIntent(1500, 'USD');
    expect(intent).toMatchObject({
      amount: 1500,
      currency: 'USD',
      status: 'requires_payment_method',
      lastError: null,
    });
    expect(intent.id).toMatch(/^pi_test_[0-9a-f]+$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[0-9a-f]+$`));
    expect(intent.metadata).toEqual({ checkout_id: '7' });
    expect(await gateway.retrieveIntent(intent.id)).toEqual(intent);
    expect(await gateway.retrieveIntent('pi_test_unknown')).toBeNull();
  });

  it('answers the same intent for the same idempotency key, also when asked at once', async () => {
    const input = { amount: 990000, currency: 'VND' as const, idempotencyKey: 'same-key', metadata: {} };
    const all = await Promise.all([1, 2, 3, 4].map(() => gateway.createIntent(input)));
    expect(new Set(all.map((i) => i.id)).size).toBe(1);
    expect((await gateway.createIntent(input)).id).toBe(all[0]!.id);
    await expect(gateway.createIntent({ ...input, amount: 1 })).rejects.toThrow(/same parameters/);
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from test_gateway_intents where idempotency_key = 'same-key'`,
    );
    expect(Number(n?.n)).toBe(1);
  });
});

describe('POST /api/test-gateway/payment-intents/{id}/confirm', () => {
  it('4242 4242 4242 4242 succeeds and tells the listeners before answering', async () => {
    const intent = await newIntent();
    const res = await confirm(intent.id, intent.clientSecret, { card_number: CARDS.ok });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: intent.id, status: 'succeeded', last_error: null } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(notified).toContain(intent.id);
    expect((await gateway.retrieveIntent(intent.id))?.status).toBe('succeeded');
    const again = await confirm(intent.id, intent.clientSecret, { card_number: CARDS.ok });
    expect(again.statusCode).toBe(409);
  });

  it('4000 0000 0000 0002 is declined, and the intent can be paid with another card', async () => {
    const intent = await newIntent();
    const res = await confirm(intent.id, intent.clientSecret, { card_number: CARDS.declined });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: intent.id,
      status: 'requires_payment_method',
      last_error: 'Your card was declined.',
    });
    expect(notified).toContain(intent.id);
    const retry = await confirm(intent.id, intent.clientSecret, { card_number: CARDS.ok });
    expect(retry.json().data.status).toBe('succeeded');
  });

  it('declines any other valid number, as Stripe test mode declines real cards', async () => {
    const intent = await newIntent();
    const res = await confirm(intent.id, intent.clientSecret, { card_number: '5555555555554444' });
    expect(res.json().data).toMatchObject({
      status: 'requires_payment_method',
      last_error: 'Your card was declined.',
    });
  });

  it('4000 0000 0000 3063 is processing, then succeeds after the delay without anyone asking', async () => {
    const intent = await newIntent();
    const res = await confirm(intent.id, intent.clientSecret, { card_number: CARDS.processing });
    expect(res.json().data).toEqual({ id: intent.id, status: 'processing', last_error: null });
    const notifiedAtConfirm = notified.filter((id) => id === intent.id).length;
    expect(notifiedAtConfirm).toBe(1);
    expect((await confirm(intent.id, intent.clientSecret, { card_number: CARDS.ok })).statusCode).toBe(409);
    // The timer settles it and tells the listeners; nobody retrieves the intent meanwhile.
    await eventually(() => notified.filter((id) => id === intent.id).length === 2);
    const [row] = await rows<{ status: string }>(
      t.database.db,
      sql`select status from test_gateway_intents where id = ${intent.id}`,
    );
    expect(row?.status).toBe('succeeded');
  });

  it('settles lazily on retrieve, and a restarted instance resumes the timers of processing intents', async () => {
    const silent = { info() {}, warn() {} };
    const first = await newIntent();
    const second = await newIntent();
    // Another instance confirms, then stops before its timers fire: its processing time is far
    // longer than the test, and the test makes an intent due by moving its time into the past, so
    // a slow machine cannot let the time pass before the first look.
    const other = new TestGateway(t.database.db, silent, 10 * 60_000);
    const dueNow = (id: string) =>
      t.database.db.execute(
        sql`update test_gateway_intents set succeeds_at = now() - interval '1 second' where id = ${id}`,
      );
    for (const i of [first, second]) {
      await other.confirm(i.id, i.clientSecret, {
        number: CARDS.processing,
        expMonth: 1,
        expYear: nextYear,
        cvc: '999',
      });
    }
    await other.close();
    expect((await gateway.retrieveIntent(first.id))?.status).toBe('processing');
    await dueNow(first.id);
    expect((await gateway.retrieveIntent(first.id))?.status).toBe('succeeded');
    expect((await gateway.retrieveIntent(second.id))?.status).toBe('processing');
    await dueNow(second.id);
    const restarted = new TestGateway(t.database.db, silent, PROCESSING_MS);
    const told: string[] = [];
    restarted.onIntentChanged(async (id) => {
      told.push(id);
    });
    await restarted.start();
    await eventually(() => told.includes(second.id));
    await restarted.close();
    expect((await gateway.retrieveIntent(second.id))?.status).toBe('succeeded');
  });

  it('answers 404 to a wrong client secret or an unknown intent, and changes nothing', async () => {
    const intent = await newIntent();
    const wrong = await confirm(intent.id, `${intent.clientSecret}x`, { card_number: CARDS.ok });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: 'No such payment intent.' });
    const other = await newIntent();
    expect((await confirm(intent.id, other.clientSecret, { card_number: CARDS.ok })).statusCode).toBe(404);
    expect((await confirm('pi_test_nope', intent.clientSecret, { card_number: CARDS.ok })).statusCode).toBe(
      404,
    );
    expect((await gateway.retrieveIntent(intent.id))?.status).toBe('requires_payment_method');
  });

  it('answers 422 with field errors for an invalid number, month, year, expired card or CVC', async () => {
    const intent = await newIntent();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ card_number: '4242 4242 4242 4241' }, 'card_number', 'Your card number is invalid.'],
      [{ card_number: '4242' }, 'card_number', 'Your card number is invalid.'],
      [{ card_number: CARDS.ok, exp_month: 13 }, 'exp_month', "Your card's expiration month is invalid."],
      [{ card_number: CARDS.ok, exp_year: 2020 }, 'exp_year', "Your card's expiration date is in the past."],
      [
        { card_number: CARDS.ok, exp_year: nextYear + 60 },
        'exp_year',
        "Your card's expiration year is invalid.",
      ],
      [{ card_number: CARDS.ok, cvc: '12' }, 'cvc', "Your card's security code is invalid."],
      [{ card_number: CARDS.ok, cvc: 'abc' }, 'cvc', "Your card's security code is invalid."],
      [{ card_number: CARDS.ok, exp_month: 'May' }, 'exp_month', "Your card's expiration month is invalid."],
      [{ card_number: undefined }, 'card_number', 'Your card number is invalid.'],
    ];
    for (const [card, field, message] of cases) {
      const res = await confirm(intent.id, intent.clientSecret, card);
      expect(res.statusCode, JSON.stringify(card)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(card)).toEqual([message]);
      expect(res.body).not.toContain('4242');
    }
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    if (lastMonth.getUTCFullYear() === new Date().getUTCFullYear()) {
      const res = await confirm(intent.id, intent.clientSecret, {
        card_number: CARDS.ok,
        exp_month: lastMonth.getUTCMonth() + 1,
        exp_year: lastMonth.getUTCFullYear() % 100,
      });
      expect(res.json().errors.exp_month).toEqual(["Your card's expiration date is in the past."]);
    }
    expect((await gateway.retrieveIntent(intent.id))?.status).toBe('requires_payment_method');
  });
});

describe('cancel and refund', () => {
  it('cancels an open intent (then it cannot be confirmed) and ignores a final one', async () => {
    const open = await newIntent();
    await gateway.cancelIntent(open.id);
    expect((await gateway.retrieveIntent(open.id))?.status).toBe('canceled');
    await gateway.cancelIntent(open.id);
    expect((await confirm(open.id, open.clientSecret, { card_number: CARDS.ok })).statusCode).toBe(409);
    const paid = await newIntent();
    await confirm(paid.id, paid.clientSecret, { card_number: CARDS.ok });
    await gateway.cancelIntent(paid.id);
    await gateway.cancelIntent('pi_test_unknown');
    expect((await gateway.retrieveIntent(paid.id))?.status).toBe('succeeded');
  });

  it('refunds a succeeded intent once, and refuses an unpaid one', async () => {
    const paid = await newIntent();
    await confirm(paid.id, paid.clientSecret, { card_number: CARDS.ok });
    expect(await gateway.refundedAt(paid.id)).toBeNull();
    await gateway.refund(paid.id);
    const at = await gateway.refundedAt(paid.id);
    expect(at).not.toBeNull();
    await gateway.refund(paid.id);
    expect(await gateway.refundedAt(paid.id)).toBe(at);
    expect((await gateway.retrieveIntent(paid.id))?.metadata).toEqual({ checkout_id: '7' });
    const unpaid = await newIntent();
    await expect(gateway.refund(unpaid.id)).rejects.toThrow(/succeeded/);
  });
});

describe('card numbers', () => {
  it('are never stored nor logged: only the last four digits', async () => {
    const intent = await newIntent();
    await confirm(intent.id, intent.clientSecret, { card_number: '4000 0000 0000 0002' });
    const [row] = await rows<Record<string, unknown>>(
      t.database.db,
      sql`select * from test_gateway_intents where id = ${intent.id}`,
    );
    expect(row?.last4).toBe('0002');
    expect(JSON.stringify(row)).not.toMatch(/4000\s?0000\s?0000/);
    const text = logs.text();
    expect(text).toContain('"last4":"4242"');
    for (const n of [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4000000000000002',
      '4000000000003063',
      '5555555555554444',
    ]) {
      expect(text).not.toContain(n);
    }
    expect(text).not.toContain('4242 4242 4242 4241');
  });
});
