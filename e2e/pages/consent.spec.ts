import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, texts } from '../accounts/helpers.ts';
import { baseUrl, enabled, launch, openPage } from '../fixtures.ts';
import { banner, dataLayer, storedConsent, titleOf } from './helpers.ts';

describe.skipIf(!enabled)('cookie consent and the analytics gate', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)('asks on the first visit in %s, with equal choices and the policy link', async (lang) => {
    const { page, context, problems } = await openPage(browser, { width: 390 });
    const t = texts(lang).pages.consent;
    await page.goto(`/${lang}/`);
    await banner(page).waitFor();
    expect(await banner(page).getByRole('heading', { name: t.heading }).isVisible()).toBe(true);
    const decline = banner(page).getByRole('button', { name: t.decline, exact: true });
    const accept = banner(page).getByRole('button', { name: t.accept, exact: true });
    // Equal prominence: the same size and look.
    const [d, a] = await Promise.all([decline.boundingBox(), accept.boundingBox()]);
    expect(d?.height).toBe(a?.height);
    expect(d?.width).toBe(a?.width);
    expect(await decline.getAttribute('class')).toBe(await accept.getAttribute('class'));
    await banner(page).getByRole('link', { name: t.policy }).click();
    await page.waitForURL(`**/${lang}/cookie-policy`);
    await page.getByRole('heading', { level: 1, name: titleOf(lang, 'cookiePolicy') }).waitFor();
    // Not a blocking modal: the page behind it stays usable, and the banner stays until a choice.
    expect(await banner(page).isVisible()).toBe(true);
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('records nothing before a choice or after Decline, and remembers Decline across reloads', async () => {
    const { page, context, problems } = await openPage(browser);
    const t = texts('en').pages.consent;
    await page.goto('/en/about');
    await banner(page).waitFor();
    await page
      .getByRole('navigation', { name: texts('en').footer.label })
      .getByRole('link', { name: 'Privacy policy' })
      .click();
    await page.waitForURL('**/en/privacy');
    expect(await dataLayer(page)).toBeUndefined();

    // Another part of the client state must survive the write.
    await page.evaluate(() =>
      localStorage.setItem('logoya', JSON.stringify({ recently: { keywordRecently: ['cafe'] } })),
    );
    await banner(page).getByRole('button', { name: t.decline, exact: true }).click();
    await banner(page).waitFor({ state: 'detached' });
    const state = await page.evaluate(() => JSON.parse(localStorage.getItem('logoya') ?? '{}'));
    expect(state.recently).toEqual({ keywordRecently: ['cafe'] });
    expect(state.consent).toMatchObject({ analytics: false });
    expect(Date.parse(state.consent.at)).toBeGreaterThan(Date.now() - 60_000);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: titleOf('en', 'privacy') }).waitFor();
    await page.goto('/en/terms-use');
    await page.getByRole('heading', { level: 1, name: titleOf('en', 'termsUse') }).waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(await dataLayer(page)).toBeUndefined();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('pushes page views only after Accept, remembers it, and loads nothing from the internet', async () => {
    const { page, context, problems } = await openPage(browser, { width: 390 });
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(baseUrl()) && !url.startsWith('data:') && !url.startsWith('blob:'))
        foreign.push(url);
    });
    const t = texts('ja').pages.consent;
    await page.goto('/ja/order');
    await banner(page).waitFor();
    expect(await dataLayer(page)).toBeUndefined();

    await banner(page).getByRole('button', { name: t.accept, exact: true }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await dataLayer(page)).toEqual([
      { event: 'page_view', page_path: '/ja/order', page_language: 'ja' },
    ]);
    expect(await storedConsent(page)).toMatchObject({ analytics: true });

    await page.goto('/ja/about');
    await page.getByRole('heading', { level: 1, name: titleOf('ja', 'about') }).waitFor();
    // A full load starts a new page memory: the first view of it is recorded (by the consent code,
    // which loads right after the first paint), no banner again.
    await page.waitForFunction(
      () => (window as unknown as { dataLayer?: unknown[] }).dataLayer !== undefined,
    );
    expect(await dataLayer(page)).toEqual([
      { event: 'page_view', page_path: '/ja/about', page_language: 'ja' },
    ]);
    expect(await banner(page).count()).toBe(0);

    // In-app navigation adds one view per page.
    const footer = page.getByRole('navigation', { name: texts('ja').footer.label });
    await footer.getByRole('link', { name: texts('ja').footer.privacy }).click();
    await page.waitForURL('**/ja/privacy');
    await page.waitForFunction(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.length === 2);
    expect((await dataLayer(page))?.[1]).toEqual({
      event: 'page_view',
      page_path: '/ja/privacy',
      page_language: 'ja',
    });
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('"Cookie settings" in the footer reopens the choice, and withdrawing stops the pushes', async () => {
    const { page, context, problems } = await openPage(browser);
    const t = texts('vi');
    await page.goto('/vi/about');
    await banner(page).getByRole('button', { name: t.pages.consent.accept, exact: true }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await dataLayer(page)).toHaveLength(1);

    const settings = page
      .getByRole('navigation', { name: t.footer.label })
      .getByRole('button', { name: t.pages.footer.cookieSettings });
    await settings.click();
    await banner(page).waitFor();
    // Keyboard and screen-reader users are taken to it, and it says what was chosen.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.pages.consent.heading);
    expect(await banner(page).innerText()).toContain(t.pages.consent.accepted);
    await banner(page).getByRole('button', { name: t.pages.consent.decline, exact: true }).click();
    await banner(page).waitFor({ state: 'detached' });
    // Focus goes back to where the visitor was.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      t.pages.footer.cookieSettings,
    );
    expect(await storedConsent(page)).toMatchObject({ analytics: false });

    await page
      .getByRole('navigation', { name: t.footer.label })
      .getByRole('link', { name: t.footer.terms })
      .click();
    await page.waitForURL('**/vi/terms-use');
    await page.getByRole('heading', { level: 1, name: titleOf('vi', 'termsUse') }).waitFor();
    expect(await dataLayer(page)).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('stays out of the back office', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/admin/login');
    await page.locator('h1').first().waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
