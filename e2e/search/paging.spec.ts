import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInContext } from '../favorites/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { cardIds, currentQuery, group, searchApi, texts, waitForTotal } from './helpers.ts';

describe.skipIf(!enabled)('search results page by page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pages through 100 results a page with Next and the pager, keeping the conditions', async () => {
    const { page, context, problems } = await openPage(browser, { locale: 'ja' });
    const t = texts('ja');
    // The cookie choice made, so the late banner cannot take the click (signInContext).
    await signInContext(context, null);
    await page.goto('/ja/search?sold_out=0');
    const first = await searchApi(page, 'sold_out=0&page=1', 'ja');
    expect(first.meta.last_page).toBeGreaterThan(2);
    await waitForTotal(page, first.meta.total);
    // A fresh visit paints the first 12 cards, then the rest of the page (logo-grid.tsx, ADR 0053).
    await expect.poll(() => page.getByTestId('logo-card').count()).toBe(100);

    await page.getByRole('button', { name: t.pager.next, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(currentQuery(page).get('sold_out')).toBe('0');
    const second = await searchApi(page, 'sold_out=0&page=2', 'ja');
    await page.waitForFunction(
      (id) => document.querySelector('[data-testid="logo-card"] a')?.getAttribute('href')?.endsWith(`/${id}`),
      second.data[0]?.logo_id,
    );
    expect(await cardIds(page)).toEqual(second.data.map((c) => c.logo_id));

    const pager = page.getByRole('navigation', { name: t.pager.label });
    await pager.getByRole('link', { name: t.pager.page.replace('{{page}}', '3'), exact: true }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('page') === '3' && url.searchParams.get('sold_out') === '0',
    );
    const third = await searchApi(page, 'sold_out=0&page=3', 'ja');
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="logo-card"]').length === count,
      third.data.length,
    );
    // The last page has no Next button (once the pager shows page 3 as current).
    await pager
      .getByRole('link', { name: t.pager.page.replace('{{page}}', '3'), exact: true })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    expect(await page.getByRole('button', { name: t.pager.next, exact: true }).count()).toBe(0);
    // A new condition starts again from page 1.
    await group(page, 'ja', 'alphabet').getByRole('checkbox', { name: 'S', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('alphabet_id') !== null);
    expect(currentQuery(page).get('page')).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });
});
