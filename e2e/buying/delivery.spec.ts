import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryZip } from '../../apps/server/test/fixtures/zips.ts';
import { formatDate } from '../../apps/web/src/shared/format/date.ts';
import { DELIVERY_TEXTS } from '../../packages/core/src/rules/delivery.ts';
import { BO, STAFF, signInByApi, toast } from '../backoffice/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { linkIn, waitForMail } from '../mail-outbox.ts';
import { atBothWidths } from '../widths.ts';
import {
  createMember,
  downloadBy,
  LANGS,
  type Lang,
  ordersOf,
  paidOrder,
  signInContext,
  takeLogos,
  texts,
} from './helpers.ts';

const SUBJECTS: Record<Lang, string> = {
  en: 'Your logo files are ready',
  ja: 'ロゴの納品データをダウンロードいただけます',
  vi: 'Tệp logo của bạn đã sẵn sàng',
};

/**
 * One delivery story (issue 26, ADR 0104): a paid logo reads "preparing" on payment complete and
 * in the history; staff upload its zip in the back office, which shows who did it; the buyer's
 * mail arrives in the order's language, and the history shows it delivered, dated, downloadable.
 */
describe.skipIf(!enabled)('the delivery of a bought logo', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)('tells one story from payment to download (%s)', async (lang) => {
    const t = texts(lang);
    const states = DELIVERY_TEXTS[lang];
    const member = await createMember(`delivery-${lang}`);
    const [logo] = await takeLogos(1);
    const order = await paidOrder(
      member,
      { logo_id: logo!.logo_id, main_name: 'Sakura', sub_name: 'Bakery' },
      lang,
    );
    expect(order.order_logos[0]!.delivery_state).toBe('preparing');

    // Payment complete: the logo is being prepared, and nothing promises files already there.
    const buyer = await openPage(browser, { locale: lang });
    await signInContext(buyer.context, member);
    await buyer.page.goto(`/${lang}/my-page/payment-complete?order=${order.id}`);
    const complete = buyer.page.getByTestId('payment-complete');
    const state = complete.getByTestId('delivery-state');
    await state.waitFor();
    expect(await state.getAttribute('data-state')).toBe('preparing');
    expect((await state.innerText()).trim()).toBe(states.preparing.label);
    expect((await complete.getByTestId('delivery-note').innerText()).trim()).toBe(states.preparing.note);
    await atBothWidths(buyer.page, `payment-complete-preparing-${lang}`);

    // History: the same state, no date, no download.
    await buyer.page.goto(`/${lang}/my-page/order-history`);
    const card = buyer.page.locator(`[data-testid="order"][data-order-id="${order.id}"]`);
    const row = card.getByTestId('order-logo');
    await row.getByTestId('delivery-state').waitFor();
    expect((await row.getByTestId('delivery-state').innerText()).trim()).toBe(states.preparing.label);
    expect(await row.getByTestId('delivered-on').count()).toBe(0);
    expect(await row.getByTestId('download-logo').count()).toBe(0);
    await atBothWidths(buyer.page, `history-preparing-${lang}`);

    // Staff upload the zip in the back office.
    const since = Date.now();
    const staff = await openPage(browser);
    await signInByApi(staff.context, STAFF.admin);
    await staff.page.goto(`${BO}/zips/create?logo_id=${logo!.logo_id}`);
    const zip = deliveryZip(`delivery-${lang}`);
    await staff.page
      .getByLabel('ZIPファイル', { exact: true })
      .setInputFiles({ name: 'delivery.zip', mimeType: 'application/zip', buffer: zip });
    await staff.page.getByRole('button', { name: '登録', exact: true }).click();
    await toast(staff.page, '登録しました。').waitFor();

    // The back office: delivered, dated, and who uploaded it.
    await staff.page.goto(`${BO}/orders?search_text=${encodeURIComponent(member.email)}`);
    await staff.page.getByRole('button', { name: `注文 ${order.order_number} の明細` }).click();
    const line = staff.page.getByTestId('order-line');
    await line.getByTestId('line-delivery').filter({ hasText: DELIVERY_TEXTS.ja.delivered.label }).waitFor();
    expect(await line.getByTestId('line-upload').innerText()).toContain(STAFF.admin.name);
    expect((await line.getByTestId('line-delivered-at').innerText()).trim()).not.toBe('—');
    if (lang === 'ja') await atBothWidths(staff.page, 'backoffice-order-delivered-ja');

    // The buyer's mail, in the order's language, links to the history.
    const mail = await waitForMail(member.email, { since });
    expect(mail.subject).toContain(SUBJECTS[lang]);
    expect(mail.subject).toContain(order.order_number);
    expect(mail.text).toContain(states.delivered.note);
    const history = linkIn(mail, '/my-page/order-history');
    expect(history).toBe(`/${lang}/my-page/order-history`);

    // History: delivered, with its date, and a download that works.
    await buyer.page.goto(history);
    await row.locator('[data-testid="delivery-state"][data-state="delivered"]').waitFor();
    expect((await row.getByTestId('delivery-state').innerText()).trim()).toBe(states.delivered.label);
    const [delivered] = (await ordersOf(member, lang)).filter((o) => o.id === order.id);
    const date = formatDate(delivered!.order_logos[0]!.delivered_at, lang);
    expect(date).not.toBe('');
    expect((await row.getByTestId('delivered-on').innerText()).trim()).toBe(
      t.buying.history.deliveredOn.replace('{{date}}', date),
    );
    const file = await downloadBy(buyer.page, () => row.getByTestId('download-logo').click());
    expect(file.head).toBe('PK\u0003\u0004');
    expect(file.size).toBe(zip.length);
    await atBothWidths(buyer.page, `history-delivered-${lang}`);

    expect(buyer.problems).toEqual([]);
    expect(staff.problems).toEqual([]);
    await buyer.context.close();
    await staff.context.close();
  });
});
