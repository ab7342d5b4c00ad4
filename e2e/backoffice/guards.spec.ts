import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from '../fixtures.ts';
import { BO, MEMBER, openDashboard, STAFF, signInByApi } from './helpers.ts';

const ADMIN_MENU = [
  'ジャンル',
  '業種',
  'テイスト',
  'ログ',
  '注文管理',
  'ユーザー',
  'ZIPファイル',
  '住所検索',
  'キーワード',
  '価格設定',
  '無料ロゴ依頼',
  'お問い合わせ',
  'CSV入出力',
];

describe.skipIf(!enabled)('back-office guards and layout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a designer on an admin-only page to the dashboard', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.designer);
    for (const area of ['users', 'orders/page/2', 'keyword']) {
      await page.goto(`${BO}/${area}`);
      await page.waitForURL((url) => url.pathname === BO);
      await page.getByRole('heading', { level: 1, name: 'ダッシュボード' }).waitFor();
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a signed-in member to the shop home', async () => {
    const { page, context } = await openPage(browser, { locale: 'ja-JP' });
    await signInByApi(context, MEMBER);
    await page.goto(`${BO}/profile`);
    await page.waitForURL((url) => /^\/(en|ja|vi)\/$/.test(url.pathname));
    await page.getByTestId('logo-card').first().waitFor();
    await context.close();
  });

  it('shows the admin menu as links, opens an area, and a 404 page for unknown paths', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    await openDashboard(page);
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    for (const label of ADMIN_MENU) await menu.getByRole('link', { name: label, exact: true }).waitFor();
    await menu.getByRole('link', { name: 'ジャンル', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${BO}/colors`);
    await page.getByRole('heading', { level: 1, name: 'ジャンル' }).waitFor();
    expect(await menu.getByRole('link', { name: 'ジャンル', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.goto(`${BO}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }).waitFor();
    await page.getByRole('link', { name: 'ダッシュボードへ戻る' }).click();
    await page.waitForURL((url) => url.pathname === BO);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['an admin', STAFF.admin],
    ['a designer', STAFF.designer],
  ] as const)(
    'gives %s a ロゴ menu entry to the logo list, which the dashboard no longer holds',
    async (_, account) => {
      const { page, context, problems } = await openPage(browser);
      await signInByApi(context, account);
      await openDashboard(page);
      // The dashboard links to the list instead of holding it at its bottom.
      expect(await page.getByTestId('staff-logo-card').count()).toBe(0);
      await page.getByRole('link', { name: 'ロゴ一覧を開く' }).waitFor();
      const menu = page.getByRole('navigation', { name: 'メインメニュー' });
      const entry = menu.getByRole('link', { name: 'ロゴ', exact: true });
      await entry.click();
      await page.waitForURL((url) => url.pathname === `${BO}/logos`);
      await page.getByRole('heading', { level: 1, name: 'ロゴ一覧' }).waitFor();
      await page.getByTestId('staff-logo-card').first().waitFor();
      expect(await entry.getAttribute('aria-current')).toBe('page');
      expect(await page.title()).toContain('ロゴ一覧');
      // The CSV page below /logos is its own entry: ロゴ is not marked there.
      if (account === STAFF.admin) {
        await menu.getByRole('link', { name: 'CSV入出力', exact: true }).click();
        await page.waitForURL((url) => url.pathname === `${BO}/logos/import`);
        await expect.poll(() => entry.getAttribute('aria-current')).toBeNull();
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('collapses the sidebar, and signs out from the user menu', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.designer);
    await page.goto(`${BO}/profile`);
    await page.getByRole('heading', { level: 1, name: 'プロフィール' }).waitFor();
    const toggle = page.getByRole('button', { name: 'サイドメニューを折りたたむ' });
    await toggle.click();
    await page.getByRole('button', { name: 'サイドメニューを広げる' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'サイドメニューを広げる' }).getAttribute('aria-expanded'),
    ).toBe('false');
    await page.getByRole('button', { name: 'ユーザーメニュー' }).click();
    await page.getByRole('link', { name: 'プロフィール' }).last().waitFor();
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL((url) => url.pathname === `${BO}/login`);
    await page.goto(BO);
    await page.waitForURL((url) => url.pathname === `${BO}/login`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the menu as a drawer on a phone', async () => {
    const { page, context, problems } = await openPage(browser, { width: 390 });
    await signInByApi(context, STAFF.admin);
    await openDashboard(page);
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    const drawer = page.getByRole('dialog', { name: 'メインメニュー' });
    await drawer.getByRole('link', { name: 'プロフィール' }).click();
    await page.waitForURL((url) => url.pathname === `${BO}/profile`);
    await drawer.waitFor({ state: 'hidden' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
