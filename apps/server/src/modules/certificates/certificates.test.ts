import { createHash } from 'node:crypto';
import { type Cart, newCertificateNumber, type Order, type VerifiedCertificate } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Member, newMember } from '../../../test/fixtures/favorites.ts';
import { WESTERN } from '../../../test/fixtures/lettering-layouts.ts';
import { buyingCalls, CARDS } from '../../../test/fixtures/orders.ts';
import { hasPdftotext, pdfText } from '../../../test/fixtures/pdf-text.ts';
import {
  type Caller,
  call,
  logosOf,
  staffCallers,
} from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { deliveryZip } from '../../../test/fixtures/zips.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * The exclusivity certificate (issue 26, ADR 0108): issued at payment, re-issued when the
 * designer's zip arrives (the old version stays verifiable, superseded), its hashes equal to the
 * files as served, its PDF for the buyer and admins only, and the public verification call. On
 * PostgreSQL (TEST_DATABASE_URL) the parallel uploads run on separate connections.
 */
let t: TestApp;
let admin: Caller;
let designer: Caller;
let mine: number[];
const buying = buyingCalls(() => t);
const NAMES = { main_name: 'Kumo', sub_name: 'Coffee' };
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  t = await createTestApp({ logos: 60, env: { ORDER_SWEEP_INTERVAL_MS: '0' } });
  ({ admin, designer } = await staffCallers(t));
  mine = await logosOf(t, designer.id);
  if (mine.length < 10) throw new Error(`the designer has ${mine.length} logos, the tests need 10`);
  for (const id of mine.slice(0, 12)) {
    const res = await call(t, designer, 'PUT', `/api/logo/${id}/lettering`, WESTERN);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
});
afterAll(() => t.close());

let next = 0;
/** A new member buys one of the designer's logos (with a layout) by card in `lang`. */
async function paidOrder(lang: 'en' | 'ja' | 'vi' = 'en', options: { settle?: boolean } = {}) {
  const buyer = await newMember(t);
  await t.database.db.execute(
    sql`insert into buyer_details (user_id, company_name) values (${buyer.id}, 'Kumo Coffee')
        on conflict (user_id) do update set company_name = excluded.company_name`,
  );
  const logo = mine[next++]!;
  const add = await buying.inject(buyer, 'POST', '/api/cart', { logo_id: logo, ...NAMES }, lang);
  expect(add.statusCode, add.body).toBe(201);
  const cart = (await buying.inject(buyer, 'GET', '/api/cart', undefined, lang)).json<{ data: Cart }>().data;
  const items = cart.items.filter((i) => i.logo_id === logo).map((i) => i.id);
  const intent = await buying.intent(buyer, items, lang);
  expect(intent.statusCode, intent.body).toBe(200);
  const { payment_intent, client_secret } = intent.json().data;
  await buying.confirm(payment_intent, client_secret, CARDS.ok);
  const res = await buying.order(buyer, payment_intent);
  expect(res.statusCode, res.body).toBe(201);
  if (options.settle !== false) await settled();
  return { buyer, logo, order: res.json().data.order as Order };
}

/** Certificates are issued after the answer (ADR 0113): wait until none is under way. */
const settled = () => t.app.ordersDeps.background.idle();

const certificatesOf = (orderId: number) =>
  rows<{
    number: string;
    version: number;
    superseded_at: string | null;
    superseded_by: number | null;
    id: number;
  }>(
    t.database.db,
    sql`select id, number, version, superseded_at, superseded_by from certificates where order_id = ${orderId} order by version`,
  );
const verify = (number: string) => t.app.inject({ method: 'GET', url: `/api/verify/${number}` });
const pdfOf = (who: Caller | Member, orderId: number, logo: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/order/${orderId}/logo/${logo}/certificate`,
    headers: who.headers,
  });

async function upload(logoId: number, tag: string) {
  const body = multipartBody(
    { logo_id: String(logoId) },
    { field: 'file', name: 'logo.zip', type: 'application/zip', data: deliveryZip(tag) },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/zips',
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers },
  });
  await settled();
  return res;
}

describe('issuing', () => {
  it('issues version 1 at payment, listing the named PNG exactly as the picture call serves it', async () => {
    const { buyer, logo, order } = await paidOrder();
    const [first, ...more] = await certificatesOf(order.id);
    expect(more).toEqual([]);
    expect(first).toMatchObject({ version: 1, superseded_at: null });
    const v = await verify(first!.number);
    expect(v.statusCode, v.body).toBe(200);
    const data = v.json<{ data: VerifiedCertificate }>().data;
    expect(data).toMatchObject({ number: first!.number, version: 1, logo_id: logo, superseded: false });
    expect(data.holder).toBe('K*** C***');
    expect(data.current_number).toBe(first!.number);
    const png = await buying.inject(buyer, 'GET', `/api/order/${order.id}/logo/${logo}/picture?format=png`);
    expect(png.statusCode).toBe(200);
    expect(data.files).toEqual([
      {
        name: expect.stringMatching(/-named\.png$/),
        bytes: png.rawPayload.length,
        sha256: sha(png.rawPayload),
      },
    ]);
  });

  it('re-issues on upload with the zip as downloaded; the old version stays verifiable, superseded', async () => {
    const { buyer, logo, order } = await paidOrder('ja');
    const res = await upload(logo, 'cert');
    expect(res.statusCode, res.body).toBe(201);
    const [v1, v2, ...more] = await certificatesOf(order.id);
    expect(more).toEqual([]);
    expect(v2).toMatchObject({ version: 2, superseded_at: null });
    expect(v1!.superseded_by).toBe(v2!.id);
    const old = (await verify(v1!.number)).json<{ data: VerifiedCertificate }>().data;
    expect(old).toMatchObject({ superseded: true, current_number: v2!.number, version: 1 });
    const now = (await verify(v2!.number)).json<{ data: VerifiedCertificate }>().data;
    const link = (await buying.inject(buyer, 'GET', `/api/order/download-logo/${order.id}`)).json().data;
    const zip = await buying.inject(buyer, 'GET', link.url);
    expect(zip.statusCode).toBe(200);
    expect(now.files[0]).toEqual({
      name: link.file_name,
      bytes: zip.rawPayload.length,
      sha256: sha(zip.rawPayload),
    });
    expect(now.files).toHaveLength(2);
    // The same files again issue nothing new.
    expect((await pdfOf(buyer, order.id, logo)).statusCode).toBe(200);
    expect(await certificatesOf(order.id)).toHaveLength(2);
  });

  it('issues one version when the buyer asks for the PDF while the background issues it (in parallel)', async () => {
    const { buyer, logo, order } = await paidOrder('en', { settle: false });
    const asked = await Promise.all(Array.from({ length: 6 }, () => pdfOf(buyer, order.id, logo)));
    expect(asked.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    await settled();
    const all = await certificatesOf(order.id);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ version: 1, superseded_at: null });
  });

  it('leaves one current version when uploads race (separate connections on PostgreSQL)', async () => {
    const { logo, order } = await paidOrder();
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => upload(logo, `race ${i}`)));
    expect(results.filter((r) => r.statusCode === 201).length).toBeGreaterThan(0);
    const all = await certificatesOf(order.id);
    expect(all.filter((c) => c.superseded_at === null)).toHaveLength(1);
    expect(new Set(all.map((c) => c.version)).size).toBe(all.length);
  });
});

describe('issuing at a VietQR confirmation', () => {
  it('issues when staff confirm the transfer; racing an upload, one current version', async () => {
    const buyer = await newMember(t);
    const logo = mine[next++]!;
    const items = await buying.fillCart(buyer, [logo], 'vi');
    const s = await buying.summary(buyer, items, 'vi');
    const qr = await buying.inject(
      buyer,
      'POST',
      '/api/order-qa',
      { products: items, amount: s.total, status: 2, lang: 'vi', payment_method_id: 2 },
      'vi',
    );
    expect(qr.statusCode, qr.body).toBe(201);
    const orderId = qr.json().data.id as number;
    await settled();
    expect(await certificatesOf(orderId)).toEqual([]);
    const [confirmed, uploaded] = await Promise.all([
      t.app.inject({ method: 'PUT', url: `/api/order/update-status/${orderId}`, headers: admin.headers }),
      upload(logo, 'qr race'),
    ]);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await settled();
    const all = await certificatesOf(orderId);
    expect(all.filter((c) => c.superseded_at === null)).toHaveLength(1);
    // Whichever came first, the current version lists the zip that is now served.
    const current = all.find((c) => c.superseded_at === null)!;
    const files = (await verify(current.number)).json<{ data: VerifiedCertificate }>().data.files;
    expect(files.map((f) => f.name)).toEqual([
      expect.stringMatching(/\.zip$/),
      expect.stringMatching(/-named\.png$/),
    ]);
  });
});

describe('the certificate PDF', () => {
  it('is the buyer’s and admins’: another member and the designer get 404', async () => {
    const { buyer, logo, order } = await paidOrder('vi');
    const mineRes = await pdfOf(buyer, order.id, logo);
    expect(mineRes.statusCode).toBe(200);
    expect(mineRes.headers['content-type']).toBe('application/pdf');
    expect(mineRes.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfOf(admin, order.id, logo)).statusCode).toBe(200);
    expect((await pdfOf(await newMember(t), order.id, logo)).statusCode).toBe(404);
    expect((await pdfOf(designer, order.id, logo)).statusCode).toBe(404);
    expect((await pdfOf(buyer, order.id, logo + 100000)).statusCode).toBe(404);
  });

  it.skipIf(!hasPdftotext)('prints the number, the hashes and the verification address', async () => {
    const { buyer, logo, order } = await paidOrder('ja');
    await upload(logo, 'pdf');
    const [, current] = await certificatesOf(order.id);
    const text = pdfText((await pdfOf(buyer, order.id, logo)).rawPayload);
    const data = (await verify(current!.number)).json<{ data: VerifiedCertificate }>().data;
    expect(text).toContain(current!.number);
    expect(text).toContain('独占使用証明書');
    for (const f of data.files) expect(text.replace(/\s/g, '')).toContain(f.sha256);
    expect(text.replace(/\s/g, '')).toContain(`/ja/verify/${current!.number}`);
  });
});

describe('GET /api/verify/{number}', () => {
  it('answers 404 for unknown, malformed and wrongly checked numbers', async () => {
    const { order } = await paidOrder();
    const [c] = await certificatesOf(order.id);
    const chars = c!.number.replaceAll('-', '');
    const wrongCheck = chars.slice(0, -1) + (chars.endsWith('0') ? '1' : '0');
    for (const n of [newCertificateNumber(), 'nope', wrongCheck, 'X'.repeat(60)]) {
      const res = await verify(encodeURIComponent(n));
      expect(res.statusCode, n).toBe(404);
      expect(res.json()).toEqual({ message: 'There is no certificate with this number.' });
    }
    // Lower case without hyphens reads as the same number.
    expect((await verify(chars.toLowerCase())).statusCode).toBe(200);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/verify/{number}']?.get).toBeDefined();
    expect(doc.paths['/api/order/{id}/logo/{logo_id}/certificate']?.get).toBeDefined();
  });
});

// Last: it uses up this address's look-ups for the minute.
describe('the look-up limit', () => {
  it('answers 429 with Retry-After past VERIFY_PER_MINUTE calls a minute per address', async () => {
    let refused: Awaited<ReturnType<typeof verify>> | undefined;
    for (let i = 0; i < 40 && !refused; i++) {
      const res = await verify(newCertificateNumber());
      if (res.statusCode === 429) refused = res;
      else expect(res.statusCode).toBe(404);
    }
    expect(refused?.json()).toEqual({ message: 'Too many certificate look-ups. Please wait a moment.' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
