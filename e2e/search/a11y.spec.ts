import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations as violations } from '../axe.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { publicLogoIds, searchBox, texts, waitForTotal } from './helpers.ts';

describe.skipIf(!enabled)('search accessibility (axe-core, WCAG 2.2 AA)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['en', 1280],
    ['ja', 390],
    ['vi', 1280],
  ] as const)('search page, recent searches and the detail strip in %s at %i px', async (lang, width) => {
    const { page, context, problems } = await openPage(browser, { locale: lang, width });
    await page.goto(`/${lang}/`);
    const ids = await publicLogoIds(page, 3);
    for (const id of ids) {
      await page.goto(`/${lang}/logo/detail/${id}`);
      await page.locator('h1').waitFor();
    }
    await page.getByTestId('recently-viewed').waitFor();
    expect(await violations(page)).toEqual([]);

    await page.goto(`/${lang}/search?u_keyword=a&industry_id=1,6&alphabet_id=1,2&sold_out=0`);
    await page.getByTestId('search-total').waitFor();
    await page.waitForFunction(() =>
      /\d/.test(document.querySelector('[data-testid="search-total"]')?.textContent ?? ''),
    );
    await searchBox(page, lang).focus();
    await page
      .getByRole('region', { name: texts(lang).discover.recentSearches })
      .first()
      .waitFor();
    expect(await violations(page)).toEqual([]);

    await page.goto(`/${lang}/search?u_keyword=qzxqzxqzx`);
    await waitForTotal(page, 0);
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
