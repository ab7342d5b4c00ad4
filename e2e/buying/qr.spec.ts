import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutSummary, Order } from '../../packages/core/src/index.ts';
import { formatDateTime } from '../../packages/core/src/rules/date-time.ts';
import { formatMoney } from '../../packages/core/src/rules/money.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { waitForMail } from '../mail-outbox.ts';
import {
  addToCart,
  adminToken,
  api,
  axeViolations,
  checkoutFromCart,
  createMember,
  downloadBy,
  fill,
  message,
  orderIdIn,
  signInContext,
  takeLogos,
  texts,
} from './helpers.ts';

describe.skipIf(!enabled)('paying by QR bank transfer in the browser (vi)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('places a QR transfer order, turns paid once staff confirm it, then the files download (vi)', async () => {
    const t = texts('vi').buying;
    const member = await createMember('qr');
    const [logo] = await takeLogos(1, { zip: true });
    const cart = await addToCart(
      { token: member.token },
      { logo_id: logo!.logo_id, sub_name: 'Công ty', main_name: 'Sen Vàng', logo_manual: true },
      'vi',
    );
    const { body: summary } = await api<{ data: CheckoutSummary }>(
      'GET',
      `/api/checkout/summary?items=${cart.items[0]!.id}`,
      { token: member.token, lang: 'vi' },
    );
    const { page, context, problems } = await openPage(browser, { locale: 'vi-VN' });
    await signInContext(context, member);
    await checkoutFromCart(page, 'vi');

    // In Vietnamese: card and QR transfer, and the wallets shown as not available yet.
    const methods = page.getByTestId('payment-methods');
    for (const key of ['momo', 'zalopay'] as const) {
      expect(await methods.getByRole('radio', { name: t.checkout.methods[key] }).isDisabled()).toBe(true);
    }
    expect(await methods.getByText(t.checkout.unavailable, { exact: true }).count()).toBe(2);
    await methods.getByRole('radio', { name: t.checkout.methods.qr }).check();
    const amount = formatMoney({ amount: summary.data.total, currency: 'VND' });
    await page.getByRole('button', { name: fill(t.checkout.placeOrderQr, { amount }), exact: true }).click();

    // The QR page: the VietQR image and the same values as text, waiting for the transfer.
    await page.waitForURL((url) => /^\/vi\/my-page\/payment-qr\/\d+$/.test(url.pathname));
    const id = orderIdIn(page);
    const { body } = await api<{ data: Order }>('GET', `/api/order/${id}`, {
      token: member.token,
      lang: 'vi',
    });
    const order = body.data;
    expect(order).toMatchObject({
      status: 1,
      payment_status: 1,
      payment_type: 2,
      total_amount: summary.data.total,
    });
    const qr = order.qr!;
    expect(qr.amount).toBe(summary.data.total);
    expect(qr.note).toBe(`LOGOYA ${order.invoice_num}`);
    // The VietQR (EMVCo) payload carries the same account, amount (tag 54) and note, and ends
    // with its CRC (tag 63).
    const amountTag = `54${String(String(qr.amount).length).padStart(2, '0')}${qr.amount}`;
    for (const part of [qr.bank_bin, qr.account_no, amountTag, qr.note]) expect(qr.payload).toContain(part);
    expect(qr.payload).toMatch(/6304[0-9A-F]{4}$/);
    await page.getByRole('heading', { level: 1, name: t.qr.title, exact: true }).waitFor();
    await page.getByText(fill(t.qr.orderNumber, { number: order.order_number })).waitFor();
    const image = page.getByRole('img', {
      name: fill(t.qr.qrAlt, { number: order.order_number }),
      exact: true,
    });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const values = await page
      .locator('dl > div')
      .evaluateAll((rows) =>
        rows.map((row) => [
          row.querySelector('dt')?.textContent?.trim(),
          row.querySelector('dd span')?.textContent?.trim(),
        ]),
      );
    // The bank by its name (VIETQR_BANK_NAME, here the demo BIN's), not only its code.
    expect(qr).toMatchObject({ bank_bin: '970436', bank_name: 'Vietcombank' });
    expect(values).toEqual([
      [t.qr.bank, 'Vietcombank (970436)'],
      [t.qr.accountNo, qr.account_no],
      [t.qr.accountName, qr.account_name],
      [t.qr.amount, amount],
      [t.qr.note, qr.note],
    ]);
    // The deadline on the shop's clock (SHOP_TIME_ZONE, Asia/Tokyo here), with its offset, whatever
    // the browser's zone: "07:32 ngày 30/11/2026 (UTC+9)", as the mail has it.
    const deadline = formatDateTime(order.expires_at, 'vi', {
      timeZone: 'Asia/Tokyo',
      style: 'long',
      zone: true,
    });
    expect(deadline).toMatch(/^\d{2}:\d{2} ngày \d{2}\/\d{2}\/\d{4} \(UTC\+9\)$/);
    await page.getByText(fill(t.qr.expires, { date: deadline }), { exact: true }).waitFor();
    await page.getByTestId('qr-waiting').getByText(t.qr.waiting, { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The buyer was mailed the transfer details when the order was placed.
    const newestMail = () => waitForMail(member.email);
    await expect.poll(async () => (await newestMail()).subject).toContain(order.order_number);
    const waitingMail = await newestMail();
    expect(waitingMail.text).toContain('Ngân hàng: Vietcombank (970436)');
    expect(waitingMail.text).toContain(`Hạn thanh toán: ${deadline}`);

    // Staff confirm the transfer through the call; the page turns to paid by itself.
    const admin = await adminToken();
    const confirmed = await api<{ data: Order; message: string }>('PUT', `/api/order/update-status/${id}`, {
      token: admin,
      body: { status: 2 },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ id, status: 2, payment_status: 2 });
    const paid = page.getByTestId('qr-paid');
    await paid.waitFor({ timeout: 15_000 });
    await paid.getByText(t.qr.paid, { exact: true }).waitFor();
    await paid.getByText(t.qr.paidNote, { exact: true }).waitFor();
    // What happens next is the logo's delivery state, as the history says it (ADR 0104).
    const state = confirmed.body.data.order_logos[0]!.delivery_state;
    expect(await paid.getByTestId('delivery-note').innerText()).toBe(t.delivery[state].note);
    // Only a waiting order can be confirmed.
    const again = await api<{ message: string }>('PUT', `/api/order/update-status/${id}`, {
      token: admin,
      lang: 'vi',
      body: { status: 2 },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(message('vi', 'msg:order_not_waiting'));
    // The buyer is mailed again, now that the order is paid.
    await expect.poll(async () => (await newestMail()).file).not.toBe(waitingMail.file);
    const paidMail = await newestMail();
    expect(paidMail.subject).toContain(order.order_number);
    expect(paidMail.subject).not.toBe(waitingMail.subject);

    // The order history: paid, with the logo's files to download.
    await paid.getByRole('link', { name: t.qr.toHistory, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/vi/my-page/order-history');
    const card = page.locator(`[data-testid="order"][data-order-id="${id}"]`);
    await card.waitFor();
    expect((await card.getByTestId('order-status').innerText()).trim()).toBe(t.history.statuses.paid);
    const files = await downloadBy(page, () =>
      card.getByTestId('order-logo').getByTestId('download-logo').click(),
    );
    expect(files.name).toMatch(/\.zip$/);
    expect(files.head).toBe('PK\u0003\u0004');
    expect(problems).toEqual([]);
    await context.close();
  });
});
