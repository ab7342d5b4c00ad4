import { translateMessage } from '@logoya/core/messages/catalog';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from '../fixtures.ts';
import {
  badge,
  call,
  cardOf,
  createMember,
  favourite,
  freeLogos,
  LANGS,
  type Lang,
  myFavorites,
  signInContext,
  soldLogo,
  texts,
  waitForBadge,
} from './helpers.ts';

/** The heart's accessible name for a count, as i18next picks the plural. */
function heartLabel(lang: Lang, count: number): string {
  const t = texts(lang).tank;
  const template = lang === 'en' && count === 1 ? t.favouriteLabel_one : t.favouriteLabel_other;
  return template.replace('{{count}}', String(count));
}

async function shownCount(scope: Locator): Promise<number> {
  return Number((await scope.getByTestId('favorite-count').innerText()).trim());
}

describe.skipIf(!enabled)('favourites (tank) in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)(
    'opens the sign-in modal when a guest taps a heart, and asks nothing for guests (%s)',
    async (lang) => {
      const { page, context, problems } = await openPage(browser);
      await signInContext(context, null);
      const favouriteCalls: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/(favorite|my-favorite|keep-logo)/.test(request.url())) favouriteCalls.push(request.url());
      });
      await page.goto(`/${lang}/`);
      const heart = page.getByTestId('logo-card').first().getByTestId('favorite-button');
      await heart.waitFor();
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      await heart.click();
      await page.getByTestId('auth-modal').waitFor();
      expect(new URL(page.url()).searchParams.get('auth')).toBe('sign-in');
      expect(await page.getByTestId('favorite-badge-link').count()).toBe(0);
      expect(favouriteCalls).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(LANGS)(
    'favourites and unfavourites from a card: count and badge move at once (%s)',
    async (lang) => {
      const member = await createMember(`card-${lang}`);
      const [logo] = await freeLogos(1);
      const { page, context, problems } = await openPage(browser);
      await signInContext(context, member);
      await page.goto(`/${lang}/?page=2`);
      const card = cardOf(page, logo!.logo_id);
      const heart = card.getByTestId('favorite-button');
      await heart.waitFor();
      const before = await shownCount(card);
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      expect(await heart.getAttribute('aria-label')).toBe(heartLabel(lang, before));
      expect(await badge(page)).toBeNull();

      await heart.click();
      await card.locator('[data-testid="favorite-button"][aria-pressed="true"]').waitFor();
      expect(await shownCount(card)).toBe(before + 1);
      expect(await heart.getAttribute('aria-label')).toBe(heartLabel(lang, before + 1));
      await waitForBadge(page, '1');
      // The account menu link carries the same count.
      expect((await page.getByTestId('menu-favorite-badge').innerText()).trim()).toContain('1');
      // The server agrees: the favourite is stored.
      await expect
        .poll(async () => (await myFavorites(member)).map((r) => r.logo_id))
        .toEqual([logo!.logo_id]);

      await heart.click();
      await card.locator('[data-testid="favorite-button"][aria-pressed="false"]').waitFor();
      expect(await shownCount(card)).toBe(before);
      await waitForBadge(page, null);
      await expect.poll(async () => (await myFavorites(member)).length).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('puts the heart, the count and the badge back when the call fails (en)', async () => {
    const member = await createMember('rollback');
    const [logo] = await freeLogos(1);
    const { page, context, problems } = await openPage(browser);
    await signInContext(context, member);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/favorite/**', async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        // What the server answers while its database is down (platform/http/faults.ts).
        body: JSON.stringify({ message: translateMessage('msg:service_unavailable', 'en') }),
      });
    });
    await page.goto('/en/?page=2');
    const card = cardOf(page, logo!.logo_id);
    const heart = card.getByTestId('favorite-button');
    await heart.waitFor();
    const before = await shownCount(card);

    await heart.click();
    // Moved at once, before the server has answered.
    await card.locator('[data-testid="favorite-button"][aria-pressed="true"]').waitFor();
    expect(await shownCount(card)).toBe(before + 1);
    await waitForBadge(page, '1');

    release();
    await card.locator('[data-testid="favorite-button"][aria-pressed="false"]').waitFor();
    expect(await shownCount(card)).toBe(before);
    await waitForBadge(page, null);
    // A 503 says what happened in the server's words, not the generic error text.
    await page.getByText(translateMessage('msg:service_unavailable', 'en')).first().waitFor();
    expect(await myFavorites(member)).toEqual([]);
    // The browser reports the refused call itself; nothing else may fail.
    expect(problems.filter((p) => !/status of 503/.test(p))).toEqual([]);
    await context.close();
  });

  it('favourites from the detail page, and the logo leaves my list when removed there (ja)', async () => {
    const lang = 'ja';
    const t = texts(lang).tank;
    const member = await createMember('detail-fav');
    const [logo] = await freeLogos(1);
    const { page, context, problems } = await openPage(browser, { locale: 'ja-JP' });
    await signInContext(context, member);
    await page.goto(`/${lang}/logo/detail/${logo!.logo_id}`);
    const actions = page.locator(`section[aria-label="${t.detailActions}"]`);
    const heart = actions.getByTestId('favorite-button');
    await heart.waitFor();
    const before = await shownCount(actions);
    expect((await heart.innerText()).replace(/\s+/g, '')).toBe(`${t.favourite}${before}`);

    await heart.click();
    await actions.locator('[data-testid="favorite-button"][aria-pressed="true"]').waitFor();
    expect((await heart.innerText()).replace(/\s+/g, '')).toBe(`${t.favourited}${before + 1}`);
    await waitForBadge(page, '1');

    await page.getByTestId('favorite-badge-link').click();
    await page.waitForURL(/\/ja\/my-page\/my-logo$/);
    const record = page.locator(`[data-testid="favorite-record"][data-logo-id="${logo!.logo_id}"]`);
    await record.waitFor();
    await record.getByRole('button', { name: t.remove, exact: true }).click();
    await record.waitFor({ state: 'detached' });
    await page.getByTestId('empty-list').getByText(t.emptyFavourites).waitFor();
    await waitForBadge(page, null);
    await expect.poll(async () => (await myFavorites(member)).length).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows 99+ on the badge above 99 favourites, and lists them 100 at a time (vi)', async () => {
    const t = texts('vi').tank;
    const member = await createMember('badge-cap');
    const ids: number[] = [];
    for (const page of [1, 2]) {
      const { body } = await call<{ data: { logo_id: number; inactive: boolean; state: number }[] }>(
        'GET',
        `/api/all-logo?per_page=100&page=${page}`,
      );
      ids.push(...body.data.filter((c) => !c.inactive && c.state === 0).map((c) => c.logo_id));
    }
    expect(ids.length).toBeGreaterThanOrEqual(101);
    for (const id of ids.slice(0, 99)) await favourite(member, id);
    const { page, context, problems } = await openPage(browser, { locale: 'vi-VN' });
    await signInContext(context, member);
    await page.goto('/vi/');
    await waitForBadge(page, '99');
    for (const id of ids.slice(99, 101)) await favourite(member, id);
    await page.reload();
    await waitForBadge(page, '99+');
    expect((await page.getByTestId('menu-favorite-badge').innerText()).trim()).toContain('99+');

    // The list shows 100, then the rest with "Show more".
    await page.goto('/vi/my-page/my-logo');
    const records = page.getByTestId('favorite-record');
    await records.nth(99).waitFor();
    expect(await records.count()).toBe(100);
    await page.getByRole('button', { name: t.showMore, exact: true }).click();
    await records.nth(100).waitFor();
    expect(await records.count()).toBe(101);
    expect(await page.getByRole('button', { name: t.showMore, exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
    for (const id of ids.slice(0, 101)) await favourite(member, id, false);
  });

  it('does not let a member add a sold-out logo (en)', async () => {
    const member = await createMember('sold');
    const sold = await soldLogo();
    const { page, context, problems } = await openPage(browser);
    await signInContext(context, member);
    await page.goto(`/en/logo/detail/${sold.logo_id}`);
    const actions = page.locator(`section[aria-label="${texts('en').tank.detailActions}"]`);
    const heart = actions.getByTestId('favorite-button');
    await heart.waitFor();
    expect(await heart.isDisabled()).toBe(true);
    await page.getByText(texts('en').tank.favouriteUnavailable).first().waitFor();
    const keepControl = actions.getByTestId('keep-control');
    expect(await keepControl.getAttribute('data-state')).toBe('soldOut');
    await keepControl.getByText(texts('en').tank.keepBlocked.soldOut).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
