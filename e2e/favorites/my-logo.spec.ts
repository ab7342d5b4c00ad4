import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogoCard } from '../../packages/core/src/index.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { call, createMember, favourite, freeLogos, LANGS, signInContext, texts } from './helpers.ts';

describe.skipIf(!enabled)('my favourites page in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)('has favourites, kept and similar tabs, each linkable (%s)', async (lang) => {
    const t = texts(lang).tank;
    const member = await createMember(`tabs-${lang}`);
    const logos = await freeLogos(3);
    for (const logo of logos) await favourite(member, logo.logo_id);
    const similar = (
      await call<{ data: LogoCard[] }>('GET', '/api/my-favorite/similar', { token: member.token, lang })
    ).body.data;
    const { page, context, problems } = await openPage(browser);
    await signInContext(context, member);

    await page.goto(`/${lang}/my-page/my-logo`);
    await page.getByRole('heading', { level: 1, name: t.myLogoTitle }).waitFor();
    // The spec's "tank" is a call name only: the visitor reads favourites (お気に入り, Yêu thích).
    const body = await page.locator('body').innerText();
    expect(body.match(/.{0,30}(tank|タンク|Kho logo).{0,30}/i)?.[0] ?? null).toBeNull();
    const tablist = page.getByRole('tablist', { name: t.tabsLabel });
    const tabs = tablist.getByRole('tab');
    expect(await tabs.allInnerTexts()).toHaveLength(3);
    const favouritesTab = tabs.nth(0);
    expect(await favouritesTab.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    await panel.getByTestId('favorite-record').nth(2).waitFor();
    // Newest first, like the server's list.
    const ids = await panel
      .getByTestId('favorite-record')
      .evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-logo-id'))));
    expect(ids).toEqual(logos.map((l) => l.logo_id).reverse());
    expect(await panel.getByRole('button', { name: t.remove, exact: true }).count()).toBe(3);

    // Arrow keys wrap around; End and Home jump.
    await favouritesTab.focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/\?tab=similar$/);
    await tablist.locator('[role="tab"][aria-selected="true"]', { hasText: t.tabSimilar }).waitFor();
    if (similar.length > 0) {
      await panel.getByTestId('logo-card').first().waitFor();
      expect(await panel.getByTestId('logo-card').count()).toBe(similar.length);
      await panel.getByText(t.similarIntro).waitFor();
    } else {
      await panel.getByText(t.emptySimilar).waitFor();
    }
    await page.keyboard.press('Home');
    await page.waitForURL(/\/my-page\/my-logo$/);
    await tablist.locator('[role="tab"][aria-selected="true"]', { hasText: t.tabFavourites }).waitFor();
    await page.keyboard.press('End');
    await page.waitForURL(/\?tab=similar$/);
    await tablist.locator('[role="tab"][aria-selected="true"]', { hasText: t.tabSimilar }).waitFor();

    // A link opens its tab.
    await page.goto(`/${lang}/my-page/my-logo?tab=kept`);
    await page.getByRole('tab', { selected: true }).filter({ hasText: t.tabKept }).waitFor();
    await page.getByRole('tabpanel').getByText(t.emptyKept.replace('{{days}}', '10')).waitFor();
    const labelledBy = await page.getByRole('tabpanel').getAttribute('aria-labelledby');
    expect(await page.getByRole('tab', { selected: true }).getAttribute('id')).toBe(labelledBy);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows empty states to a new member, and sends a guest to sign in (ja)', async () => {
    const t = texts('ja').tank;
    const member = await createMember('empty');
    const { page, context, problems } = await openPage(browser, { locale: 'ja-JP' });
    await signInContext(context, member);
    await page.goto('/ja/my-page/my-logo');
    await page.getByTestId('empty-list').getByText(t.emptyFavourites).waitFor();
    await page.getByRole('tab', { name: new RegExp(t.tabSimilar) }).click();
    await page.getByTestId('empty-list').getByText(t.emptySimilar).waitFor();
    await page.getByTestId('empty-list').getByRole('link', { name: t.browse }).click();
    await page.waitForURL(/\/ja\/$/);
    expect(problems).toEqual([]);
    await context.close();

    const guest = await openPage(browser, { locale: 'ja-JP' });
    await signInContext(guest.context, null);
    await guest.page.goto('/ja/my-page/my-logo?tab=kept');
    await guest.page.getByTestId('auth-modal').waitFor();
    const next = new URL(guest.page.url()).searchParams.get('next');
    expect(next).toBe('/ja/my-page/my-logo?tab=kept');
    expect(guest.problems).toEqual([]);
    await guest.context.close();
  });
});
