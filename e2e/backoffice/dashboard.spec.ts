import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats, Order } from '../../packages/core/src/index.ts';
import { formatMoney } from '../../packages/core/src/rules/money.ts';
import { adminToken, createMember, takeLogos } from '../buying/helpers.ts';
import { favourite } from '../favorites/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { dayOf, designerOfLogo, japaneseDay, paidYenOrder, statsOf, tokyoDay } from './dashboard-helpers.ts';
import { axeViolations, BO, openDashboard, STAFF, signInByApi, unexpected } from './helpers.ts';

const yen = (amount: number) => formatMoney({ amount, currency: 'JPY' });
const count = (n: number) => new Intl.NumberFormat('ja-JP').format(n);
const RANGE_ORDER = '開始日は終了日以前の日付にしてください。';

const statsRegion = (page: Page) => page.getByRole('region', { name: '売上と注文の状況' });

/** A tile's text, one line per block (paragraphs add blank lines to innerText). */
const textOf = async (tile: Locator) => (await tile.innerText()).replace(/\n+/g, '\n');

/** Opens a chart's table (表で見る) and answers it. */
async function openTable(page: Page, testId: string, name: string): Promise<Locator> {
  const figure = page.getByTestId(testId);
  await figure.getByRole('button', { name: '表で見る' }).click();
  await figure.getByRole('button', { name: 'グラフで見る' }).waitFor();
  const table = figure.getByRole('table', { name });
  await table.waitFor();
  return table;
}

/** The cells of a table row whose header is `day`. */
async function rowCells(table: Locator, day: string): Promise<string[]> {
  const row = table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: day }) });
  return row.locator('td').allInnerTexts();
}

/** The orders tile: orders placed, and orders paid, in the period. */
const ordersTile = (stats: DashboardStats) =>
  `注文数\n${count(stats.totals.orders)}件\n入金済みの注文 ${count(stats.totals.paid_orders)}件\n注文日ごとの件数（状態を問わず）。`;

/** What the conversion tile shows for an answer: the contract's figures as they are. */
function conversionTexts(stats: DashboardStats): [string, string] {
  const { keeps, purchased, rate } = stats.conversion;
  const shown =
    rate === null
      ? '—'
      : new Intl.NumberFormat('ja-JP', { style: 'percent', maximumFractionDigits: 1 }).format(rate);
  const detail =
    keeps > 0 ? `キープ ${count(keeps)}件のうち購入 ${count(purchased)}件` : 'キープがありません';
  return [shown, detail];
}

describe.skipIf(!enabled)('back-office dashboard figures', () => {
  let browser: Browser;
  let admin: string;
  let order: Order;
  let designer: Awaited<ReturnType<typeof designerOfLogo>>;
  const before: { shop?: DashboardStats; designer?: DashboardStats } = {};
  const today = tokyoDay();

  beforeAll(async () => {
    browser = await launch({ reusePages: true });
    admin = await adminToken();
    const [logo] = await takeLogos(1);
    designer = await designerOfLogo(admin, logo!.logo_id);
    before.shop = await statsOf(admin);
    before.designer = await statsOf(designer.token);
    // The fixture: a new member who favourites one logo and pays it by card, in yen, today.
    const member = await createMember('bo-dash');
    await favourite(member, logo!.logo_id);
    order = await paidYenOrder(member, logo!.logo_id);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows an admin the shop’s figures with today’s card sale, by period and by designer', async () => {
    const after = await statsOf(admin);
    // The API counts the fixture: one more order, paid, its yen, and the new member.
    expect(order.currency).toBe('JPY');
    expect(after.scope).toBe('shop');
    expect(dayOf(after, today).sales.JPY).toBe(dayOf(before.shop!, today).sales.JPY + order.total_amount);
    expect(after.totals.orders).toBe(before.shop!.totals.orders + 1);
    expect(after.totals.paid_orders).toBe(before.shop!.totals.paid_orders + 1);
    expect(after.totals.new_members).toBe((before.shop!.totals.new_members ?? 0) + 1);

    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    await openDashboard(page);
    const stats = statsRegion(page);
    await stats.getByTestId('stats-total-JPY').waitFor();
    expect(await stats.getByTestId('stats-scope').innerText()).toBe(
      `ショップ全体の数値です。 ${after.from.replaceAll('-', '/')}〜${after.to.replaceAll('-', '/')}（日本時間）`,
    );
    expect(await stats.getByTestId('stats-total-JPY').innerText()).toBe(yen(after.totals.sales.JPY));
    expect(await stats.getByTestId('stats-total-USD').innerText()).toBe(
      formatMoney({ amount: after.totals.sales.USD, currency: 'USD' }),
    );
    expect(await stats.getByTestId('stats-total-VND').innerText()).toBe(
      formatMoney({ amount: after.totals.sales.VND, currency: 'VND' }),
    );
    expect(await textOf(stats.getByTestId('stats-total-orders'))).toBe(ordersTile(after));
    expect(await textOf(stats.getByTestId('stats-total-members'))).toBe(
      `新規会員\n${count(after.totals.new_members!)}人\n会員登録が完了した人数です。`,
    );
    const conversion = stats.getByTestId('stats-conversion');
    const [rate, detail] = conversionTexts(after);
    expect(await textOf(conversion)).toBe(`キープからの購入率\n${rate}\n${detail}`);
    // Each chart is an image named by its title and described by its figures in words.
    for (const title of ['売上の推移（日本円（JPY））', '注文数の推移', '新規会員の推移']) {
      await stats.getByRole('img', { name: title }).waitFor();
    }
    expect(
      await stats.getByTestId('stats-sales').getByRole('img').getAttribute('aria-describedby'),
    ).toBeTruthy();

    // 7日: the last 7 days up to today in Tokyo, in the URL; today's row holds the fixture's sale.
    const asked = page.waitForRequest(
      (r) => r.url().includes('/api/dashboard/stats?') && r.url().includes(`from=${tokyoDay(6)}&to=${today}`),
    );
    await stats.getByText('7日', { exact: true }).click();
    await asked;
    await page.waitForURL((url) => url.searchParams.get('range') === '7');
    expect(await stats.getByRole('radio', { name: '7日' }).isChecked()).toBe(true);
    const sales = await openTable(page, 'stats-sales', '売上の推移');
    expect(await sales.getByRole('columnheader').allInnerTexts()).toEqual(['日付', 'USD', 'JPY', 'VND']);
    expect(await sales.getByRole('rowheader').count()).toBe(7);
    const todayRow = await rowCells(sales, japaneseDay(today));
    expect(todayRow[1]).toBe(yen(dayOf(after, today).sales.JPY));

    const ordersTable = await openTable(page, 'stats-orders', '注文数の推移');
    expect(await rowCells(ordersTable, japaneseDay(today))).toEqual([
      count(dayOf(after, today).orders),
      count(dayOf(after, today).paid_orders),
    ]);
    const favorites = await openTable(page, 'stats-favorites', 'お気に入りの多いロゴ');
    // The fixture's favourite puts at least one logo in the ranking; the table shows the API's.
    const week = await statsOf(admin, `?from=${tokyoDay(6)}&to=${today}`);
    expect(week.top_favorites.length).toBeGreaterThan(0);
    const top = week.top_favorites[0]!;
    expect(await favorites.getByRole('row').count()).toBe(week.top_favorites.length + 1);
    const first = await favorites.getByRole('row').nth(1).innerText();
    expect(first.split('\t').map((s) => s.trim())).toEqual([
      '1',
      `${top.logo_name}（ID ${top.logo_id}）`,
      count(top.favorites),
      count(top.favorites_total),
    ]);

    // カスタム: a start after the end is refused by the server on the field; the URL stays.
    await stats.getByText('カスタム', { exact: true }).click();
    await stats.getByLabel('開始日').fill(today);
    await stats.getByLabel('終了日').fill(tokyoDay(1));
    await stats.getByRole('button', { name: '表示', exact: true }).click();
    await stats.getByText(RANGE_ORDER, { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('range')).toBe('7');
    await stats.getByLabel('開始日').fill(tokyoDay(2));
    await stats.getByLabel('終了日').fill(today);
    await stats.getByRole('button', { name: '表示', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('range') === 'custom');
    expect(new URL(page.url()).searchParams.get('from')).toBe(tokyoDay(2));
    await expect
      .poll(() => stats.getByTestId('stats-scope').innerText())
      .toContain(`${tokyoDay(2).replaceAll('-', '/')}〜${today.replaceAll('-', '/')}`);
    expect(await sales.getByRole('rowheader').count()).toBe(3);

    // One designer's logos: the scope says whose, and new members (a shop figure) leave.
    const target = stats.getByLabel('対象');
    await target.selectOption({ label: `デザイナー: ${designer.account.name}` });
    await page.waitForURL((url) => url.searchParams.get('designer') === String(designer.id));
    await expect
      .poll(() => stats.getByTestId('stats-scope').innerText())
      .toContain(`${designer.account.name}さんのロゴの数値です。`);
    expect(await stats.getByTestId('stats-total-members').count()).toBe(0);
    const narrowed = await statsOf(admin, `?from=${tokyoDay(2)}&to=${today}&designer_id=${designer.id}`);
    expect(narrowed.totals.sales.JPY).toBeGreaterThanOrEqual(order.total_amount);
    await expect
      .poll(() => stats.getByTestId('stats-total-JPY').innerText())
      .toBe(yen(narrowed.totals.sales.JPY));
    // The only console errors are Chromium's lines for the 422 the test asked for.
    expect(unexpected(problems, 422)).toEqual([]);
  });

  it('shows a designer their own logos’ figures, labelled as theirs', async () => {
    const after = await statsOf(designer.token);
    expect(after.scope).toBe('designer');
    expect(after.designer_id).toBe(designer.id);
    // The fixture's logo is theirs: its line (here the whole order) is in their sales.
    expect(dayOf(after, today).sales.JPY).toBe(dayOf(before.designer!, today).sales.JPY + order.total_amount);

    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, designer.account);
    await openDashboard(page);
    const stats = statsRegion(page);
    await stats.getByTestId('stats-total-JPY').waitFor();
    await stats.getByText('あなたのロゴ', { exact: true }).waitFor();
    expect(await stats.getByTestId('stats-scope').innerText()).toContain(
      'あなたのロゴの数値です（ご自身のロゴの売上・注文・キープ・お気に入り）。',
    );
    expect(await stats.getByTestId('stats-total-JPY').innerText()).toBe(yen(after.totals.sales.JPY));
    expect(await textOf(stats.getByTestId('stats-total-orders'))).toBe(ordersTile(after));
    expect(await stats.getByTestId('stats-conversion').innerText()).toContain(conversionTexts(after)[1]);
    // Shop-wide figures and the designer choice are an admin's.
    expect(await stats.getByTestId('stats-total-members').count()).toBe(0);
    expect(await stats.getByLabel('対象').count()).toBe(0);
    const sales = await openTable(page, 'stats-sales', '売上の推移');
    expect((await rowCells(sales, japaneseDay(today)))[1]).toBe(yen(dayOf(after, today).sales.JPY));
    // Another designer's figures are not theirs to see, whatever the URL says.
    await page.goto(`${BO}?designer=999999`);
    await stats.getByTestId('stats-total-JPY').waitFor();
    expect(await stats.getByTestId('stats-total-JPY').innerText()).toBe(yen(after.totals.sales.JPY));
    expect(problems).toEqual([]);
  });

  // One test per role: eight axe runs in one test came near its time limit on a loaded machine.
  it.each(['admin', 'designer'] as const)(
    'passes axe at 1280 and 390 px with the charts, their tables and the custom period open, as the %s',
    async (role) => {
      const account = role === 'admin' ? STAFF.admin : designer.account;
      for (const width of [1280, 390]) {
        const { page, context, problems } = await openPage(browser, { width });
        await signInByApi(context, account);
        await openDashboard(page);
        const stats = statsRegion(page);
        await stats.getByTestId('stats-total-JPY').waitFor();
        await stats.getByRole('img', { name: '注文数の推移' }).waitFor();
        expect(await axeViolations(page), `${account.email} at ${width}`).toEqual([]);
        await openTable(page, 'stats-sales', '売上の推移');
        await openTable(page, 'stats-favorites', 'お気に入りの多いロゴ');
        await stats.getByText('カスタム', { exact: true }).click();
        await stats.getByLabel('開始日').waitFor();
        expect(await axeViolations(page), `${account.email} at ${width}, tables`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(problems).toEqual([]);
        await context.close();
      }
    },
  );
});
