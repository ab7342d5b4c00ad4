import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authModal } from '../accounts/helpers.ts';
import { enabled, launch, openPage, startWithClientState } from '../fixtures.ts';
import { addToCart, LANGS, takeLogos, texts } from './helpers.ts';

describe.skipIf(!enabled)('signing in to pay', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)('the checkout says a guest signs in or creates an account to pay, in %s', async (lang) => {
    const t = texts(lang);
    const [logo] = await takeLogos(1);
    const cart = await addToCart(
      {},
      { logo_id: logo!.logo_id, sub_name: 'Pay Sub', main_name: 'Pay Main' },
      lang,
    );
    const { page, context, problems } = await openPage(browser);
    // The guest's cart id, as the web app keeps it, and the cookie choice made.
    await startWithClientState(context, {
      system: { shoppingCart: { cart_id: cart.cart_id } },
      consent: { analytics: false, at: new Date().toISOString(), version: 1 },
    });
    await page.goto(`/${lang}/my-page/cart`);
    await page.getByTestId('cart-item').waitFor();
    await page.getByRole('button', { name: t.buying.cart.proceed, exact: true }).click();
    const modal = authModal(page);
    await modal.getByRole('heading', { name: t.auth.signInTitle }).waitFor();
    await modal.getByText(t.auth.signInToPay, { exact: true }).waitFor();
    expect(await modal.getByText(t.auth.signInRequired).count()).toBe(0);

    // The payment page opened directly says the same; another member page says it is for the page.
    await page.goto(`/${lang}/my-page/cart/payment`);
    await modal.getByText(t.auth.signInToPay, { exact: true }).waitFor();
    await page.goto(`/${lang}/my-page/profile`);
    await modal.getByText(t.auth.signInRequired, { exact: true }).waitFor();
    expect(await modal.getByText(t.auth.signInToPay).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
