import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signInContext } from './favorites/helpers.ts';
import { enabled, launch, openPage } from './fixtures.ts';
import { texts } from './search/helpers.ts';

const currencies = {
  en: /^\$\d{1,3}(,\d{3})*\.\d{2}$/,
  ja: /^¥\d{1,3}(,\d{3})*$/,
  vi: /^\d{1,3}(\.\d{3})* ₫$/,
} as const;

describe.skipIf(!enabled)('shop home in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['en', 'ja', 'vi'] as const)('shows 100 cards with %s prices', async (lang) => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`/${lang}/`);
    const cards = page.getByTestId('logo-card');
    await cards.nth(99).waitFor();
    expect(await cards.count()).toBe(100);
    const prices = await page.getByTestId('card-price').allInnerTexts();
    expect(prices).toHaveLength(100);
    for (const price of prices) expect(price.trim()).toMatch(currencies[lang]);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('pages to page 2 with the pager and the Next button', async () => {
    const { page, context, problems } = await openPage(browser);
    // The cookie choice made, so the late banner cannot take the click (signInContext).
    await signInContext(context, null);
    await page.goto('/en/');
    await page.getByTestId('logo-card').nth(99).waitFor();
    const firstOnPage1 = await page
      .getByTestId('logo-card')
      .first()
      .locator('a')
      .first()
      .getAttribute('href');
    expect(firstOnPage1).toMatch(/^\/en\/logo\/detail\/\d+$/);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await page.waitForURL(/\/en\/\?page=2&as_of=\d{13}$/);
    await page.waitForFunction((href) => {
      const cards = document.querySelectorAll('[data-testid="logo-card"]');
      return cards.length === 100 && cards[0]?.querySelector('a')?.getAttribute('href') !== href;
    }, firstOnPage1);
    expect(await page.getByTestId('logo-card').count()).toBe(100);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=3&as_of=\d{13}$/);
    // Page 2's cards stay on screen until page 3 arrives: wait for the shorter last page.
    await page.waitForFunction(() => {
      const count = document.querySelectorAll('[data-testid="logo-card"]').length;
      return count > 0 && count < 100;
    });
    const count = await page.getByTestId('logo-card').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(100);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('rewrites an unprefixed URL with the browser language', async () => {
    const { page, context } = await openPage(browser, { locale: 'ja-JP' });
    await page.goto('/');
    await page.waitForURL(/\/ja\/$/);
    await page.goto('/logo/detail/1');
    await page.waitForURL(/\/ja\/logo\/detail\/1$/);
    await context.close();
    const vi = await openPage(browser, { locale: 'vi-VN' });
    await vi.page.goto('/');
    await vi.page.waitForURL(/\/vi\/$/);
    await vi.context.close();
  });

  it('sends an unknown path to the home page', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/no/such/page');
    await page.waitForURL(/\/en\/$/);
    await page.getByTestId('logo-card').first().waitFor();
    await context.close();
  });

  it('opens a logo detail from a card with its price and options', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/ja/');
    await page.getByTestId('logo-card').first().click();
    await page.waitForURL(/\/ja\/logo\/detail\/\d+$/);
    await page.getByText('¥13,200').first().waitFor();
    await page.getByText('¥5,500').first().waitFor();
    await page.getByText('¥11,000').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
  it.each(['en', 'ja', 'vi'] as const)(
    'shows logos on the first phone screen, intro cut to two lines (%s)',
    async (lang) => {
      const { page, context, problems } = await openPage(browser, { width: 390 });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${lang}/`);
      await page.getByTestId('cookie-banner').waitFor();
      await page.getByTestId('logo-card').first().waitFor();
      const more = page.getByRole('button', { name: texts(lang).home.readMore, exact: true });
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      const intro = page.getByTestId('home-intro');
      expect(await intro.getAttribute('id')).toBe(await more.getAttribute('aria-controls'));
      const lineHeight = await intro.evaluate((p) => Number.parseFloat(getComputedStyle(p).lineHeight));
      const clamped = (await intro.boundingBox())?.height ?? 0;
      expect(clamped).toBeLessThanOrEqual(lineHeight * 2 + 1);
      // A whole row of cards is above the cookie banner on the first screen.
      const card = await page.getByTestId('logo-card').first().boundingBox();
      const banner = await page.getByTestId('cookie-banner').boundingBox();
      expect((card?.y ?? 999) + (card?.height ?? 0) * 0.5).toBeLessThan(banner?.y ?? 0);
      await more.click();
      // The same button now offers to shorten it again.
      const less = page.getByRole('button', { name: texts(lang).home.readLess, exact: true });
      expect(await less.getAttribute('aria-expanded')).toBe('true');
      expect((await intro.boundingBox())?.height ?? 0).toBeGreaterThan(clamped);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('keeps the phone header to two rows when signed in', async () => {
    const member = await createMember('phone-header');
    for (const lang of ['en', 'ja', 'vi'] as const) {
      const { page, context, problems } = await openPage(browser, { width: 390 });
      await signInContext(context, member);
      await page.goto(`/${lang}/`);
      await page.getByTestId('phone-favorite-badge-link').waitFor();
      const header = await page.locator('header').first().boundingBox();
      // Two rows: menu, name, favourites, cart, account; then search and languages.
      expect(header?.height ?? 999).toBeLessThanOrEqual(130);
      const search = await page.getByRole('searchbox').boundingBox();
      const languages = await page
        .getByRole('navigation', { name: texts(lang).language.label })
        .boundingBox();
      expect(Math.abs((search?.y ?? 0) - (languages?.y ?? 999))).toBeLessThan(10);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
