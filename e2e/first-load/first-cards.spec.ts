import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch } from '../fixtures.ts';
import { openWatchedPage, settle } from '../security/csp-helpers.ts';

/**
 * The first cards come with the page (ADR 0052): the server writes the first
 * view's answers into the HTML as a JSON data block, and the app shows them without asking the
 * API again. Requests are recorded from the first byte of the page.
 */

interface CardPage {
  data: { logo_id: number; logo_name: string | null; inactive: boolean }[];
  meta: { total: number };
}

/** The catalogue calls a first view makes: none of them may leave the browser on first load. */
const FIRST_VIEW_CALLS = /\/api\/(all-logo|search\/logo|logo\/\d+$|logo\/check-logo-image-muti\/)/;

async function watchedCalls(page: Page): Promise<string[]> {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

async function apiJson<T>(page: Page, path: string, lang: string): Promise<T> {
  const response = await page.request.get(path, { headers: { locale: lang } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

describe.skipIf(!enabled)('first cards without a second round trip', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['en', 'ja', 'vi'])(
    'shows the %s home page cards without calling the API for them',
    async (lang) => {
      const { page, context, problems, violations } = await openWatchedPage(browser, { locale: lang });
      const calls = await watchedCalls(page);
      const expected = await apiJson<CardPage>(page, '/api/all-logo?per_page=100&page=1', lang);
      await page.goto(`/${lang}/`);
      const cards = page.getByTestId('logo-card');
      await cards.nth(expected.data.length - 1).waitFor();
      expect(await cards.count()).toBe(expected.data.length);
      const first = await cards.first().locator('a').first().getAttribute('href');
      expect(first).toBe(`/${lang}/logo/detail/${expected.data[0]?.logo_id}`);
      // The data block was read once and taken out of the page.
      expect(await page.locator('#logoya-initial').count()).toBe(0);
      await settle(page);
      expect(calls.filter((call) => FIRST_VIEW_CALLS.test(call))).toEqual([]);
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('asks the API for what the page did not bring: another page of cards', async () => {
    const { page, context, problems } = await openWatchedPage(browser);
    const calls = await watchedCalls(page);
    await page.goto('/en/');
    await page.getByTestId('logo-card').first().waitFor();
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await page.waitForURL(/\/en\/\?page=2&as_of=\d{13}$/);
    // Page 2 carries the moment page 1's order was fixed (ADR 0093).
    const asOf = new URL(page.url()).searchParams.get('as_of');
    await expect
      .poll(() => calls.filter((call) => call.startsWith('/api/all-logo')))
      .toEqual([`/api/all-logo?per_page=100&page=2&as_of=${asOf}`]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['u_keyword=a', 'en'],
    ['industry_id={industry}&sold_out=0', 'ja'],
    ['keyword=&color_id={color}&u_keyword=+', 'vi'],
  ])('shows the search results of ?%s (%s) without calling the API for them', async (search, lang) => {
    const { page, context, problems, violations } = await openWatchedPage(browser, { locale: lang });
    const calls = await watchedCalls(page);
    const options = await apiJson<{ industries: { id: number }[]; colors: { id: number }[] }>(
      page,
      '/api/search-options',
      lang,
    );
    const filled = search
      .replace('{industry}', String(options.industries.find((o) => o.id > 0)?.id))
      .replace('{color}', String(options.colors.find((o) => o.id > 0)?.id));
    // The call the app makes for it (features/catalog/api/search-logos.ts).
    const query = new URLSearchParams();
    for (const [name, value] of new URLSearchParams(filled)) if (value.trim()) query.set(name, value.trim());
    query.set('limit', '100');
    query.set('page', '1');
    const expected = await apiJson<CardPage>(page, `/api/search/logo?${query}`, lang);
    expect(expected.data.length).toBeGreaterThan(0);
    await page.goto(`/${lang}/search?${filled}`);
    const cards = page.getByTestId('logo-card');
    await cards.nth(expected.data.length - 1).waitFor();
    expect(await cards.count()).toBe(expected.data.length);
    await settle(page);
    expect(calls.filter((call) => FIRST_VIEW_CALLS.test(call))).toEqual([]);
    // A filtered search checks its filters against the options: they came with the page too.
    if (filled.includes('_id=')) expect(calls).not.toContain('/api/search-options');
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the logo of a detail page without calling the API for it', async () => {
    const { page, context, problems, violations } = await openWatchedPage(browser);
    const calls = await watchedCalls(page);
    const cards = await apiJson<CardPage>(page, '/api/all-logo?per_page=20&page=1', 'en');
    const logo = cards.data.find((card) => !card.inactive) ?? cards.data[0];
    await page.goto(`/en/logo/detail/${logo?.logo_id}`);
    const gallery = page.getByTestId('logo-gallery');
    await gallery.waitFor();
    await expect
      .poll(() =>
        gallery
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete),
      )
      .toBe(true);
    await page.getByTestId('order-panel').waitFor();
    await settle(page);
    expect(calls.filter((call) => FIRST_VIEW_CALLS.test(call))).toEqual([]);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['en', 'ja', 'vi'])(
    'shows the seller details and prices of the %s legal notice at once, without calling the API',
    async (lang) => {
      const { page, context, problems, violations } = await openWatchedPage(browser, { locale: lang });
      const calls = await watchedCalls(page);
      const seller = await apiJson<{ data: { name: string; email: string } }>(page, '/api/seller', lang);
      // Whether the page ever drew a "Loading…" in place of a detail or a price, watched from the
      // first node. The placeholders are marked (data-pending), not matched by text: in English a
      // seller detail's "Loading…" is also what the category filters say while they load.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector('[data-pending="seller"], [data-pending="price"]'))
            document.documentElement.dataset.sawLoading = 'yes';
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      await page.goto(`/${lang}/tokushoho`);
      const name = page.locator('[data-seller="name"]').first();
      await name.waitFor();
      expect(await name.innerText()).toBe(seller.data.name);
      await settle(page);
      expect(await page.locator('[data-price="logo"]').first().innerText()).not.toBe('');
      expect(calls.filter((call) => /^\/api\/(seller|price-setting)/.test(call))).toEqual([]);
      expect(await page.locator('html').getAttribute('data-saw-loading')).toBeNull();
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
