import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInContext } from './favorites/helpers.ts';
import { enabled, launch, openPage } from './fixtures.ts';

/** The cards on screen: each one's detail link and whether it shows the Sold out overlay. */
function cardsOnScreen(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="logo-card"]')].map((card) => ({
      href: card.querySelector('a')?.getAttribute('href') ?? '',
      sold: card.textContent?.includes('Sold out') ?? false,
    })),
  );
}

describe.skipIf(!enabled)('home page order (ADR 0093)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows available logos first and the sold ones after them, on every page', async () => {
    const { page, context, problems } = await openPage(browser);
    // The cookie choice made, so the late banner cannot take the click (signInContext).
    await signInContext(context, null);
    await page.goto('/en/');
    await page.getByTestId('logo-card').nth(99).waitFor();
    const seen = await cardsOnScreen(page);
    // The top of the home page: no sold logo among the first cards.
    expect(seen.slice(0, 8).map((c) => c.sold)).toEqual(Array(8).fill(false));
    // Next pages carry the moment the order was fixed, and follow on from the page before.
    for (let n = 2; ; n++) {
      // The pager comes after the first paint (its code loads lazily): wait for it to show this
      // page as current before asking whether a Next button exists, or a slow load ends the walk.
      await page
        .getByRole('link', { name: `Page ${n - 1}`, exact: true })
        .and(page.locator('[aria-current="page"]'))
        .waitFor();
      const next = page.getByRole('button', { name: 'Next' });
      if ((await next.count()) === 0) break;
      const lastHref = seen.at(-1)!.href;
      await next.click();
      await page.waitForURL(new RegExp(`\\?page=${n}&as_of=\\d{13}$`));
      await page.waitForFunction((href) => {
        const cards = document.querySelectorAll('[data-testid="logo-card"]');
        return (
          cards.length > 0 && ![...cards].some((c) => c.querySelector('a')?.getAttribute('href') === href)
        );
      }, lastHref);
      seen.push(...(await cardsOnScreen(page)));
    }
    const hrefs = seen.map((c) => c.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    const firstSold = seen.findIndex((c) => c.sold);
    expect(firstSold).toBeGreaterThan(0);
    expect(seen.slice(firstSold).every((c) => c.sold)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
