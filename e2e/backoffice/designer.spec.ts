import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { padNumber } from '../../packages/core/src/rules/text.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { BO, STAFF, signInByApi, toast, unexpected } from './helpers.ts';
import { createLogo, logoDetail, namesFor, openLogoList, staffToken, uniqueToken } from './logos-helpers.ts';

const ADMIN_ENTRIES = [
  'ジャンル',
  '業種',
  'テイスト',
  'ログ',
  '注文管理',
  'ユーザー',
  'ZIPファイル',
  '住所検索',
  'キーワード',
];

describe.skipIf(!enabled)('a designer in the back office', () => {
  let browser: Browser;
  let designer: string;
  let other: string;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
    designer = await staffToken(STAFF.designer);
    other = await staffToken(STAFF.designer2);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sees only their own logos, changes no state, and edits their own logo', async () => {
    const token = uniqueToken();
    const names = namesFor(token);
    const id = await createLogo(designer, names);
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.designer);
    await openLogoList(page);

    // The menu has no admin areas.
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    await menu.getByRole('link', { name: 'ダッシュボード' }).waitFor();
    for (const entry of ADMIN_ENTRIES) {
      expect(await menu.getByRole('link', { name: entry, exact: true }).count()).toBe(0);
    }

    // The board: their logos only, no designer selector, no state control, no bulk.
    const cards = page.getByTestId('staff-logo-card');
    await cards.first().waitFor();
    const designers = await cards.locator('p', { hasText: 'デザイナー：' }).allInnerTexts();
    expect(new Set(designers)).toEqual(new Set([`デザイナー：${STAFF.designer.name}`]));
    expect(await page.getByTestId('designer-filter').count()).toBe(0);
    expect(await page.getByTestId('state-select').count()).toBe(0);
    expect(await page.getByTestId('bulk-bar').count()).toBe(0);
    expect(await cards.getByRole('checkbox').count()).toBe(0);

    // Their new logo, found by its name, opens in the editor.
    await page.getByTestId('logo-filters').getByLabel('テキスト検索').fill(names.logo_name);
    await page.getByTestId('logo-filters').getByRole('button', { name: '検索', exact: true }).click();
    await expect.poll(() => cards.count()).toBe(1);
    // A new logo waits stopped and 未公開 until an admin puts it on sale.
    expect(await cards.getByTestId('logo-state').innerText()).toBe('停止');
    expect(await cards.getByTestId('logo-unpublished').innerText()).toBe('未公開');
    await cards.getByRole('link', { name: names.logo_name }).click();
    await page.getByRole('heading', { level: 1, name: `ロゴ編集 No.${padNumber(id)}` }).waitFor();
    expect(await page.getByLabel('担当デザイナー').count()).toBe(0);
    await page.getByLabel('ロゴ名（英語）').fill('');
    await page.getByRole('button', { name: '更新', exact: true }).click();
    await page.getByText('値を入力してください。').waitFor();
    await page.getByLabel('ロゴ名（英語）').fill(`Edited${token}`);
    await page.getByRole('button', { name: '更新', exact: true }).click();
    await toast(page, '更新しました。').waitFor();
    expect((await logoDetail(designer, id)).logo).toMatchObject({
      logo_name_en: `Edited${token}`,
      reg_by: STAFF.designer.name,
    });

    // Back returns to the board as it was, filtered by the name.
    await page.getByRole('link', { name: '一覧へ戻る' }).click();
    await page.waitForURL(
      (url) => url.pathname === `${BO}/logos` && url.searchParams.get('keyword') === names.logo_name,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it("cannot open admin areas or another designer's logo", async () => {
    const othersLogo = await createLogo(other, namesFor(uniqueToken()));
    expect((await logoDetail(designer, othersLogo)).status).toBe(404);
    const { page, context, problems } = await openPage(browser, { width: 390 });
    await signInByApi(context, STAFF.designer);
    for (const area of ['users', 'orders', 'keyword']) {
      await page.goto(`${BO}/${area}`);
      await page.waitForURL((url) => url.pathname === BO);
      await page.getByRole('heading', { level: 1, name: 'ダッシュボード' }).waitFor();
    }
    for (const tab of ['', '/image', '/keyword']) {
      await page.goto(`${BO}/logo/${othersLogo}${tab}`);
      await page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }).waitFor();
    }
    expect(await page.getByLabel('ロゴ名（日本語）').count()).toBe(0);
    expect(unexpected(problems, 404)).toEqual([]);
    await context.close();
  });
});
