import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardName } from '../../packages/core/src/rules/text.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { LANGS, logoDetail, publicLogoIds, storedRecently, texts } from './helpers.ts';

describe.skipIf(!enabled)('recently viewed logos', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)('the %s detail page shows the current logo and the last 5 others', async (lang) => {
    const { page, context, problems } = await openPage(browser, {
      locale: lang,
      width: lang === 'ja' ? 390 : 1280,
    });
    const t = texts(lang);
    await page.goto(`/${lang}/`);
    const ids = await publicLogoIds(page, 7);
    const strip = page.getByTestId('recently-viewed');

    // One logo alone has nothing else to show.
    await page.goto(`/${lang}/logo/detail/${ids[0]}`);
    await page.locator('h1').waitFor();
    await page.waitForFunction(() => localStorage.getItem('logoya')?.includes('recentlyViewedLogos'));
    expect(await strip.count()).toBe(0);

    // Later logos are opened from the strip and by URL, as a visitor would.
    for (const id of ids.slice(1)) {
      await page.goto(`/${lang}/logo/detail/${id}`);
      await strip.waitFor();
      await page.waitForFunction(
        (viewed) =>
          JSON.parse(localStorage.getItem('logoya') ?? '{}').recently?.recentlyViewedLogos?.[0]?.logo_id ===
          viewed,
        id,
      );
    }
    const current = ids[6] as number;
    const links = strip.getByRole('link');
    // Recorded once the detail has loaded: wait for the strip to lead with the current logo.
    await page.waitForFunction((href) => {
      const links = document.querySelectorAll('[data-testid="recently-viewed"] a');
      return links.length === 6 && links[0]?.getAttribute('href') === href;
    }, `/${lang}/logo/detail/${current}`);
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    // The current logo first, then the 5 before it, newest first; the oldest has dropped out.
    expect(hrefs).toEqual([6, 5, 4, 3, 2, 1].map((i) => `/${lang}/logo/detail/${ids[i]}`));
    expect(await links.first().getAttribute('aria-current')).toBe('page');
    await links.first().getByText(t.discover.viewingNow, { exact: true }).waitFor();
    const detail = await logoDetail(page, current);
    await links.first().getByText(cardName(detail.names[lang], lang), { exact: true }).waitFor();

    const stored = await storedRecently(page);
    expect(stored.recentlyViewedLogos?.map((l) => l.logo_id)).toEqual([6, 5, 4, 3, 2, 1].map((i) => ids[i]));
    expect(stored.recentlyViewedLogos?.[0]).toEqual({
      logo_id: current,
      names: detail.names,
      src: detail.src,
    });

    // Opening one from the strip moves it to the front.
    await links.nth(3).click();
    await page.waitForURL(new RegExp(`/logo/detail/${ids[3]}$`));
    await page.waitForFunction(
      (href) => document.querySelector('[data-testid="recently-viewed"] a')?.getAttribute('href') === href,
      `/${lang}/logo/detail/${ids[3]}`,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
