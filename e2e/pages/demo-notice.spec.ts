import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeJa } from '../../apps/web/src/backoffice/i18n/ja.ts';
import { catalogs } from '../../packages/core/src/i18n/index.ts';
import { axeViolations } from '../axe.ts';
import { BO, openDashboard, STAFF, signInByApi } from '../backoffice/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { fitsWidth } from './helpers.ts';

/**
 * The e2e server runs on the embedded payment settings (the test card gateway): every page says
 * it is a demo shop, from its first paint (ADR 0079).
 */

/**
 * Records, from the first node, whether the demo notice was already in the page when the shop's
 * header first appeared: a notice that came with a later answer would push the page down.
 */
async function watchFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('header')) return;
      document.documentElement.dataset.noticeWithHeader = document.querySelector(
        '[data-testid="demo-notice"]',
      )
        ? 'yes'
        : 'no';
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

describe.skipIf(!enabled)('the demo notice', () => {
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
    ['vi', 390],
  ] as const)('tops every %s shop page at %i px from the first paint, with no call', async (lang, width) => {
    const { page, context, problems } = await openPage(browser, { locale: lang, width });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/payments/config') calls.push(request.url());
    });
    await watchFirstPaint(page);
    for (const path of [`/${lang}/`, `/${lang}/contact`]) {
      await page.goto(path);
      const notice = page.getByTestId('demo-notice');
      await notice.waitFor();
      expect(await notice.innerText()).toBe(catalogs[lang].common.demoShop);
      expect(await page.locator('html').getAttribute('data-notice-with-header'), path).toBe('yes');
      // At the very top, above the header, and the page still fits the screen.
      expect((await notice.boundingBox())?.y).toBe(0);
      const headerTop = (await page.locator('header').first().boundingBox())?.y ?? 0;
      expect(headerTop).toBeGreaterThan(0);
      expect(await fitsWidth(page), path).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(calls).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows in the back office too, in Japanese', async () => {
    const { page, context, problems } = await openPage(browser, { locale: 'ja' });
    await signInByApi(context, STAFF.admin);
    await openDashboard(page);
    expect(page.url()).toContain(BO);
    expect(await page.getByTestId('demo-notice').innerText()).toBe(backofficeJa.app.demoShop);
    expect(problems).toEqual([]);
    await context.close();
  });
});
