import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { padNumber } from '../../packages/core/src/rules/text.ts';
import { api } from '../buying/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { texts, waitForTotal } from '../search/helpers.ts';
import { BO, STAFF, signInByApi, toast, unexpected } from './helpers.ts';
import {
  card,
  createLogo,
  filters,
  logoDetail,
  logoInState,
  namesFor,
  openLogoList,
  readyForSale,
  searchBoard,
  staffToken,
  uniqueToken,
} from './logos-helpers.ts';

describe.skipIf(!enabled)('back-office logo board: states, bulk changes and its page', () => {
  let browser: Browser;
  let admin: string;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
    admin = await staffToken(STAFF.admin);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an admin changes a state from the card and the shop follows; the lists filter by state', async () => {
    const token = uniqueToken();
    const names = namesFor(token);
    const id = await createLogo(admin, names);
    await readyForSale(admin, id);
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    await openLogoList(page);
    await searchBoard(page, names.logo_name);
    await expect.poll(() => page.getByTestId('staff-logo-card').count()).toBe(1);
    const number = padNumber(id);
    expect(await card(page, id).getByTestId('logo-number').innerText()).toBe(`No.${number}`);
    const select = page.getByRole('combobox', { name: `No.${number}の状態` });
    expect(await select.locator('option').allInnerTexts()).toEqual(['未キープ', '商談中', '停止']);

    await select.selectOption({ label: '商談中' });
    await toast(page, `No.${number}の状態を「商談中」に変更しました。`).waitFor();
    const shop = await context.newPage();
    await shop.goto(`/ja/search?u_keyword=${encodeURIComponent(names.logo_name)}`);
    await waitForTotal(shop, 1);
    expect(await shop.getByTestId('logo-card').innerText()).toContain(texts('ja').card.negotiating);

    await select.selectOption({ label: '停止' });
    await toast(page, `No.${number}の状態を「停止」に変更しました。`).waitFor();
    await shop.reload();
    await waitForTotal(shop, 0);

    // The stop list shows stopped logos; a second click resets it. The negotiation list has not this one.
    const stopList = filters(page).getByRole('button', { name: '停止リスト' });
    await stopList.click();
    await page.waitForURL((url) => url.searchParams.get('state') === '7');
    await expect.poll(() => stopList.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('staff-logo-card').count()).toBe(1);
    await filters(page).getByRole('button', { name: '商談リスト' }).click();
    await page.waitForURL((url) => url.searchParams.get('state') === '2');
    await page.getByTestId('list-empty').waitFor();
    await filters(page).getByRole('button', { name: '商談リスト' }).click();
    await page.waitForURL((url) => !url.searchParams.has('state'));
    await expect.poll(() => page.getByTestId('staff-logo-card').count()).toBe(1);

    await select.selectOption({ label: '未キープ' });
    await toast(page, `No.${number}の状態を「未キープ」に変更しました。`).waitFor();
    await shop.reload();
    await waitForTotal(shop, 1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('bulk: several cards change at once; with a sold logo among them none changes and it is named', async () => {
    const token = uniqueToken();
    const first = await createLogo(admin, namesFor(`${token}a`));
    const second = await createLogo(admin, namesFor(`${token}b`));
    for (const id of [first, second]) await readyForSale(admin, id);
    const sold = await logoInState(admin, 8);
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    await openLogoList(page);
    await searchBoard(page, `試験${token}`);
    await expect.poll(() => page.getByTestId('staff-logo-card').count()).toBe(2);
    await page.getByRole('checkbox', { name: 'このページをすべて選択' }).check();
    expect(await page.getByTestId('bulk-count').innerText()).toBe('2件選択中');
    await page.getByLabel('変更後の状態').selectOption({ label: '商談中' });
    await page.getByRole('button', { name: '一括変更' }).click();
    await toast(page, '2件の状態を変更しました（変更なし0件）。').waitFor();
    expect(await page.getByTestId('bulk-count').innerText()).toBe('0件選択中');
    for (const id of [first, second]) expect((await logoDetail(admin, id)).logo.state).toBe(2);

    // The selection stays while the board is filtered again: one of ours, and a sold logo.
    await card(page, first).getByRole('checkbox').check();
    await searchBoard(page, String(sold));
    await card(page, sold).getByRole('checkbox').check();
    expect(await page.getByTestId('bulk-count').innerText()).toBe('2件選択中');
    await page.getByLabel('変更後の状態').selectOption({ label: '未キープ' });
    await page.getByRole('button', { name: '一括変更' }).click();
    await toast(page, '変更できないロゴがあるため、どのロゴも変更しませんでした。').waitFor();
    expect(await page.getByTestId('bulk-refused').innerText()).toBe(
      `No.${padNumber(sold)}：このロゴは売約済みのため、状態を変更できません。`,
    );
    expect((await logoDetail(admin, first)).logo.state).toBe(2);
    expect(unexpected(problems, 409)).toEqual([]);
    await context.close();
  });

  it('remembers the board page, also for a bare visit to the list', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    await openLogoList(page);
    const pager = page.getByRole('navigation', { name: 'ページ送り' });
    await pager.getByRole('link', { name: '2ページ' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect
      .poll(() => pager.getByRole('link', { name: '2ページ' }).getAttribute('aria-current'))
      .toBe('page');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('logoya') ?? '{}').system);
    expect(stored.page_logo_admin).toBe(2);
    await page.goto(`${BO}/logos`);
    await expect
      .poll(() => pager.getByRole('link', { name: '2ページ' }).getAttribute('aria-current'))
      .toBe('page');
    // A category filter goes back to page 1 and shows what the server counts for it.
    // The checkbox follows the URL, so it is clicked, not checked.
    const beauty = filters(page).getByRole('checkbox', { name: '美容サロン' });
    await beauty.click();
    await page.waitForURL(
      (url) => url.searchParams.get('industry_id') === '1' && url.searchParams.get('page') === '1',
    );
    await expect.poll(() => beauty.isChecked()).toBe(true);
    const { body } = await api<{ meta: { total: number } }>('GET', '/api/logo?industry_id=1', {
      token: admin,
    });
    await expect
      .poll(() => page.getByTestId('logo-range').innerText())
      .toMatch(new RegExp(`^全${body.meta.total.toLocaleString('ja-JP')}件中 1〜`));
    await filters(page).getByRole('button', { name: '条件をクリア' }).click();
    await page.waitForURL((url) => !url.searchParams.has('industry_id'));
    expect(problems).toEqual([]);
    await context.close();
  });
});
