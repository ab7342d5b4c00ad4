import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { createPaymentsApp, nextYear } from '../../../test/fixtures/payments.ts';
import type { TestGateway } from '../../platform/payments/index.ts';
import { CONFIRM_WINDOW_SECONDS, CONFIRMS_PER_MEMBER } from './payments.service.ts';

/**
 * Issue 22 (suspected, confirmed): the test gateway's confirm call had no limit, so one buyer
 * could try cards without end. Now each buyer has CONFIRMS_PER_MEMBER confirms a window, reserved
 * before the card is applied, so parallel calls cannot pass the count (ADR 0024). On PostgreSQL
 * the calls race on real connections.
 */
const PARALLEL = 200;
const DECLINED = '4000 0000 0000 0002';

let t: TestApp;
let gateway: TestGateway;
beforeAll(async () => {
  t = await createPaymentsApp({ env: { DATABASE_POOL_MAX: '20' } });
  gateway = t.app.payments as TestGateway;
});
afterAll(() => t.close());

let keys = 0;
const intentFor = (userId: string) =>
  gateway.createIntent({
    amount: 19800,
    currency: 'JPY',
    idempotencyKey: `confirm-limit-${++keys}`,
    metadata: { checkout_id: String(keys), user_id: userId },
  });

const confirm = (id: string, clientSecret: string, card = DECLINED) =>
  t.app.inject({
    method: 'POST',
    url: `/api/test-gateway/payment-intents/${id}/confirm`,
    payload: {
      client_secret: clientSecret,
      card_number: card,
      exp_month: 12,
      exp_year: nextYear,
      cvc: '123',
    },
  });

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((all, a) => {
    all[a.statusCode] = (all[a.statusCode] ?? 0) + 1;
    return all;
  }, {});

describe('the test gateway confirm limit', () => {
  it(`${PARALLEL} parallel confirms by one buyer: ${CONFIRMS_PER_MEMBER} applied, the rest 429`, async () => {
    // Two intents of the same buyer share the count; a declined card leaves an intent confirmable.
    const [a, b] = [await intentFor('501'), await intentFor('501')];
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => {
        const intent = i % 2 ? a : b;
        return confirm(intent.id, intent.clientSecret);
      }),
    );
    expect(statuses(answers)).toEqual({ 200: CONFIRMS_PER_MEMBER, 429: PARALLEL - CONFIRMS_PER_MEMBER });
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(CONFIRM_WINDOW_SECONDS - 120);
    expect(answers.find((r) => r.statusCode === 200)!.json().data.status).toBe('requires_payment_method');

    // Past the limit even the right card is refused, and the intent stays unpaid.
    expect((await confirm(a.id, a.clientSecret, '4242424242424242')).statusCode).toBe(429);
    expect((await gateway.retrieveIntent(a.id))?.status).toBe('requires_payment_method');
  }, 120_000);

  it('counts each buyer on their own, and a wrong secret counts for nobody', async () => {
    const other = await intentFor('502');
    const wrong = await Promise.all(
      Array.from({ length: CONFIRMS_PER_MEMBER + 5 }, () => confirm(other.id, `${other.clientSecret}x`)),
    );
    expect(statuses(wrong)).toEqual({ 404: CONFIRMS_PER_MEMBER + 5 });
    const paid = await confirm(other.id, other.clientSecret, '4242424242424242');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.status).toBe('succeeded');
  });

  it('a card that pays gives its attempt back: a member may buy more than the limit in a window', async () => {
    const intents = [];
    for (let i = 0; i < CONFIRMS_PER_MEMBER + 5; i++) intents.push(await intentFor('503'));
    for (const intent of intents) {
      const paid = await confirm(intent.id, intent.clientSecret, '4242424242424242');
      expect(paid.statusCode).toBe(200);
      expect(paid.json().data.status).toBe('succeeded');
    }
    // Failing cards still count, up to the limit.
    const last = await intentFor('503');
    const declined = await Promise.all(
      Array.from({ length: CONFIRMS_PER_MEMBER + 3 }, () => confirm(last.id, last.clientSecret)),
    );
    expect(statuses(declined)).toEqual({ 200: CONFIRMS_PER_MEMBER, 429: 3 });
  }, 120_000);
});
