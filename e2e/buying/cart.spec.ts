import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutSummary } from '../../packages/core/src/index.ts';
import { includedTax } from '../../packages/core/src/rules/money.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import {
  addToCart,
  api,
  axeViolations,
  cartOf,
  createMember,
  fill,
  message,
  money,
  plural,
  signInContext,
  takeLogos,
  texts,
  toast,
  waitForCartBadge,
} from './helpers.ts';

describe.skipIf(!enabled)('the cart in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('works on a 390 px phone: invalid lines block checkout, nothing chosen is refused (vi)', async () => {
    const t = texts('vi').buying;
    const member = await createMember('cart-phone');
    const other = await createMember('cart-holder');
    const [plain, extras, taken] = await takeLogos(3);
    await addToCart(
      { token: member.token },
      { logo_id: plain!.logo_id, sub_name: 'Quán', main_name: 'Phở Hà Nội' },
      'vi',
    );
    await addToCart(
      { token: member.token },
      {
        logo_id: extras!.logo_id,
        sub_name: 'Tiệm',
        main_name: 'Bánh Mì',
        logo_manual: true,
        logo_motion: true,
      },
      'vi',
    );
    await addToCart(
      { token: member.token },
      { logo_id: taken!.logo_id, sub_name: 'Sub', main_name: 'Main' },
      'vi',
    );
    // Another member starts paying for the third logo: it is held for them.
    const otherCart = await addToCart(
      { token: other.token },
      { logo_id: taken!.logo_id, sub_name: 'O', main_name: 'P' },
      'vi',
    );
    const lineId = otherCart.items[0]!.id;
    const { body: summary } = await api<{ data: CheckoutSummary }>(
      'GET',
      `/api/checkout/summary?items=${lineId}`,
      {
        token: other.token,
        lang: 'vi',
      },
    );
    const intent = await api('POST', '/api/create-pay-intent', {
      token: other.token,
      lang: 'vi',
      body: {
        items: [lineId],
        amount: summary.data.total,
        currency: summary.data.currency.toLowerCase(),
        payment_method_id: 1,
      },
    });
    expect(intent.status).toBe(200);

    const { page, context, problems } = await openPage(browser, { locale: 'vi-VN', width: 390 });
    await signInContext(context, member);
    await page.goto('/vi/my-page/cart');
    const lines = page.getByTestId('cart-item');
    await lines.nth(2).waitFor();
    await waitForCartBadge(page, '3');
    const held = lines.and(page.locator(`[data-logo-id="${taken!.logo_id}"]`));
    expect(await held.getAttribute('data-valid')).toBe('false');
    const reason = held.getByTestId('cart-item-invalid');
    expect((await reason.innerText()).replace(/\s+/g, ' ').trim()).toBe(
      `${t.cart.invalidBadge} ${t.cart.invalid.held} ${t.cart.invalidHint}`,
    );
    expect(await held.getByRole('checkbox').isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    // An invalid line anywhere blocks checkout with the spec's popup, which goes away by itself.
    const proceed = page.getByRole('button', { name: t.cart.proceed, exact: true });
    await proceed.click();
    const popup = page.getByTestId('cart-popup');
    expect((await popup.innerText()).trim()).toBe(message('vi', 'msg:cart_inactive'));
    await popup.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/vi\/my-page\/cart$/);

    const heldName = (await cartOf(member, 'vi')).items.find((item) => item.logo_id === taken!.logo_id)!
      .product.logo_language!;
    await held.getByRole('button', { name: fill(t.cart.removeLabel, { name: heldName }) }).click();
    await held.waitFor({ state: 'detached' });
    await waitForCartBadge(page, '2');

    // Nothing chosen: 'Please! Choose product.'
    const all = page.getByRole('checkbox', { name: t.cart.chooseAll, exact: true });
    await all.uncheck();
    expect((await page.getByTestId('cart-chosen-count').innerText()).trim()).toBe(
      plural('vi', t.cart, 'chosen', 0),
    );
    await proceed.click();
    await toast(page, message('vi', 'msg:cart_choose_product')).waitFor();

    // Everything chosen again: both lines in đồng, with the tax included in the total.
    await all.check();
    const cart = await cartOf(member, 'vi');
    const total = cart.items.reduce((sum, item) => sum + item.price, 0);
    const extrasLine = cart.items.find((item) => item.logo_id === extras!.logo_id)!;
    expect(extrasLine.price).toBe(
      extrasLine.logo_price + extrasLine.logo_manual_price + extrasLine.logo_motion_price,
    );
    expect((await page.getByTestId('cart-chosen-count').innerText()).trim()).toBe(
      plural('vi', t.cart, 'chosen', 2),
    );
    expect((await page.getByTestId('cart-total').innerText()).trim()).toBe(money(total, 'VND'));
    expect((await page.getByTestId('cart-tax').innerText()).trim()).toBe(
      fill(t.cart.includedTax, {
        rate: cart.tax_percent,
        amount: money(includedTax(total, cart.tax_percent), 'VND'),
      }),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
    await context.close();
  });
});
