import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutSummary } from '../../packages/core/src/index.ts';
import { includedTax } from '../../packages/core/src/rules/money.ts';
import { signInWithModal } from '../accounts/helpers.ts';
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
  unexpectedProblems,
  waitForCartBadge,
} from './helpers.ts';

const PASSWORD = 'secret12'; // createMember's password

describe.skipIf(!enabled)('the cart in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('fills a guest cart from the detail page, then signs in at checkout: the carts merge (en)', async () => {
    const t = texts('en');
    const member = await createMember('cart-merge');
    const [both, guestOnly, memberOnly] = await takeLogos(3);
    // The member's cart already holds one logo the guest will add too, and one of its own.
    await addToCart(
      { token: member.token },
      { logo_id: both!.logo_id, sub_name: 'Member Sub', main_name: 'Member Main' },
    );
    await addToCart(
      { token: member.token },
      { logo_id: memberOnly!.logo_id, sub_name: 'Own', main_name: 'Line' },
    );

    const { page, context, problems } = await openPage(browser);
    await signInContext(context, null);
    await page.goto(`/en/logo/detail/${both!.logo_id}`);
    const panel = page.getByTestId('order-panel');
    const addButton = panel.getByRole('button', { name: t.buying.add.button, exact: true });
    await panel.getByLabel(t.tank.subName, { exact: true }).fill('Guest Sub');
    await panel.getByLabel(t.tank.mainName, { exact: true }).fill('Guest Main');
    await panel.getByLabel(t.detail.optionManual, { exact: true }).check();
    await addButton.click();
    await toast(page, message('en', 'msg:cart_added')).waitFor();
    await waitForCartBadge(page, '1');
    expect(await page.getByTestId('cart-badge-link').getAttribute('aria-label')).toBe(
      plural('en', t.buying, 'cartLink', 1),
    );

    // The same logo again: the spec's duplicate message, and still one line.
    await addButton.click();
    await toast(page, message('en', 'msg:cart_exists')).waitFor();
    await waitForCartBadge(page, '1');

    await page.goto(`/en/logo/detail/${guestOnly!.logo_id}`);
    await panel.getByLabel(t.tank.subName, { exact: true }).fill('Second Sub');
    await panel.getByLabel(t.tank.mainName, { exact: true }).fill('Second Main');
    await panel.getByLabel(t.detail.optionMotion, { exact: true }).check();
    await addButton.click();
    await toast(page, message('en', 'msg:cart_added')).waitFor();
    await waitForCartBadge(page, '2');

    // The guest's cart page: both lines, names, options and the total with its tax.
    await page.getByTestId('cart-badge-link').click();
    await page.waitForURL((url) => url.pathname === '/en/my-page/cart');
    const lines = page.getByTestId('cart-item');
    await lines.nth(1).waitFor();
    expect(await lines.count()).toBe(2);
    const guestLine = lines.and(page.locator(`[data-logo-id="${both!.logo_id}"]`));
    const guestText = await guestLine.innerText();
    for (const part of ['Guest Sub', 'Guest Main', t.detail.optionManual]) expect(guestText).toContain(part);
    const { body: guestCart } = await api<{ data: { items: { price: number; currency: 'USD' }[] } }>(
      'GET',
      '/api/cart',
      {
        cartId: await page.evaluate(
          () => JSON.parse(localStorage.getItem('logoya') ?? '{}').system?.shoppingCart?.cart_id,
        ),
      },
    );
    const total = guestCart.data.items.reduce((sum, item) => sum + item.price, 0);
    expect((await page.getByTestId('cart-total').innerText()).trim()).toBe(money(total, 'USD'));
    expect((await page.getByTestId('cart-tax').innerText()).trim()).toBe(
      fill(t.buying.cart.includedTax, { rate: 10, amount: money(includedTax(total, 10), 'USD') }),
    );
    await page.getByText(t.buying.cart.signInNote, { exact: true }).waitFor();

    // Checkout asks a guest to sign in first, in the modal, and then goes on to payment.
    await page.getByRole('button', { name: t.buying.cart.proceed, exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('auth') === 'sign-in' &&
        url.searchParams.get('next') === '/en/my-page/cart/payment',
    );
    await signInWithModal(page, 'en', { email: member.email, password: PASSWORD });
    await page.waitForURL((url) => url.pathname === '/en/my-page/cart/payment' && url.search === '');

    // The guest's lines joined the member's cart; for the duplicate, the member's line won.
    const review = page.getByTestId('review-line');
    await review.nth(1).waitFor();
    expect(await review.count()).toBe(2);
    const reviewText = await page.getByTestId('review-lines').innerText();
    expect(reviewText).toContain('Member Main');
    expect(reviewText).not.toContain('Guest Main');
    expect(reviewText).toContain('Second Main');
    await waitForCartBadge(page, '3');
    const merged = await cartOf(member);
    expect(merged.items.map((item) => item.logo_id).sort()).toEqual(
      [both!.logo_id, guestOnly!.logo_id, memberOnly!.logo_id].sort(),
    );
    expect(merged.items.find((item) => item.logo_id === both!.logo_id)?.sub_name).toBe('Member Sub');
    const second = merged.items.find((item) => item.logo_id === guestOnly!.logo_id);
    expect(second).toMatchObject({ sub_name: 'Second Sub', main_name: 'Second Main', logo_motion: true });
    // The anonymous cart id is forgotten once merged.
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('logoya') ?? '{}').system?.shoppingCart),
    ).toBeUndefined();
    // Chromium logs the 409 of the duplicate add, which the page answered with its message.
    expect(unexpectedProblems(problems, 409)).toEqual([]);
    await context.close();
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
