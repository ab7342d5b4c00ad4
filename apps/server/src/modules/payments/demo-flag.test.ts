import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.ts';
import { createPaymentsApp } from '../../../test/fixtures/payments.ts';

/**
 * Whether card payments go to the test gateway (ADR 0079): GET /api/payments/config says so, and
 * every page carries it for the shop's demo notice from its first paint.
 */

const pageDemo = async (t: TestApp, url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return /<meta name="logoya-demo" content="(true|false)">/.exec(res.body)?.[1];
};

describe('with the embedded defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPaymentsApp();
  });
  afterAll(() => t.close());

  it('says demo: true, and every page, back office included, says so', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ gateway: 'test', demo: true });
    expect(await pageDemo(t, '/en/contact')).toBe('true');
    expect(await pageDemo(t, '/ja')).toBe('true');
    expect(await pageDemo(t, '/admin/dashboard')).toBe('true');
  });
});

describe('with Stripe', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    // The VietQR account and the rest are still demo values (start-up names them), but cards are
    // charged for real: a bar saying nothing is charged would be false.
    t = await createPaymentsApp({ env: stripe.env });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('says demo: false, and the pages too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json().data).toEqual({ gateway: 'stripe', publishable_key: 'pk_test_fake', demo: false });
    expect(await pageDemo(t, '/vi')).toBe('false');
    expect(await pageDemo(t, '/admin')).toBe('false');
  });
});
