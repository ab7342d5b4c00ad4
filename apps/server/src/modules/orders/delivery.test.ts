import { DELIVERY_TEXTS, type Order, type StaffOrder, type StaffZip } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { mailsTo } from '../../../test/fixtures/mails.ts';
import { buyingCalls, makeStaff, putZip } from '../../../test/fixtures/orders.ts';
import { deliveryZip } from '../../../test/fixtures/zips.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * One delivery story (issue 26, ADR 0104): every order answer names each line's delivery state;
 * a zip stored for a logo of a paid order delivers it, dates it, mails its buyer once per upload,
 * and tells admins and the logo's designer (never the buyer) who uploaded it and when. On
 * PostgreSQL (TEST_DATABASE_URL) the parallel uploads run on separate connections.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PARALLEL = 8;

let t: TestApp;
let admin: Member;
let designer: Member;
let otherDesigner: Member;
const buying = buyingCalls(() => t);

beforeAll(async () => {
  t = await createTestApp({ logos: 24, env: { ORDER_SWEEP_INTERVAL_MS: '0' } });
  admin = await makeStaff(t, await newMember(t), 'admin');
  designer = await makeStaff(t, await newMember(t), 'designer');
  otherDesigner = await makeStaff(t, await newMember(t), 'designer');
  await t.database.db.execute(sql`update users set name = 'Aoki Admin' where id = ${admin.id}`);
});
afterAll(() => t.close());

const emailOf = async (m: Member) =>
  (await rows<{ email: string }>(t.database.db, sql`select email from users where id = ${m.id}`))[0]!.email;

function upload(url: string, logoId: number | undefined, tag: string) {
  const body = multipartBody(logoId === undefined ? {} : { logo_id: String(logoId) }, {
    field: 'file',
    name: 'logo.zip',
    type: 'application/zip',
    data: deliveryZip(tag),
  });
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers, locale: 'ja' },
  });
}

/** A member buys one fresh logo by card in `lang`; answers the buyer, the logo and the order id. */
async function paidOrder(lang: 'en' | 'ja' | 'vi' = 'en', before?: (logo: number) => Promise<unknown>) {
  const buyer = await newMember(t);
  const [logo] = await takeLogos(t, 1);
  await before?.(logo!);
  const { res } = await buying.buy(buyer, [logo!], undefined, lang);
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json<{ data: { order: Order } }>().data.order;
  return { buyer, logo: logo!, order };
}

const orderAs = async (who: Member, id: number) => {
  const res = await buying.inject(who, 'GET', `/api/order/${id}`);
  return { status: res.statusCode, order: res.json<{ data: Order }>().data };
};
const lineOf = (order: Order) => order.order_logos[0]!;
const zipIdOf = async (logoId: number) =>
  Number(
    (await rows<{ id: number }>(t.database.db, sql`select id from zips where logo_id = ${logoId}`))[0]!.id,
  );

describe('the delivery state on every order answer', () => {
  it('is preparing after payment without files: no date, no download, in the order, history and payment answers', async () => {
    const { buyer, order } = await paidOrder();
    expect(lineOf(order)).toMatchObject({ delivery_state: 'preparing', delivered_at: null, zip: false });
    expect(lineOf(order)).not.toHaveProperty('upload');
    expect(lineOf((await orderAs(buyer, order.id)).order).delivery_state).toBe('preparing');
    const history = (await buying.inject(buyer, 'GET', '/api/order-history')).json<{ data: Order[] }>().data;
    expect(history.map((o) => lineOf(o).delivery_state)).toEqual(['preparing']);
    const link = await buying.inject(buyer, 'GET', `/api/order/download-logo/${order.id}`);
    expect(link.statusCode).toBe(404);
  });

  it('reads awaiting_payment and cancelled from the order’s status', async () => {
    const { buyer, order } = await paidOrder();
    await t.database.db.execute(sql`update orders set status = 1, payment_status = 1 where id = ${order.id}`);
    expect(lineOf((await orderAs(buyer, order.id)).order).delivery_state).toBe('awaiting_payment');
    await t.database.db.execute(sql`update orders set status = 3, payment_status = 3 where id = ${order.id}`);
    expect(lineOf((await orderAs(buyer, order.id)).order).delivery_state).toBe('cancelled');
  });

  it('is delivered at payment, dated then, when the zip was there already (no files-ready mail)', async () => {
    const { buyer, order } = await paidOrder('en', (logo) => putZip(t, logo));
    const line = lineOf(order);
    expect(line.delivery_state).toBe('delivered');
    expect(line.delivered_at).toBe(order.payment_date);
    expect(order.delivery_date).toBe(order.payment_date);
    const to = await emailOf(buyer);
    expect(mailsTo(t, to, 'Your logo files are ready')).toHaveLength(0);
    // The paid mail tells the same story as history.
    expect(mailsTo(t, to, order.order_number, '→ Delivered: your files are ready')).toHaveLength(1);
  });
});

describe('a zip uploaded for a logo of a paid order', () => {
  it('delivers it: dated, downloadable, one mail in the order’s language with the history link', async () => {
    for (const lang of ['en', 'ja', 'vi'] as const) {
      const { buyer, logo, order } = await paidOrder(lang);
      const to = await emailOf(buyer);
      const paidMail = mailsTo(t, to, order.order_number);
      expect(paidMail).toHaveLength(1);
      const before = Date.now();
      const res = await upload('/api/zips', logo, `deliver-${lang}`);
      expect(res.statusCode, res.body).toBe(201);
      const line = lineOf((await orderAs(buyer, order.id)).order);
      expect(line.delivery_state).toBe('delivered');
      expect(new Date(line.delivered_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect((await orderAs(buyer, order.id)).order.delivery_date).toBe(line.delivered_at);
      const link = await buying.inject(buyer, 'GET', `/api/order/download-logo/${order.id}`);
      expect(link.statusCode).toBe(200);
      // The mail's words are the delivered state's (the subject is encoded in the headers).
      const mails = mailsTo(t, to, DELIVERY_TEXTS[lang].delivered.note, order.order_number);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(`/${lang}/my-page/order-history`);
      expect(mailsTo(t, to)).toHaveLength(2);
    }
  });

  it('keeps the delivery date on a replacement, and mails once more', async () => {
    const { buyer, logo, order } = await paidOrder();
    await upload('/api/zips', logo, 'first');
    const first = lineOf((await orderAs(buyer, order.id)).order).delivered_at;
    const res = await upload(`/api/zips/update/${await zipIdOf(logo)}`, undefined, 'second');
    expect(res.statusCode, res.body).toBe(200);
    expect(lineOf((await orderAs(buyer, order.id)).order).delivered_at).toBe(first);
    const mails = mailsTo(t, await emailOf(buyer), 'Your logo files are ready', order.order_number);
    expect(mails).toHaveLength(2);
    expect(mails.filter((m) => m.includes('replaced the files with a new version'))).toHaveLength(1);
  });

  it('mails nobody for a logo that is not in a paid order', async () => {
    const [logo] = await takeLogos(t, 1);
    const mailsBefore = mailsTo(t, '@', 'Your logo files are ready').length;
    expect((await upload('/api/zips', logo!, 'unsold')).statusCode).toBe(201);
    expect(mailsTo(t, '@', 'Your logo files are ready')).toHaveLength(mailsBefore);
  });

  it('still stores the zip when the mail cannot be sent', async () => {
    const { buyer, logo, order } = await paidOrder();
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('smtp down'));
    try {
      const res = await upload('/api/zips', logo, 'mail-down');
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      send.mockRestore();
    }
    expect(lineOf((await orderAs(buyer, order.id)).order).delivery_state).toBe('delivered');
  });
});

describe(`parallel uploads mail once per upload (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`${PARALLEL} parallel first uploads: one zip, one mail`, async () => {
    const { buyer, logo, order } = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => upload('/api/zips', logo, `create-race-${i}`)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(PARALLEL - 1);
    expect(mailsTo(t, await emailOf(buyer), 'Your logo files are ready', order.order_number)).toHaveLength(1);
  });

  it(`${PARALLEL} parallel replacements: ${PARALLEL} uploads, ${PARALLEL} mails, one delivery date`, async () => {
    const { buyer, logo, order } = await paidOrder();
    await upload('/api/zips', logo, 'base');
    const date = lineOf((await orderAs(buyer, order.id)).order).delivered_at;
    const id = await zipIdOf(logo);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        upload(`/api/zips/update/${id}`, undefined, `replace-race-${i}`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(mailsTo(t, await emailOf(buyer), 'Your logo files are ready', order.order_number)).toHaveLength(
      PARALLEL + 1,
    );
    expect(lineOf((await orderAs(buyer, order.id)).order).delivered_at).toBe(date);
  });
});

describe('who uploaded the zip, and who may see it', () => {
  it('shows admins and the logo’s designer who uploaded it and when; never the buyer; another designer gets 404', async () => {
    const { buyer, logo, order } = await paidOrder();
    await t.database.db.execute(sql`update logos set designer_id = ${designer.id} where id = ${logo}`);
    const before = Date.now();
    expect((await upload('/api/zips', logo, 'who')).statusCode).toBe(201);

    const asAdmin = lineOf((await orderAs(admin, order.id)).order);
    expect(asAdmin.upload?.uploaded_by).toEqual({ id: admin.id, name: 'Aoki Admin' });
    expect(new Date(asAdmin.upload!.uploaded_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const list = await buying.inject(admin, 'GET', `/api/orders?search_text=${order.id}`);
    const staffOrder = list.json<{ data: StaffOrder[] }>().data.find((o) => o.id === order.id)!;
    expect(lineOf(staffOrder).upload?.uploaded_by?.name).toBe('Aoki Admin');
    expect(lineOf(staffOrder).delivery_state).toBe('delivered');

    const zips = await buying.inject(admin, 'GET', `/api/zips?logo_id=${logo}`);
    expect(zips.json<{ data: StaffZip[] }>().data[0]!.upload.uploaded_by?.name).toBe('Aoki Admin');

    const asDesigner = await orderAs(designer, order.id);
    expect(asDesigner.status).toBe(200);
    expect(lineOf(asDesigner.order).upload?.uploaded_by?.name).toBe('Aoki Admin');

    expect((await orderAs(otherDesigner, order.id)).status).toBe(404);

    const asBuyer = lineOf((await orderAs(buyer, order.id)).order);
    expect(asBuyer.delivery_state).toBe('delivered');
    expect(asBuyer).not.toHaveProperty('upload');
    const history = (await buying.inject(buyer, 'GET', '/api/order-history')).json<{ data: Order[] }>().data;
    expect(JSON.stringify(history)).not.toContain('Aoki Admin');
  });
});
