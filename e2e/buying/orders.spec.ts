import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../apps/web/src/shared/format/date.ts';
import { formatMoney } from '../../packages/core/src/rules/money.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import {
  addToCart,
  api,
  axeViolations,
  CARDS,
  checkoutFromCart,
  createMember,
  downloadBy,
  fill,
  orderIdIn,
  ordersOf,
  payByCard,
  signInContext,
  takeLogos,
  texts,
} from './helpers.ts';

describe.skipIf(!enabled)('orders, invoices and downloads in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('goes from payment complete to the order history, the invoice PDF and the logo files; the logo is then sold out (ja)', async () => {
    const t = texts('ja');
    const member = await createMember('orders');
    const [logo] = await takeLogos(1, { zip: true });
    await addToCart(
      { token: member.token },
      { logo_id: logo!.logo_id, sub_name: '株式会社', main_name: 'ひかり', logo_motion: true },
      'ja',
    );
    const { page, context, problems } = await openPage(browser, { locale: 'ja' });
    await signInContext(context, member);
    await checkoutFromCart(page, 'ja');
    await payByCard(page, 'ja', CARDS.succeeded);
    await page.waitForURL((url) => url.pathname === '/ja/my-page/payment-complete');
    const id = orderIdIn(page);
    const number = page.getByTestId('complete-order-number');
    await number.waitFor();
    const orderNumber = (await number.innerText()).trim();
    expect(orderNumber).toMatch(/^\d{5}$/);

    await page.getByRole('link', { name: t.buying.complete.history, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/ja/my-page/order-history');
    const card = page.locator(`[data-testid="order"][data-order-id="${id}"]`);
    await card.waitFor();
    expect(await page.getByTestId('order').count()).toBe(1);
    const [order] = await ordersOf(member, 'ja');
    expect(order).toMatchObject({ id, order_number: orderNumber, status: 2, currency: 'JPY' });
    expect((await card.getByTestId('order-number').innerText()).trim()).toBe(orderNumber);
    const status = card.getByTestId('order-status');
    expect((await status.innerText()).trim()).toBe(t.buying.history.statuses.paid);
    expect(await status.getAttribute('data-status')).toBe('2');
    // Paid is green: the badge's background, whatever colour space the style sheet uses, read
    // back as RGB through a canvas.
    const [r, g, b] = await status.evaluate((el) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.fillStyle = getComputedStyle(el).backgroundColor;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data];
    });
    expect(g).toBeGreaterThan(r!);
    expect(g).toBeGreaterThan(b!);
    expect(await card.innerText()).toContain(formatMoney(order!.total));

    const row = card.getByTestId('order-logo');
    expect(await row.count()).toBe(1);
    const bought = order!.order_logos[0]!;
    const money = (amount: number) => formatMoney({ amount, currency: 'JPY' });
    const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
    // The files exist, so the logo was delivered when it was paid: its state and date (ADR 0104).
    expect(order!.delivery_date).not.toBeNull();
    expect(bought.delivery_state).toBe('delivered');
    expect(bought.delivered_at).toBe(order!.delivery_date);
    expect(cells.slice(1, 6)).toEqual([
      'ひかり',
      '株式会社',
      `${t.buying.delivery.delivered.label}\n${t.buying.history.deliveredOn.replace('{{date}}', formatDate(bought.delivered_at, 'ja'))}`,
      money(bought.price),
      `${t.detail.optionMotion} +${money(bought.logo_motion_price)}`,
    ]);
    expect(await axeViolations(page)).toEqual([]);

    // The invoice is a PDF, named after the invoice number.
    const invoice = await downloadBy(page, () =>
      card
        .getByRole('button', { name: fill(t.buying.history.invoiceLabel, { number: orderNumber }) })
        .click(),
    );
    expect(invoice.name).toBe(`invoice-${order!.invoice_num}.pdf`);
    expect(invoice.head).toBe('%PDF');

    // The logo's delivery files are a zip.
    const files = await downloadBy(page, () => row.getByTestId('download-logo').click());
    expect(files.name).toMatch(/\.zip$/);
    expect(files.head).toBe('PK\u0003\u0004');
    expect(files.size).toBeGreaterThan(100);
    expect(await page.getByTestId('toast').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();

    // Another visitor now finds the logo sold out, and cannot put it in a cart.
    const visitor = await openPage(browser);
    await signInContext(visitor.context, null);
    await visitor.page.goto(`/en/logo/detail/${logo!.logo_id}`);
    const en = texts('en');
    await visitor.page.getByText(en.card.soldOut, { exact: true }).first().waitFor();
    await visitor.page.getByText(en.detail.soldOutNote).first().waitFor();
    const add = visitor.page.getByTestId('order-panel').getByRole('button', { name: en.buying.add.button });
    expect(await add.isDisabled()).toBe(true);
    const refused = await api('POST', '/api/cart', {
      body: { logo_id: logo!.logo_id, sub_name: 'A', main_name: 'B', logo_manual: false, logo_motion: false },
    });
    expect(refused.status).toBe(409);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });
});
