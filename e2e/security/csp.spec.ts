import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaSolved, signInWithModal } from '../accounts/helpers.ts';
import { STAFF } from '../backoffice/helpers.ts';
import {
  checkoutFromCart,
  createMember,
  message,
  signInContext,
  takeLogos,
  texts,
  toast,
  unexpectedProblems,
  waitForCartBadge,
} from '../buying/helpers.ts';
import { enabled, launch } from '../fixtures.ts';
import { INFO_PAGES } from '../pages/helpers.ts';
import { expectShopPolicy, openWatchedPage, settle } from './csp-helpers.ts';

/**
 * Every kind of page under the real Content-Security-Policy (ADR 0025): the browser reports no
 * violation anywhere, each document carries the policy in its headers, and the policy does block
 * what an injected script or style would try.
 */
describe.skipIf(!enabled)('content security policy in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a guest browses the shop pages, fills a cart and opens the sign-up form without a violation', async () => {
    const t = texts('en');
    const { page, context, problems, violations } = await openWatchedPage(browser);
    await signInContext(context, null);
    const [logo] = await takeLogos(1);

    expectShopPolicy(await page.goto('/en/'));
    await page.getByTestId('logo-card').first().waitFor();

    expectShopPolicy(await page.goto('/en/search?u_keyword=a'));
    await page.getByTestId('logo-card').first().waitFor();

    expectShopPolicy(await page.goto(`/en/logo/detail/${logo!.logo_id}`));
    const panel = page.getByTestId('order-panel');
    await panel.getByLabel(t.tank.subName, { exact: true }).fill('Policy Sub');
    await panel.getByLabel(t.tank.mainName, { exact: true }).fill('Policy Main');
    await panel.getByRole('button', { name: t.buying.add.button, exact: true }).click();
    await toast(page, message('en', 'msg:cart_added')).waitFor();
    await waitForCartBadge(page, '1');

    expectShopPolicy(await page.goto('/en/my-page/cart'));
    await page.getByTestId('cart-item').first().waitFor();

    for (const [segment] of INFO_PAGES) {
      expectShopPolicy(await page.goto(`/en/${segment}`));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }

    expectShopPolicy(await page.goto('/en/contact'));
    await page.locator('main form').waitFor();

    // A logo that does not exist: the page goes back to the home page.
    expectShopPolicy(await page.goto('/en/logo/detail/999999999'));
    await page.waitForURL((url) => url.pathname === '/en/' || url.pathname === '/en');

    // The sign-up form with its captcha (a web component with its own styles and workers).
    expectShopPolicy(await page.goto('/en/?auth=sign-up'));
    await captchaSolved(page.getByTestId('auth-modal'));

    await settle(page);
    expect(violations).toEqual([]);
    expect(unexpectedProblems(problems, 404)).toEqual([]);
    await context.close();
  });

  it('a member signs in, crops an avatar, opens my pages and reaches the payment page without a violation', async () => {
    const t = texts('en');
    const member = await createMember('csp');
    const [logo] = await takeLogos(1);
    const { page, context, problems, violations } = await openWatchedPage(browser);
    await signInContext(context, null);

    // A guest line first: signing in merges it into the member's cart.
    await page.goto(`/en/logo/detail/${logo!.logo_id}`);
    const panel = page.getByTestId('order-panel');
    await panel.getByLabel(t.tank.subName, { exact: true }).fill('Member Sub');
    await panel.getByLabel(t.tank.mainName, { exact: true }).fill('Member Main');
    await panel.getByRole('button', { name: t.buying.add.button, exact: true }).click();
    await toast(page, message('en', 'msg:cart_added')).waitFor();

    expectShopPolicy(await page.goto('/en/?auth=sign-in'));
    await signInWithModal(page, 'en', { email: member.email, password: 'secret12' });

    expectShopPolicy(await page.goto('/en/my-page/profile'));
    const picture = await page.request.get('/files/default-logo.png');
    await page.getByTestId('avatar-input').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: await picture.body(),
    });
    const dialog = page.getByTestId('crop-dialog');
    await dialog.waitFor();
    await dialog.locator('img').first().waitFor();
    await dialog.getByRole('button', { name: t.form.cancel, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    expectShopPolicy(await page.goto('/en/my-page/my-logo'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expectShopPolicy(await page.goto('/en/my-page/order-history'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expectShopPolicy(await page.goto('/en/logo-mark-req'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    await checkoutFromCart(page, 'en');
    await page.getByRole('radio', { name: t.buying.checkout.methods.card }).check();
    await page.getByTestId('test-card-form').waitFor();

    await settle(page);
    expect(violations).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('the back office login, dashboard and 404 page run without a violation', async () => {
    const { page, context, problems, violations } = await openWatchedPage(browser, { locale: 'ja-JP' });
    expectShopPolicy(await page.goto('/admin/login'));
    await page.getByLabel('メールアドレス').fill(STAFF.admin.email);
    await page.getByLabel('パスワード', { exact: true }).fill(STAFF.admin.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1, name: 'ダッシュボード' }).waitFor();

    expectShopPolicy(await page.goto('/admin'));
    await page.getByRole('heading', { level: 1, name: 'ダッシュボード' }).waitFor();
    expectShopPolicy(await page.goto('/admin/no-such-page'));
    await page.getByText('404', { exact: true }).waitFor();

    await settle(page);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the API reference at /api/docs renders under its own policy without a violation', async () => {
    const { page, context, problems, violations } = await openWatchedPage(browser);
    const response = await page.goto('/api/docs');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    await page.locator('.swagger-ui .info .title').getByText('Logoya API').waitFor();
    await page.locator('.swagger-ui .opblock').first().waitFor();
    // Opening an operation renders its schema (more of Swagger UI's run-time styles).
    await page.locator('.swagger-ui .opblock-summary').first().click();
    await page.locator('.swagger-ui .opblock-body').first().waitFor();

    await settle(page);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('blocks an injected inline script, an inline event handler, an inline style and eval', async () => {
    const { page, context, violations } = await openWatchedPage(browser);
    await signInContext(context, null);
    expectShopPolicy(await page.goto('/en/'));
    await page.getByTestId('logo-card').first().waitFor();
    // Run from a timer, as page code: DevTools' own evaluation is exempt from the eval rule.
    const outcome = await page.evaluate(
      () =>
        new Promise<Record<string, unknown>>((resolve) => {
          setTimeout(() => {
            const flags = window as unknown as Record<string, unknown>;
            const script = document.createElement('script');
            script.textContent = 'window.__injectedScript = true;';
            document.body.append(script);
            document.body.insertAdjacentHTML(
              'beforeend',
              '<img src="/files/default-logo.png?injected" onload="window.__injectedHandler = true">' +
                '<p id="injected-style" style="color: rgb(255, 0, 0)">x</p>',
            );
            let evalOutcome = 'ran';
            try {
              // biome-ignore lint/security/noGlobalEval: the policy must refuse it
              eval('1 + 1');
            } catch (error) {
              evalOutcome = (error as Error).name;
            }
            setTimeout(() => {
              const style = document.getElementById('injected-style') as HTMLElement;
              resolve({
                script: flags.__injectedScript ?? false,
                handler: flags.__injectedHandler ?? false,
                red: getComputedStyle(style).color === 'rgb(255, 0, 0)',
                eval: evalOutcome,
              });
            }, 500);
          }, 0);
        }),
    );
    expect(outcome).toEqual({ script: false, handler: false, red: false, eval: 'EvalError' });
    await settle(page);
    const directives = violations.map((v) => v.split(' ')[0]);
    expect(directives).toEqual(
      expect.arrayContaining(['script-src-elem', 'script-src-attr', 'style-src-attr', 'script-src']),
    );
    await context.close();
  });
});
