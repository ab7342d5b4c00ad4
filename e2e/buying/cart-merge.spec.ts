import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { includedTax } from '../../packages/core/src/rules/money.ts';
import { signInWithModal } from '../accounts/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import {
  addToCart,
  api,
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

describe.skipIf(!enabled)('the guest cart merging at sign-in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
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
    await page
      .getByTestId('auth-modal')
      .getByText('Sign in or create an account to pay.', { exact: true })
      .waitFor();
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

  it('after signing in on the cart page, the member’s own lines join unticked: checkout pays what the guest ticked (ja)', async () => {
    const t = texts('ja');
    const member = await createMember('cart-merge-ticks');
    const [guestOnly, memberOnly] = await takeLogos(2);
    await addToCart(
      { token: member.token },
      { logo_id: memberOnly!.logo_id, sub_name: 'Own', main_name: 'Line' },
      'ja',
    );
    const guestCart = await addToCart(
      {},
      { logo_id: guestOnly!.logo_id, sub_name: 'G', main_name: 'Guest' },
      'ja',
    );

    const { page, context, problems } = await openPage(browser, { locale: 'ja-JP' });
    await signInContext(context, null);
    await page.goto('/ja/');
    await page.evaluate((cartId) => {
      const state = JSON.parse(localStorage.getItem('logoya') ?? '{}');
      state.system = { ...state.system, shoppingCart: { cart_id: cartId } };
      localStorage.setItem('logoya', JSON.stringify(state));
    }, guestCart.cart_id);
    await page.goto('/ja/my-page/cart');
    const lines = page.getByTestId('cart-item');
    await lines.first().waitFor();
    await waitForCartBadge(page, '1');

    // Signing in from the cart page merges the carts; the member's line was never shown here.
    await page.goto('/ja/my-page/cart?auth=sign-in');
    await signInWithModal(page, 'ja', { email: member.email, password: PASSWORD });
    await waitForCartBadge(page, '2');
    const line = (logoId: number) => page.locator(`[data-testid="cart-item"][data-logo-id="${logoId}"]`);
    await line(memberOnly!.logo_id).waitFor();
    expect(await line(guestOnly!.logo_id).getByRole('checkbox').isChecked()).toBe(true);
    expect(await line(memberOnly!.logo_id).getByRole('checkbox').isChecked()).toBe(false);

    await page.getByRole('button', { name: t.buying.cart.proceed, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/ja/my-page/cart/payment');
    const review = page.getByTestId('review-line');
    await review.first().waitFor();
    expect(await review.count()).toBe(1);
    expect(await page.getByTestId('review-lines').innerText()).toContain('Guest');
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
