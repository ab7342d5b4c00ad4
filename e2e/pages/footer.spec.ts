import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../accounts/helpers.ts';
import { signInContext } from '../favorites/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { titleOf } from './helpers.ts';

describe.skipIf(!enabled)('footer links to the information pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('every footer link in English opens its page', async () => {
    const { page, context, problems } = await openPage(browser);
    const en = texts('en');
    const links = [
      [en.pages.footer.order, '/en/order', titleOf('en', 'order')],
      [en.footer.company, '/en/about', titleOf('en', 'about')],
      [en.footer.privacy, '/en/privacy', titleOf('en', 'privacy')],
      [en.footer.cookies, '/en/cookie-policy', titleOf('en', 'cookiePolicy')],
      [en.footer.terms, '/en/terms-use', titleOf('en', 'termsUse')],
      [en.pages.footer.tokushoho, '/en/tokushoho', titleOf('en', 'tokushoho')],
      [en.footer.contact, '/en/contact', titleOf('en', 'contact')],
    ] as const;
    // The cookie choice made, so the late banner cannot take the click (signInContext).
    await signInContext(context, null);
    await page.goto('/en/');
    const footer = page.getByRole('navigation', { name: en.footer.label });
    for (const [label, path, title] of links) {
      await footer.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['ja', 'vi'] as const)(
    'the %s footer links the legal notice and the pricing page',
    async (lang) => {
      const { page, context, problems } = await openPage(browser, { width: 390 });
      const t = texts(lang);
      await page.goto(`/${lang}/about`);
      const footer = page.getByRole('navigation', { name: t.footer.label });
      expect(await footer.getByRole('link', { name: t.pages.footer.order }).getAttribute('href')).toBe(
        `/${lang}/order`,
      );
      await footer.getByRole('link', { name: t.pages.footer.tokushoho, exact: true }).click();
      await page.waitForURL(`**/${lang}/tokushoho`);
      await page.getByRole('heading', { level: 1, name: titleOf(lang, 'tokushoho') }).waitFor();
      expect(await footer.getByRole('button', { name: t.pages.footer.cookieSettings }).isVisible()).toBe(
        true,
      );
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
