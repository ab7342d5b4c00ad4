import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from '../fixtures.ts';
import {
  createMember,
  favourite,
  freeLogos,
  keep,
  type Member,
  message,
  myFavorites,
  signInContext,
  texts,
  timeLeftText,
  waitForBadge,
} from './helpers.ts';

const keepLabel = (lang: 'en' | 'ja' | 'vi') => texts(lang).tank.keep.replace('{{days}}', '10');

describe.skipIf(!enabled)('keeping logos in the browser', () => {
  let browser: Browser;
  // Keeps left over by a failed test would show as negotiating to the next files: release them.
  const cleanup: { member: Member; id: number }[] = [];
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    for (const { member, id } of cleanup) await keep(member, id, false);
    await browser?.close();
  });

  it('keeps from the detail page with the time left, shows it negotiating to others, releases after a yes (en)', async () => {
    const t = texts('en').tank;
    const member = await createMember('keep-detail');
    const [logo] = await freeLogos(1);
    const id = logo!.logo_id;
    cleanup.push({ member, id });
    const { page, context, problems } = await openPage(browser);
    await signInContext(context, member);
    await page.goto(`/en/logo/detail/${id}`);
    const actions = page.locator(`section[aria-label="${t.detailActions}"]`);
    await actions.getByRole('button', { name: keepLabel('en'), exact: true }).click();
    const control = actions.locator('[data-testid="keep-control"][data-state="kept"]');
    await control.waitFor();
    expect((await control.getByTestId('keep-time-left').innerText()).trim()).toMatch(
      new RegExp(`^${timeLeftText('en', 10)} \\(until .+\\)$`),
    );
    // Keeping a logo also makes it a favourite.
    await actions.locator('[data-testid="favorite-button"][aria-pressed="true"]').waitFor();
    await waitForBadge(page, '1');
    // The toast shows at the bottom centre, clear of the header (account menu, cart, search).
    const toast = page.getByTestId('toast').getByText(t.keptToast, { exact: true });
    await toast.waitFor();
    const box = await toast.boundingBox();
    const header = await page.locator('header').first().boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan((header?.y ?? 0) + (header?.height ?? 0) + 200);
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - 640)).toBeLessThan(200);

    // Everyone else sees it as negotiating and cannot keep it.
    const guest = await openPage(browser);
    await signInContext(guest.context, null);
    await guest.page.goto(`/en/logo/detail/${id}`);
    await guest.page.getByText(texts('en').card.negotiating, { exact: true }).first().waitFor();
    const guestControl = guest.page.locator('[data-testid="keep-control"][data-state="negotiating"]');
    await guestControl.getByText(t.keepBlocked.negotiating).waitFor();
    expect(await guestControl.getByRole('button').isDisabled()).toBe(true);
    expect(guest.problems).toEqual([]);
    await guest.context.close();

    // The kept tab lists it with its countdown.
    await page.goto('/en/my-page/my-logo?tab=kept');
    const record = page.locator(`[data-testid="favorite-record"][data-logo-id="${id}"]`);
    await record.getByTestId('keep-time-left').getByText(timeLeftText('en', 10)).waitFor();
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: t.tabKept }).waitFor();

    // Release asks first; "Keep it" changes nothing.
    await record.getByRole('button', { name: t.release, exact: true }).click();
    const dialog = page.getByTestId('release-keep-dialog');
    await dialog.getByText(t.releaseText).waitFor();
    await dialog.getByRole('button', { name: t.releaseCancel, exact: true }).click();
    await dialog.getByText(t.releaseText).waitFor({ state: 'detached' });
    expect((await myFavorites(member, true)).map((r) => r.logo_id)).toEqual([id]);

    await record.getByRole('button', { name: t.release, exact: true }).click();
    await dialog.getByRole('button', { name: t.releaseConfirm, exact: true }).click();
    await record.waitFor({ state: 'detached' });
    await page.getByTestId('empty-list').getByText(t.emptyKept.replace('{{days}}', '10')).waitFor();
    await expect.poll(async () => (await myFavorites(member, true)).length).toBe(0);
    // The favourite stays after the keep ends.
    expect((await myFavorites(member)).map((r) => r.logo_id)).toEqual([id]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps from the favourites list and finds it on the kept tab with the arrow keys (vi)', async () => {
    const t = texts('vi').tank;
    const member = await createMember('keep-list');
    const [logo] = await freeLogos(1);
    const id = logo!.logo_id;
    cleanup.push({ member, id });
    await favourite(member, id);
    const { page, context, problems } = await openPage(browser, { locale: 'vi-VN' });
    await signInContext(context, member);
    await page.goto('/vi/my-page/my-logo');
    const record = page.locator(`[data-testid="favorite-record"][data-logo-id="${id}"]`);
    await record.getByRole('button', { name: keepLabel('vi'), exact: true }).click();
    await record.getByTestId('keep-time-left').getByText(timeLeftText('vi', 10)).waitFor();

    const favouritesTab = page.getByRole('tab', { name: new RegExp(t.tabFavourites) });
    await favouritesTab.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/vi\/my-page\/my-logo\?tab=kept$/);
    const keptTab = page.locator('[role="tab"][aria-selected="true"]', { hasText: t.tabKept });
    await keptTab.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    expect((await keptTab.innerText()).replace(/\s+/g, ' ')).toContain('1/5');
    await page
      .locator(`[role="tabpanel"] [data-testid="favorite-record"][data-logo-id="${id}"]`)
      .getByTestId('keep-time-left')
      .getByText(timeLeftText('vi', 10))
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the 'kept5' state at five keeps, and the server refuses a sixth (ja)", async () => {
    const t = texts('ja').tank;
    const member = await createMember('keep-limit');
    const logos = await freeLogos(6);
    const ids = logos.map((l) => l.logo_id);
    for (const id of ids.slice(0, 5)) {
      cleanup.push({ member, id });
      expect((await keep(member, id)).status).toBe(200);
    }
    const sixth = ids[5]!;
    const refused = await keep(member, sixth);
    cleanup.push({ member, id: sixth });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(message('en', 'msg:keep_limit?max=5'));
    await favourite(member, sixth);

    const { page, context, problems } = await openPage(browser, { locale: 'ja-JP' });
    await signInContext(context, member);
    await page.goto(`/ja/logo/detail/${sixth}`);
    const limit = t.keepLimitReached.replaceAll('{{max}}', '5');
    const control = page.locator(
      `section[aria-label="${t.detailActions}"] [data-testid="keep-control"][data-state="kept5"]`,
    );
    const button = control.getByRole('button', { name: limit, exact: true });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await control.getByText(t.keepBlocked.limit.replace('{{max}}', '5')).waitFor();

    await page.goto('/ja/my-page/my-logo');
    await page
      .locator(
        `[data-testid="favorite-record"][data-logo-id="${sixth}"] [data-testid="keep-control"][data-state="kept5"]`,
      )
      .getByRole('button', { name: limit, exact: true })
      .waitFor();
    await page.getByRole('tab', { name: new RegExp(t.tabKept) }).click();
    // The router changes the URL a moment before React swaps the panel (a transition): read the
    // kept panel itself, not whatever panel is on screen when the URL changes.
    const keptRecords = page.locator(
      '[role="tabpanel"][aria-labelledby$="-tab-kept"] [data-testid="favorite-record"]',
    );
    await keptRecords.nth(4).waitFor();
    expect(await keptRecords.count()).toBe(5);
    await waitForBadge(page, '6');
    expect(problems).toEqual([]);
    await context.close();
  });
});
