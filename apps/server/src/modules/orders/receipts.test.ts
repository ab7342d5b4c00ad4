import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.ts';
import { type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { buyingCalls, makeStaff } from '../../../test/fixtures/orders.ts';
import { hasPdftotext, pdfText } from '../../../test/fixtures/pdf-text.ts';
import { RECEIPTS_PER_MINUTE } from './invoice/receipt-limit.ts';
import { sampleInvoice } from './invoice/sample-data.ts';

/**
 * The receipt call under load (issue 22, defect 4; ADR 0078): invoices render in a worker thread
 * behind a bounded queue, a rendered invoice is served from the cache, each person may ask so many
 * times a minute; and an invoice made with demo settings says so (defect 5).
 */
const QUEUE = 2;
let t: TestApp;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp({
    logos: 60,
    env: {
      ORDER_SWEEP_INTERVAL_MS: '0',
      INVOICE_RENDER_WORKERS: '1',
      INVOICE_RENDER_QUEUE: String(QUEUE),
    },
  });
  admin = await makeStaff(t, await newMember(t), 'admin');
});
afterAll(() => t?.close());

const buying = buyingCalls(() => t);
const stats = () => t.app.ordersDeps.invoices.stats();
const receipt = (who: Member, orderId: number, locale = 'en') =>
  buying.inject(who, 'GET', `/api/order/receipt/${orderId}`, undefined, locale);

/** A paid order of `who` for one new logo, in `locale`; answers its id. */
async function paidOrder(who: Member, locale = 'en'): Promise<number> {
  const [logo] = await takeLogos(t, 1);
  const res = (await buying.buy(who, [logo!], undefined, locale)).res;
  if (res.statusCode !== 201) throw new Error(`buy: ${res.statusCode} ${res.body}`);
  return res.json().data.order.id;
}

const BUSY = 'Many invoices are being prepared right now. Please try again in a moment.';
const TOO_MANY = 'You have opened many invoices in a short time. Please try again in a minute.';

describe('receipt PDFs', () => {
  it('renders the invoice once and serves it from the cache after, to the buyer and to admins', async () => {
    const buyer = await newMember(t);
    const id = await paidOrder(buyer, 'ja');
    const before = stats().renders;
    const first = await receipt(buyer, id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(stats().renders).toBe(before + 1);
    if (hasPdftotext) {
      const text = pdfText(first.rawPayload);
      expect(text).toContain('適格請求書');
      expect(text).toContain(`注文番号 ${String(id).padStart(5, '0')}`);
      expect(text).toContain('登録番号：T1234567890123');
    }
    const hits = stats().cache.hits;
    const again = await receipt(buyer, id);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const byAdmin = await receipt(admin, id);
    expect(byAdmin.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(stats().renders).toBe(before + 1);
    expect(stats().cache.hits).toBe(hits + 2);
  });

  it('lets parallel requests for one invoice share a single render', async () => {
    const buyer = await newMember(t);
    const id = await paidOrder(buyer);
    const before = stats().renders;
    const answers = await Promise.all(Array.from({ length: 10 }, () => receipt(buyer, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    expect(stats().renders).toBe(before + 1);
  });

  it(`answers 429 past ${RECEIPTS_PER_MINUTE} requests a minute per person, even at once`, async () => {
    const buyer = await newMember(t);
    const other = await newMember(t);
    const id = await paidOrder(buyer);
    const otherId = await paidOrder(other);
    const answers = await Promise.all(
      Array.from({ length: RECEIPTS_PER_MINUTE + 10 }, () => receipt(buyer, id)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(RECEIPTS_PER_MINUTE);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    const ja = await receipt(buyer, id, 'ja');
    expect(ja.statusCode).toBe(429);
    expect(ja.json().message).toBe(
      '短時間に多くの請求書が開かれました。1分ほどしてからもう一度お試しください。',
    );
    // Requests for orders that are not theirs count too: ids cannot be tried one after another.
    expect((await receipt(buyer, otherId)).statusCode).toBe(429);
    // Another member's count is their own.
    expect((await receipt(other, otherId)).statusCode).toBe(200);
  });

  it('renders one invoice at a time and answers 503 with Retry-After while the queue is full', async () => {
    const buyer = await newMember(t);
    const id = await paidOrder(buyer);
    // Fill the worker and the waiting places with long invoices (hundreds of lines, seconds each).
    const base = sampleInvoice('ja', 3);
    const lines = Array.from({ length: 600 }, (_, i) => ({ ...base.lines[i % 3]!, logoId: 1000 + i }));
    let finished = 0;
    const long = Array.from({ length: 1 + QUEUE }, (_, i) =>
      t.app.ordersDeps.invoices.pdf({ ...base, lines, orderNumber: `long-${i}` }).finally(() => finished++),
    );
    expect(stats()).toMatchObject({ active: 1, waiting: QUEUE });
    const refusedBefore = stats().refused;
    const busy = await receipt(buyer, id);
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ message: BUSY });
    expect(busy.headers['retry-after']).toBe('5');
    expect(stats().refused).toBe(refusedBefore + 1);
    // The refusal came while the long invoices were still queued, not after a render.
    expect(finished).toBe(0);
    const ja = await receipt(buyer, id, 'ja');
    expect(ja.statusCode).toBe(503);
    expect(ja.json().message).toBe(
      'ただいま多くの請求書を作成しています。しばらくしてからもう一度お試しください。',
    );
    for (const pdf of await Promise.all(long)) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(stats().peakActive).toBe(1);
    // Places free again: the same request is answered.
    const ok = await receipt(buyer, id);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
  });

  it('under a burst of different invoices, never renders two at once; each answer is a PDF or a 503', async () => {
    const buyers = await Promise.all(Array.from({ length: 3 }, () => newMember(t)));
    const orders: [Member, number][] = [];
    for (const buyer of buyers)
      for (let i = 0; i < 4; i++) orders.push([buyer, await paidOrder(buyer, ['en', 'ja', 'vi'][i % 3])]);
    const before = stats().renders;
    const answers = await Promise.all(orders.map(([who, id]) => receipt(who, id)));
    // Each invoice answered was rendered once, in the worker thread.
    expect(stats().renders - before).toBe(answers.filter((a) => a.statusCode === 200).length);
    for (const a of answers) {
      if (a.statusCode === 200) expect(a.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      else {
        expect(a.statusCode).toBe(503);
        expect(a.json()).toEqual({ message: BUSY });
      }
    }
    expect(stats().peakActive).toBe(1);
    // Those refused come through once the burst is over.
    for (const [i, a] of answers.entries()) {
      if (a.statusCode !== 503) continue;
      const [who, id] = orders[i]!;
      expect((await receipt(who, id)).statusCode).toBe(200);
    }
  });

  it.skipIf(!hasPdftotext)(
    'says DEMO — not a valid invoice while the shop runs on demo settings',
    async () => {
      const buyer = await newMember(t);
      const ja = await receipt(buyer, await paidOrder(buyer, 'ja'));
      const text = pdfText(ja.rawPayload);
      expect(text).toContain('DEMO — not a valid invoice');
      expect(text).toContain('デモ — 有効な請求書ではありません');
      const en = pdfText((await receipt(buyer, await paidOrder(buyer, 'en'))).rawPayload);
      expect(en).toContain('DEMO — not a valid invoice');
      // Both dated on the shop's clock, SHOP_TIME_ZONE, which each prints (issue 24).
      expect(text.replace(/\s+/g, ' ')).toContain('タイムゾーン Asia/Tokyo（UTC+9）');
      expect(en.replace(/\s+/g, ' ')).toContain('Time zone Asia/Tokyo (UTC+9)');
    },
  );
});

describe('receipt PDFs of a live shop', () => {
  let stripe: FakeStripe;
  let live: TestApp;
  const liveBuying = buyingCalls(() => live);

  beforeAll(async () => {
    stripe = await startFakeStripe();
    live = await createTestApp({
      logos: 5,
      env: {
        ...stripe.env,
        ORDER_SWEEP_INTERVAL_MS: '0',
        VIETQR_BANK_BIN: '970418',
        VIETQR_ACCOUNT_NO: '1234567890',
        VIETQR_ACCOUNT_NAME: 'CONG TY THAT',
        INVOICE_ISSUER_NAME: 'Real Shop K.K.',
        INVOICE_ISSUER_ADDRESS: '1-1 Marunouchi, Chiyoda-ku, Tokyo',
        INVOICE_REGISTRATION_NUMBER: 'T9876543210987',
        SELLER_NAME: 'Real Shop K.K.',
        SELLER_REPRESENTATIVE: 'Hanako Sato',
        SELLER_ADDRESS: '1-1 Marunouchi, Chiyoda-ku, Tokyo',
        SELLER_PHONE: '03-1234-5678',
        SELLER_EMAIL: 'support@realshop.example',
        SELLER_HOTLINE_VN: '028 1234 5678',
      },
    });
  });
  afterAll(async () => {
    await live?.close();
    await stripe?.close();
  });

  it.skipIf(!hasPdftotext)('carries no demo marks', async () => {
    const buyer = await newMember(live);
    const [logo] = await takeLogos(live, 1);
    const items = await liveBuying.fillCart(buyer, [logo!], 'ja');
    const { payment_intent } = (await liveBuying.intent(buyer, items, 'ja')).json().data;
    stripe.setStatus(payment_intent, 'succeeded');
    const order = await liveBuying.order(buyer, payment_intent, {}, 'ja');
    expect(order.statusCode).toBe(201);
    const res = await liveBuying.inject(buyer, 'GET', `/api/order/receipt/${order.json().data.order.id}`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('登録番号：T9876543210987');
    expect(text).not.toContain('DEMO');
    expect(text).not.toContain('デモ');
  });
});
