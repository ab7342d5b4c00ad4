import type { Locale } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { buyingCalls } from '../../../test/fixtures/orders.ts';
import { lastMailTo, utf8Text } from '../../../test/helpers.ts';
import { rows } from '../../platform/db/db.ts';
import { sendOrderMails } from './order-mails.ts';

/**
 * The VietQR transfer mail (issue 24, defect 4; ADR 0089): the deadline written in the shop's
 * time zone and the language's conventions, never "2026-11-29T22:32:01.308Z", and the bank by
 * its name, not only its code.
 */

// The raw deadline issue 24 quoted: already the next morning in Tokyo.
const DEADLINE = '2026-11-29T22:32:01.308Z';
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

async function placeQrOrder(t: TestApp, who: Member) {
  const buying = buyingCalls(() => t);
  const [logo] = await takeLogos(t, 1);
  const items = await buying.fillCart(who, [logo!], 'vi');
  const s = await buying.summary(who, items, 'vi');
  const res = await buying.inject(
    who,
    'POST',
    '/api/order-qa',
    { products: items, amount: s.total, lang: 'vi', payment_method_id: 2 },
    'vi',
  );
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json().data;
  const [row] = await rows<{ recipient_email: string }>(
    t.database.db,
    sql`select recipient_email from orders where id = ${order.id}`,
  );
  return { order, email: row!.recipient_email };
}

/** The order's buyer mail again, as it would go out in `lang` with the deadline. */
async function mailIn(t: TestApp, orderId: number, email: string, lang: Locale) {
  await t.database.db.execute(
    sql`update orders set lang = ${lang}, expires_at = ${DEADLINE}::timestamptz where id = ${orderId}`,
  );
  await sendOrderMails(t.app.ordersDeps, orderId, 'waiting');
  return utf8Text(lastMailTo(t.dataDir, email));
}

describe('the transfer mail, shop in Asia/Tokyo with the demo bank', () => {
  let t: TestApp;
  let buyer: Member;
  beforeAll(async () => {
    t = await createTestApp({ logos: 10, env: { ORDER_SWEEP_INTERVAL_MS: '0' } });
    buyer = await newMember(t);
  });
  afterAll(() => t.close());

  it('names the bank and writes the deadline for people, in the Vietnamese mail the order sends', async () => {
    const { order, email } = await placeQrOrder(t, buyer);
    expect(order.qr).toMatchObject({ bank_bin: '970436', bank_name: 'Vietcombank' });
    const mail = utf8Text(lastMailTo(t.dataDir, email));
    expect(mail).toContain('Ngân hàng: Vietcombank (970436)');
    expect(mail).toContain(`Nội dung chuyển khoản: LOGOYA ${order.invoice_num}`);
    expect(mail).toMatch(/Hạn thanh toán: \d{2}:\d{2} ngày \d{2}\/\d{2}\/\d{4} \(UTC\+9\)/);
    expect(mail).not.toMatch(ISO);
    // Staff get the transfer note and the deadline too, in Japanese.
    const staff = utf8Text(lastMailTo(t.dataDir, 'staff@logoya.test'));
    expect(staff).toContain(`振込メモ: LOGOYA ${order.invoice_num}`);
    expect(staff).toMatch(/お支払い期限: \d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}（UTC\+9）/);
    expect(staff).toMatch(/注文日時: \d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}/);
    expect(staff).not.toMatch(ISO);
  });

  it('writes the same deadline in en, ja and vi, each in its own way, on Tokyo’s clock', async () => {
    const { order, email } = await placeQrOrder(t, buyer);
    const expected: Record<Locale, string[]> = {
      en: ['Bank: Vietcombank (970436)', 'Pay by: November 30, 2026, 7:32 AM (UTC+9)'],
      ja: ['お振込先の銀行: Vietcombank (970436)', 'お支払い期限: 2026年11月30日 7:32（UTC+9）'],
      vi: ['Ngân hàng: Vietcombank (970436)', 'Hạn thanh toán: 07:32 ngày 30/11/2026 (UTC+9)'],
    };
    for (const lang of ['en', 'ja', 'vi'] as const) {
      const text = await mailIn(t, order.id, email, lang);
      for (const line of expected[lang]) expect(text, lang).toContain(line);
      expect(text, lang).not.toContain(DEADLINE);
      expect(text, lang).not.toMatch(ISO);
    }
  });
});

describe('the transfer mail of a shop configured elsewhere', () => {
  let t: TestApp;
  let buyer: Member;
  beforeAll(async () => {
    t = await createTestApp({
      logos: 10,
      env: {
        ORDER_SWEEP_INTERVAL_MS: '0',
        SHOP_TIME_ZONE: 'Asia/Ho_Chi_Minh',
        VIETQR_BANK_BIN: '970418',
        VIETQR_BANK_NAME: 'BIDV – Chi nhánh Sở Giao Dịch 1',
      },
    });
    buyer = await newMember(t);
  });
  afterAll(() => t.close());

  it('follows SHOP_TIME_ZONE and VIETQR_BANK_NAME', async () => {
    const { order, email } = await placeQrOrder(t, buyer);
    expect(order.qr).toMatchObject({ bank_bin: '970418', bank_name: 'BIDV – Chi nhánh Sở Giao Dịch 1' });
    const expected: Record<Locale, string[]> = {
      en: ['Bank: BIDV – Chi nhánh Sở Giao Dịch 1 (970418)', 'Pay by: November 30, 2026, 5:32 AM (UTC+7)'],
      ja: [
        'お振込先の銀行: BIDV – Chi nhánh Sở Giao Dịch 1 (970418)',
        'お支払い期限: 2026年11月30日 5:32（UTC+7）',
      ],
      vi: [
        'Ngân hàng: BIDV – Chi nhánh Sở Giao Dịch 1 (970418)',
        'Hạn thanh toán: 05:32 ngày 30/11/2026 (UTC+7)',
      ],
    };
    for (const lang of ['en', 'ja', 'vi'] as const) {
      const text = await mailIn(t, order.id, email, lang);
      for (const line of expected[lang]) expect(text, lang).toContain(line);
    }
  });

  it('tells every page the zone, so the pages write dates as the mails do', async () => {
    for (const url of ['/vi/my-page/order-history', '/en', '/admin/orders']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<meta name="logoya-time-zone" content="Asia/Ho_Chi_Minh">');
    }
  });
});
