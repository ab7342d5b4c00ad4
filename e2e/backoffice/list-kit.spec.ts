import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../packages/core/src/index.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { axeViolations, BO, STAFF, signInByApi } from './helpers.ts';

const pad = (n: number) => String(n).padStart(5, '0');

function fakeOrder(id: number): Order {
  const at = new Date(Date.UTC(2026, 0, 1, 9) + id * 3_600_000).toISOString();
  return {
    id,
    order_number: pad(id),
    invoice_num: pad(id),
    user: { name: `Kit Buyer ${id}` },
    status: 2,
    payment_status: 2,
    payment_type: 1,
    purchase_date: at,
    payment_date: at,
    delivery_date: null,
    expires_at: null,
    lang: 'ja',
    currency: 'JPY',
    tax_percent: 10,
    tax: 1200,
    total_amount: 13200,
    total: { amount: 13200, currency: 'JPY' },
    order_logos: [],
    qr: null,
  };
}

/**
 * The pager needs many pages, more orders than a test should place: GET /api/orders is answered
 * here with `total` made-up orders, paged as the server pages (a page past the last answers no rows
 * and the real last_page). Everything else goes to the real server.
 */
async function fakeOrders(page: Page, total: number): Promise<URL[]> {
  const asked: URL[] = [];
  await page.route(
    (url) => url.pathname === '/api/orders',
    async (route: Route) => {
      const url = new URL(route.request().url());
      asked.push(url);
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      const current = Number(url.searchParams.get('page') ?? 1);
      const ids = Array.from({ length: total }, (_, i) => total - i);
      await route.fulfill({
        json: {
          data: ids.slice((current - 1) * perPage, current * perPage).map(fakeOrder),
          meta: {
            current_page: current,
            last_page: Math.max(1, Math.ceil(total / perPage)),
            per_page: perPage,
            total,
          },
        },
      });
    },
  );
  return asked;
}

const pagerItems = (page: Page) =>
  page
    .getByRole('navigation', { name: 'ページ送り' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => (item.textContent ?? '').replace(/省略されたページ.*/, '').trim()),
    );

describe.skipIf(!enabled)('the list kit (back office)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pages with first, last and neighbours, goes to a typed page, and steps back from a page past the last', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    const asked = await fakeOrders(page, 95);
    await page.goto(`${BO}/orders`);
    const pager = page.getByRole('navigation', { name: 'ページ送り' });
    await pager.waitFor();
    expect(await pagerItems(page)).toEqual(['1', '2', '3', '4', '5', '…', '10']);
    expect(await pager.getByRole('link', { name: '1ページ' }).getAttribute('aria-current')).toBe('page');
    await page.getByText('全95件中 1〜10件').waitFor();

    // A page link: /page/{n} in the path.
    await pager.getByRole('link', { name: '5ページ' }).click();
    await page.waitForURL((url) => url.pathname === `${BO}/orders/page/5`);
    await expect.poll(() => pagerItems(page)).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    await page.getByText('全95件中 41〜50件').waitFor();

    // The ellipsis opens the go-to-page box; Escape closes it and gives the focus back.
    const ellipsis = pager.getByRole('button', { name: /省略されたページ/ }).first();
    await ellipsis.click();
    expect(await ellipsis.getAttribute('aria-expanded')).toBe('true');
    const box = pager.getByRole('spinbutton', { name: 'ページ番号' });
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.press('Escape');
    await box.waitFor({ state: 'detached' });
    expect(await ellipsis.evaluate((el) => el === document.activeElement)).toBe(true);
    await ellipsis.click();
    expect(await axeViolations(page)).toEqual([]);
    await box.fill('8');
    await pager.getByRole('button', { name: 'GO', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${BO}/orders/page/8`);
    await expect.poll(() => asked.at(-1)?.searchParams.get('page')).toBe('8');
    await expect
      .poll(() => pager.getByRole('link', { name: '8ページ' }).getAttribute('aria-current'))
      .toBe('page');
    await page.getByText('全95件中 71〜80件').waitFor();
    // A number past the last page goes to the last page.
    await pager
      .getByRole('button', { name: /省略されたページ/ })
      .first()
      .click();
    await box.fill('400');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === `${BO}/orders/page/10`);

    // Another page size: page 1 again, with the size in the URL and the call.
    await page.getByLabel('表示件数').selectOption('50');
    await page.waitForURL(
      (url) => url.pathname === `${BO}/orders` && url.searchParams.get('per_page') === '50',
    );
    await expect.poll(() => asked.at(-1)?.searchParams.get('per_page')).toBe('50');
    expect(asked.at(-1)?.searchParams.get('page')).toBe('1');
    await expect.poll(() => pagerItems(page)).toEqual(['1', '2']);

    // A page past the last (rows deleted meanwhile) steps back to the last page.
    await page.goto(`${BO}/orders/page/30`);
    await page.waitForURL((url) => url.pathname === `${BO}/orders/page/10`);
    await page.getByText('全95件中 91〜95件').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows no pager for one page, and back and next only on a phone', async () => {
    const { page, context, problems } = await openPage(browser, { width: 390 });
    await signInByApi(context, STAFF.admin);
    await fakeOrders(page, 25);
    await page.goto(`${BO}/orders`);
    const pager = page.getByRole('navigation', { name: 'ページ送り' });
    const phone = pager.getByTestId('pager-phone');
    await phone.waitFor();
    expect(await pager.getByRole('link', { name: '2ページ' }).isVisible()).toBe(false);
    expect((await phone.innerText()).replace(/\s+/g, ' ')).toBe('前へ 1 / 3 次へ');
    expect(await phone.getByText('前へ').getAttribute('aria-disabled')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await phone.getByRole('link', { name: '次へ' }).click();
    await page.waitForURL((url) => url.pathname === `${BO}/orders/page/2`);
    await expect.poll(() => phone.innerText()).toContain('2 / 3');
    await phone.getByRole('link', { name: '前へ' }).waitFor();
    await page.getByLabel('表示件数').selectOption('25');
    await page.waitForURL((url) => url.pathname === `${BO}/orders`);
    await pager.waitFor({ state: 'detached' });
    await page.getByTestId('order-row').nth(24).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("says 'データを見つかりません。' when a search matches nothing", async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    await page.goto(`${BO}/orders`);
    await page.getByRole('searchbox').fill('no-such-order-anywhere');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('search_text') === 'no-such-order-anywhere');
    const empty = page.getByTestId('list-empty');
    await empty.waitFor();
    expect(await empty.innerText()).toBe('データを見つかりません。');
    expect(await page.getByTestId('order-row').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'ページ送り' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
