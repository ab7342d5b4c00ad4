import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../packages/core/src/index.ts';
import { formatDateTime } from '../../packages/core/src/rules/date-time.ts';
import { formatMoney } from '../../packages/core/src/rules/money.ts';
import { adminToken, api } from '../buying/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { BO, STAFF, signInByApi, tableSettled, toast } from './helpers.ts';
import { placeQrOrder } from './orders-helpers.ts';

const SEARCH = '請求書番号・注文ID・お名前・メールアドレス';
const CONFIRM = '注文の支払いが完了したかどうかを確認しますか?';

/** The invoice numbers of the rows shown, top to bottom. */
const invoices = (page: Page) =>
  page
    .getByTestId('order-row')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent));

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: SEARCH }).fill(text);
  await page.getByRole('button', { name: '検索', exact: true }).click();
}

describe.skipIf(!enabled)('back-office orders', () => {
  let browser: Browser;
  let waiting: Order;
  let waitingEmail: string;
  let other: Order;
  let otherEmail: string;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
    ({ order: waiting, email: waitingEmail } = await placeQrOrder());
    ({ order: other, email: otherEmail } = await placeQrOrder());
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('searches, changes the page size, sorts, opens an order and confirms its transfer', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    await page.goto(`${BO}/orders`);
    await page.getByRole('heading', { level: 1, name: '注文管理' }).waitFor();
    const table = page.getByRole('table', { name: '注文管理' });
    await table.waitFor();
    for (const header of [
      '請求書番号',
      '注文ID',
      'お客様名',
      '入金日',
      '入金状況',
      '支払方法',
      '消費税',
      '合計金額',
      '操作',
    ]) {
      await table.getByRole('columnheader', { name: header }).waitFor();
    }

    // A number finds the order with that id or invoice number.
    await search(page, waiting.invoice_num);
    await page.waitForURL((url) => url.searchParams.get('search_text') === waiting.invoice_num);
    await expect.poll(() => invoices(page)).toContain(waiting.invoice_num);
    // The buyer's e-mail finds this order alone, and the words stay in the URL.
    await search(page, waitingEmail);
    await page.waitForURL((url) => url.searchParams.get('search_text') === waitingEmail);
    await expect.poll(() => invoices(page)).toEqual([waiting.invoice_num]);
    const row = page.getByTestId('order-row');
    expect(await row.getByTestId('payment-status').innerText()).toBe('未入金');
    expect(await row.getByTestId('payment-status').getAttribute('title')).toBe('Unpaid');
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(1)).toEqual([
      waiting.invoice_num,
      waiting.order_number,
      waiting.user.name,
      '—',
      '未入金',
      'QR振込',
      formatMoney({ amount: waiting.tax, currency: 'VND' }),
      formatMoney({ amount: waiting.total_amount, currency: 'VND' }),
      '入金完了',
    ]);

    // A new page size goes back to page 1 and keeps the search.
    const asked = page.waitForRequest(
      (r) => r.url().includes('/api/orders?') && r.url().includes('per_page=25'),
    );
    await page.getByLabel('表示件数').selectOption('25');
    await asked;
    await page.waitForURL((url) => url.searchParams.get('per_page') === '25');
    expect(new URL(page.url()).pathname).toBe(`${BO}/orders`);
    expect(new URL(page.url()).searchParams.get('search_text')).toBe(waitingEmail);

    // Sorting by invoice number: ASC, DESC, then none (back to the server's newest first), among
    // the orders this suite's buyers placed.
    await search(page, 'bo-orders-');
    await page.waitForURL((url) => url.searchParams.get('search_text') === 'bo-orders-');
    const header = table.getByRole('columnheader', { name: '請求書番号' });
    const order = async () => {
      const shown = await invoices(page);
      return shown.indexOf(waiting.invoice_num) < shown.indexOf(other.invoice_num)
        ? 'waiting first'
        : 'other first';
    };
    await header.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort_value') === 'asc');
    expect(new URL(page.url()).searchParams.get('sort_field')).toBe('invoice_num');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    // The newest-first rows stay on screen until the sorted answer arrives.
    await tableSettled(table);
    expect(await invoices(page)).toContain(waiting.invoice_num);
    // Only sortable columns are buttons.
    expect(await table.getByRole('columnheader', { name: 'お客様名' }).getByRole('button').count()).toBe(0);
    const ascending = await invoices(page);
    expect(ascending).toEqual([...ascending].sort());
    expect(await order()).toBe('waiting first');
    await header.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort_value') === 'desc');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await tableSettled(table);
    expect(await order()).toBe('other first');
    await header.getByRole('button').click();
    await page.waitForURL((url) => !url.searchParams.has('sort_field'));
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('none');

    // The accordion: the order's logo with its link, prices, extras, names and zip.
    await search(page, waitingEmail);
    await expect.poll(() => invoices(page)).toEqual([waiting.invoice_num]);
    const toggle = page.getByRole('button', { name: `注文 ${waiting.order_number} の明細` });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const lines = page.getByRole('list', { name: `注文 ${waiting.order_number} のロゴ` });
    const line = waiting.order_logos[0]!;
    const name = lines.getByRole('link', { name: new RegExp(line.logo.logo_name) });
    expect(await name.getAttribute('href')).toBe(`/vi/logo/detail/${line.logo_id}`);
    const details = await lines.locator('dd').allInnerTexts();
    expect(details.slice(1, 6)).toEqual([
      formatMoney({ amount: line.price, currency: 'VND' }),
      formatMoney({ amount: line.logo_manual_price, currency: 'VND' }),
      'なし',
      'Sen Vàng',
      'Công ty',
    ]);
    // Its delivery (ADR 0104): waiting for payment, no delivery date yet, and the demo zip's upload
    // (the seed records no uploader), then the link to the logo's zip. Japanese times leave the
    // hour unpadded ("0:16" from midnight to 9 a.m. in Tokyo).
    expect(details.slice(6, 8)).toEqual(['お支払い待ち', '—']);
    expect(details[8]).toMatch(/^記録なし（\d{4}\/\d{2}\/\d{2} \d{1,2}:\d{2}）$/);
    expect(details.slice(9)).toEqual(['ZIPファイルを管理']);
    expect(await lines.getByRole('link', { name: 'ZIPファイルを管理' }).getAttribute('href')).toBe(
      `${BO}/zips/${line.logo_id}`,
    );
    await toggle.click();
    await lines.waitFor({ state: 'detached' });

    // 入金完了 asks first, with what to check against the bank statement (issue 24): the
    // amount, the transfer note, the buyer and the order date, on the shop's clock (Asia/Tokyo).
    // "no" changes nothing, "yes" confirms and the list reloads.
    const confirmButton = page.getByRole('button', { name: `注文 ${waiting.order_number} の入金完了` });
    await confirmButton.click();
    const dialog = page.getByRole('dialog', { name: CONFIRM });
    await dialog.getByText('銀行の入金明細と照らし合わせてください。', { exact: true }).waitFor();
    const check = dialog.getByTestId('transfer-check');
    const checkRows = await check
      .locator('dt')
      .evaluateAll((terms) =>
        terms.map((dt) => [dt.textContent, (dt.nextElementSibling as HTMLElement | null)?.innerText]),
      );
    expect(checkRows).toEqual([
      ['金額', formatMoney({ amount: waiting.total_amount, currency: 'VND' })],
      ['振込メモ', `LOGOYA ${waiting.invoice_num}`],
      ['ご購入者', `${waiting.user.name}\nFavourites Test Co.\n${waitingEmail}`],
      ['注文日時', formatDateTime(waiting.purchase_date, 'ja', { timeZone: 'Asia/Tokyo', style: 'long' })],
    ]);
    expect(await check.getAttribute('aria-label')).toBe(`注文 ${waiting.order_number} の照合情報`);
    await dialog.getByRole('button', { name: 'いいえ' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.getByTestId('payment-status').innerText()).toBe('未入金');
    await confirmButton.click();
    await dialog.getByRole('button', { name: 'はい' }).click();
    await toast(page, '入金を確認しました。').waitFor();
    await expect.poll(() => row.getByTestId('payment-status').innerText()).toBe('入金済み');
    expect(await confirmButton.count()).toBe(0);
    expect(await row.locator('td').nth(4).innerText()).not.toBe('—');
    await page.reload();
    await expect.poll(() => row.getByTestId('payment-status').innerText()).toBe('入金済み');
    const { body } = await api<{ data: Order }>(
      'GET',
      `/api/orders?search_text=${encodeURIComponent(waitingEmail)}`,
      { token: await adminToken() },
    );
    expect(body.data).toEqual([expect.objectContaining({ id: waiting.id, status: 2, payment_status: 2 })]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows each order as a readable card on a phone, with a sort choice instead of headers', async () => {
    const { page, context, problems } = await openPage(browser, { width: 390 });
    await signInByApi(context, STAFF.admin);
    await page.goto(`${BO}/orders?search_text=${encodeURIComponent(otherEmail)}`);
    const card = page.getByRole('list', { name: '注文管理' }).getByTestId('order-row');
    await card.waitFor();
    expect(await card.locator('dt').allInnerTexts()).toEqual([
      '請求書番号',
      '注文ID',
      'お客様名',
      '入金日',
      '入金状況',
      '支払方法',
      '消費税',
      '合計金額',
      '操作',
    ]);
    await page.getByLabel('並び替え').selectOption({ label: '合計金額（降順）' });
    await page.waitForURL(
      (url) =>
        url.searchParams.get('sort_field') === 'total_amount' &&
        url.searchParams.get('sort_value') === 'desc',
    );
    await card.getByRole('button', { name: `注文 ${other.order_number} の明細` }).click();
    await card.getByRole('link', { name: 'ZIPファイルを管理' }).waitFor();
    // Nothing is cut off: the page is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
    await context.close();
  });
});
