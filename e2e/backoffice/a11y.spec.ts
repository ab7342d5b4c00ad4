import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../packages/core/src/index.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { axeViolations, BO, STAFF, signInByApi, signInToBackoffice } from './helpers.ts';
import { placeQrOrder } from './orders-helpers.ts';

/** One order waiting for payment, placed on first use, so its row shows every control. */
let waiting: Promise<{ order: Order; email: string }> | null = null;
const waitingOrder = () => {
  waiting ??= placeQrOrder();
  return waiting;
};

describe.skipIf(!enabled)('back-office accessibility (axe-core, WCAG 2.2 AA)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([1280, 390])('login, dashboard, profile and 404 at %i px have no violations', async (width) => {
    const { page, context, problems } = await openPage(browser, { width });
    await page.goto(`${BO}/login`);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.getByText('メールアドレスは必須入力です。').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await signInToBackoffice(page, STAFF.admin);
    await page.getByTestId('posted-logo-count').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${BO}/profile`);
    await page.getByRole('heading', { level: 1, name: 'プロフィール' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${BO}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([1280, 390])(
    'orders: the list, an opened order and the confirm dialog at %i px have no violations',
    async (width) => {
      const { order, email } = await waitingOrder();
      const { page, context, problems } = await openPage(browser, { width });
      await signInByApi(context, STAFF.admin);
      await page.goto(`${BO}/orders?search_text=${encodeURIComponent(email)}`);
      await page.getByTestId('order-row').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: `注文 ${order.order_number} の明細` }).click();
      await page.getByTestId('order-line').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: `注文 ${order.order_number} の入金完了` }).click();
      const dialog = page.getByRole('dialog', { name: '注文の支払いが完了したかどうかを確認しますか?' });
      await dialog.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'いいえ' }).click();
      await page.goto(`${BO}/orders?search_text=no-such-order-anywhere`);
      await page.getByTestId('list-empty').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
