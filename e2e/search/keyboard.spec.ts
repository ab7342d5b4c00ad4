import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardName } from '../../packages/core/src/rules/text.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { LANGS, type Lang, searchApi, searchBox, searchFor, texts } from './helpers.ts';

/** What has focus: its tag, accessible hints and whether it is the first card's link. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const firstCard = document.querySelector('[data-testid="logo-card"] a');
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: el?.textContent?.trim() ?? '',
      inMain: Boolean(el?.closest('main')),
      inBanner: Boolean(el?.closest('[data-testid="cookie-banner"]')),
      firstCard: el !== null && el === firstCard,
      id: el?.id ?? '',
    };
  });
}

/** Presses Tab until the first card's link has focus; answers how many presses it took. */
async function tabsToFirstCard(page: Page, most: number): Promise<number> {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).firstCard) return presses;
  }
  throw new Error(`the first card was not reached in ${most} Tab presses`);
}

/** A returning visitor: the cookie choice is already made, so the banner is closed. */
async function answeredConsent(page: Page, lang: Lang) {
  await page.goto(`/${lang}/`);
  await page.evaluate(() =>
    localStorage.setItem(
      'logoya',
      JSON.stringify({ consent: { analytics: false, at: new Date().toISOString(), version: 1 } }),
    ),
  );
}

describe.skipIf(!enabled)('keyboard path from a search to its results', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)(
    'after a search, focus is on the heading and the first card is a few Tabs away (%s)',
    async (lang) => {
      const { page, context, problems } = await openPage(browser);
      await answeredConsent(page, lang);
      await page.goto(`/${lang}/`);
      await page.getByTestId('logo-card').first().waitFor();
      await searchFor(page, lang, 'cafe');
      // The new page's main heading has focus (not the search box, not the top of the page).
      // Compared as text, so a failure says what had focus instead.
      await expect
        .poll(async () => {
          const now = await focused(page);
          return `${now.tag}${now.inMain ? ' in main' : ''}`;
        })
        .toBe('h1 in main');
      await page.getByTestId('logo-card').first().waitFor();
      // Breadcrumb home link, the sold-out toggle, the condition chip and its "Clear all": then the first card.
      expect(await tabsToFirstCard(page, 6)).toBeLessThanOrEqual(6);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('skips the category sidebar with "Skip to results", shown when focused', async () => {
    const { page, context, problems } = await openPage(browser);
    const t = texts('en');
    await answeredConsent(page, 'en');
    await page.goto('/en/search?u_keyword=cafe');
    await page.getByTestId('logo-card').first().waitFor();
    const skip = page.getByRole('link', { name: t.discover.skipToResults, exact: true });
    // Hidden until focused; reached from the top of the page before any sidebar checkbox.
    const clip = () => skip.evaluate((el) => getComputedStyle(el).clipPath);
    expect(await clip()).toBe('inset(50%)');
    let presses = 0;
    while (!(await skip.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press('Tab');
      presses += 1;
      expect(presses).toBeLessThanOrEqual(20);
      expect(await page.evaluate(() => document.activeElement?.closest('aside') === null)).toBe(true);
    }
    expect(await clip()).toBe('none');
    expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(40);
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('results');
    expect(await tabsToFirstCard(page, 1)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('puts the open cookie banner first in the Tab order', async () => {
    const { page, context, problems } = await openPage(browser, { width: 390 });
    await page.goto('/en/search?u_keyword=cafe');
    await page.getByTestId('cookie-banner').waitFor();
    await page.keyboard.press('Tab');
    expect((await focused(page)).inBanner).toBe(true);
    // The banner leaves room below the page: the footer can be scrolled clear of it.
    const room = await page.evaluate(() => ({
      padding: Number.parseFloat(getComputedStyle(document.body).paddingBottom),
      banner: document.querySelector('[data-testid="cookie-banner"]')?.getBoundingClientRect().height ?? 0,
    }));
    expect(room.padding).toBeCloseTo(room.banner, 0);
    // Compact on phones: at most a quarter of the screen.
    expect(room.banner).toBeLessThanOrEqual(844 / 4);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(LANGS)('titles the search page with its words and total (%s)', async (lang) => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`/${lang}/search?u_keyword=cafe`);
    const { meta } = await searchApi(page, 'u_keyword=cafe', lang);
    const count = new Intl.NumberFormat(lang).format(meta.total);
    const expected = {
      en: `“cafe” – ${count} ${meta.total === 1 ? 'logo' : 'logos'} | Logoya`,
      ja: `「cafe」の検索結果 ${count}件 | Logoya`,
      vi: `Kết quả cho “cafe” – ${count} logo | Logoya`,
    }[lang];
    await expect.poll(() => page.title()).toBe(expected);
    // Another search changes it; categories alone title the count.
    await searchFor(page, lang, 'spa');
    const spa = await searchApi(page, 'u_keyword=spa', lang);
    await expect.poll(() => page.title()).toContain(new Intl.NumberFormat(lang).format(spa.meta.total));
    await expect.poll(() => page.title()).toContain(lang === 'ja' ? '「spa」' : '“spa”');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('names each card in full (accessible name and tooltip) while showing the cut name', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/en/search?u_keyword=cafe');
    const { data } = await searchApi(page, 'u_keyword=cafe');
    const long = data.find((card) => (card.logo_language ?? '').length > 10);
    expect(long).toBeDefined();
    const fullName = long?.logo_language ?? '';
    const link = page.getByRole('link', { name: fullName, exact: true });
    await link.waitFor();
    expect(await link.getAttribute('title')).toBe(fullName);
    expect(await link.innerText()).toContain(cardName(fullName, 'en'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows recent searches once: in the search box panel, not on the search page', async () => {
    const { page, context, problems } = await openPage(browser);
    const t = texts('en');
    await page.goto('/en/');
    await searchFor(page, 'en', 'yoga');
    await page.getByTestId('logo-card').first().waitFor();
    expect(await page.getByTestId('recent-searches').count()).toBe(0);
    // Pressed, as a user would: the box may still hold focus from the search it sent (when the new
    // page's heading took longer than the route focus waits), and focusing it again opens nothing.
    await searchBox(page, 'en').click();
    const panel = page.getByRole('region', { name: t.discover.recentSearches });
    await panel.waitFor();
    expect(await page.getByTestId('recent-searches').count()).toBe(1);
    expect(await panel.getByRole('link').allInnerTexts()).toEqual(['yoga']);
    expect(problems).toEqual([]);
    await context.close();
  });
});
