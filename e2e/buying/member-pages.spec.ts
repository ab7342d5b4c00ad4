import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from '../fixtures.ts';
import {
  addToCart,
  createMember,
  LANGS,
  type Lang,
  paidOrder,
  signInContext,
  takeLogos,
  texts,
} from './helpers.ts';

/** The category sidebar (wide screens), found by its heading. */
const sidebar = (page: Page, lang: Lang) =>
  page.getByRole('complementary', { name: texts(lang).categories.heading, exact: true });

/** Waits for the page's own heading, rendered in the same frame as the sidebar would be. */
async function opened(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
}

describe.skipIf(!enabled)('the member pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Issue 24: the cart showed the catalogue's filter sidebar; so did every /my-page/ page.
  it.each(LANGS)('show no catalogue filters, which stay on the catalogue pages (%s)', async (lang) => {
    const t = texts(lang);
    const member = await createMember(`member-pages-${lang}`);
    const [bought, inCart] = await takeLogos(2);
    const order = await paidOrder(
      member,
      { logo_id: bought!.logo_id, main_name: 'Main', sub_name: 'Sub' },
      lang,
    );
    await addToCart(
      { token: member.token },
      { logo_id: inCart!.logo_id, main_name: 'Main', sub_name: 'Sub' },
      lang,
    );
    const { page, context, problems } = await openPage(browser, { locale: lang });
    await signInContext(context, member);

    // The catalogue keeps them: the control that shows the check below can see a sidebar.
    await opened(page, `/${lang}/`);
    await sidebar(page, lang).waitFor();
    const pages = [
      '/my-page/cart',
      '/my-page/cart/payment',
      `/my-page/payment-complete?order=${order.id}`,
      '/my-page/order-history',
      '/my-page/profile',
      '/my-page/my-logo',
    ];
    for (const path of pages) {
      await opened(page, `/${lang}${path}`);
      expect(await sidebar(page, lang).count(), path).toBe(0);
    }

    // Phones: no "Categories" drawer button in the header of a member page either.
    await page.setViewportSize({ width: 390, height: 844 });
    const drawerButton = page.getByRole('banner').getByRole('button', { name: t.header.openCategories });
    await opened(page, `/${lang}/search`);
    await drawerButton.waitFor();
    await opened(page, `/${lang}/my-page/cart`);
    await page.getByTestId('cart-item').first().waitFor();
    expect(await drawerButton.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  // Issue 24: the payment page opened directly in a new session said "nothing to pay".
  it.each(LANGS)('open the payment step for the ticked lines when opened directly (%s)', async (lang) => {
    const t = texts(lang);
    const member = await createMember(`pay-direct-${lang}`);
    const [first, second] = await takeLogos(2);
    for (const logo of [first!, second!]) {
      await addToCart(
        { token: member.token },
        { logo_id: logo.logo_id, main_name: 'Main', sub_name: 'Sub' },
        lang,
      );
    }
    const { page, context, problems } = await openPage(browser, { locale: lang });
    await signInContext(context, member);

    // A new browser holds no choice: the server's cart decides, every line ticked as the cart shows.
    await opened(page, `/${lang}/my-page/cart/payment`);
    await page.getByTestId('place-order').waitFor();
    expect(await page.getByTestId('review-line').count()).toBe(2);
    expect(await page.getByText(t.buying.checkout.noItems, { exact: true }).count()).toBe(0);

    // Untick one line in the cart; the payment page opened on its own in another tab buys the other.
    await opened(page, `/${lang}/my-page/cart`);
    const line = (id: number) => page.locator(`[data-testid="cart-item"][data-logo-id="${id}"]`);
    await line(second!.logo_id).getByRole('checkbox').uncheck();
    expect(await line(first!.logo_id).getByRole('checkbox').isChecked()).toBe(true);
    const tab = await context.newPage();
    await opened(tab, `/${lang}/my-page/cart/payment`);
    await tab.getByTestId('place-order').waitFor();
    expect(await tab.getByTestId('review-line').count()).toBe(1);
    const [only] = await tab
      .getByTestId('review-line')
      .evaluateAll((lines) => lines.map((each) => each.textContent ?? ''));
    expect(only).toContain(first!.logo_id.toString().padStart(5, '0'));
    await tab.close();

    // The cart, opened again, still shows the line left out.
    await opened(page, `/${lang}/my-page/cart`);
    await line(second!.logo_id).waitFor();
    expect(await line(second!.logo_id).getByRole('checkbox').isChecked()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
