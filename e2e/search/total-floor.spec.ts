import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from '../fixtures.ts';
import { LANGS, searchFor } from './helpers.ts';

/**
 * A free-text total past the exact count (ADR 0040): the API answers `total: 1000` with
 * `total_relation: "gte"`, and the page says "1,000+" instead of an exact figure. The demo
 * catalogue is far smaller than the cap, so the test rewrites the real answer's meta only.
 */
const SHOWN = { en: '1,000+ results', ja: '1,000件以上', vi: 'Hơn 1.000 kết quả' } as const;

describe.skipIf(!enabled)('a capped free-text total', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)('shows "at least" in %s, and an exact total again when the API gives one', async (lang) => {
    const { page, context, problems } = await openPage(browser, { locale: lang });
    let capped = true;
    await page.route('**/api/search/logo?*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (capped) body.meta = { ...body.meta, total: 1000, total_relation: 'gte' };
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/${lang}/`);
    await searchFor(page, lang, 'cafe');
    const total = page.getByTestId('search-total');
    await expect.poll(() => total.innerText()).toBe(SHOWN[lang]);

    capped = false;
    await searchFor(page, lang, 'flower');
    // While the new answer loads the breadcrumb says "Search results"; then the exact figure.
    await expect
      .poll(async () => {
        const text = await total.innerText();
        return /\d/.test(text) && text !== SHOWN[lang];
      })
      .toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
