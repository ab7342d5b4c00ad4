import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../apps/server/src/platform/http/security-headers.ts';
import { baseUrl, enabled, launch, openPage } from '../fixtures.ts';
import {
  authModal,
  axeViolations,
  captchaSolved,
  fieldErrors,
  LANGS,
  MEMBER,
  message,
  sessionCookie,
  signInWithModal,
  storedAuth,
  texts,
} from './helpers.ts';

describe.skipIf(!enabled)('sign-in and sign-out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)('signs in with remember me and signs out again in %s', async (lang) => {
    const { page, context, problems } = await openPage(browser);
    const t = texts(lang);
    await page.goto(`/${lang}/`);
    const menu = page.getByRole('complementary').getByRole('navigation', { name: t.account.menuLabel });
    await menu.getByRole('link', { name: t.account.signIn, exact: true }).click();
    await page.waitForURL(/\?auth=sign-in$/);
    await authModal(page).getByRole('heading', { name: t.auth.signInTitle }).waitFor();
    await signInWithModal(page, lang, MEMBER, { remember: true });

    expect(new URL(page.url()).search).toBe('');
    await menu.getByTestId('signed-in-as').getByText('Hana Suzuki').waitFor();
    const auth = await storedAuth(page);
    expect(auth?.loggedIn).toBe(true);
    // The session is the server's HttpOnly cookie, kept 30 days with remember me (ADR 0026); the
    // page's state holds no copy of it.
    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(Math.round(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000)).toBe(30);
    expect(JSON.stringify(auth)).not.toContain(cookie?.value);

    // The session survives a reload (validated with GET /api/me).
    await page.reload();
    await menu.getByTestId('signed-in-as').waitFor();
    await page.goto(`/${lang}/search`);
    await menu.getByRole('button', { name: t.account.signOut }).click();
    await page.waitForURL(new RegExp(`/${lang}/$`));
    await menu.getByRole('link', { name: t.account.signIn, exact: true }).waitFor();
    expect((await storedAuth(page))?.loggedIn).toBe(false);
    expect(await sessionCookie(page)).toBeUndefined();
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['en', MEMBER.email],
    ['ja', 'nobody-ja@example.test'],
    ['vi', 'nobody-vi@example.test'],
  ] as const)(
    'shows a failed sign-in for the whole form, beside the submit button, in %s',
    async (lang, email) => {
      const { page, context, problems } = await openPage(browser);
      const t = texts(lang).auth;
      await page.goto(`/${lang}/?auth=sign-in`);
      const modal = authModal(page);
      const emailField = modal.getByLabel(t.email, { exact: true });
      await emailField.fill(email);
      await modal.getByLabel(t.password, { exact: true }).fill('wrong-password');
      await captchaSolved(modal);
      // From the submit on, the captcha's "required" error is never drawn, not even for the
      // moment the next payload is being solved.
      await page.evaluate(
        (required) => {
          const seen = { flashed: false };
          (window as unknown as { captchaFlash: typeof seen }).captchaFlash = seen;
          new MutationObserver(() => {
            if (document.querySelector('[data-testid="captcha"]')?.textContent?.includes(required))
              seen.flashed = true;
          }).observe(document.body, { subtree: true, childList: true, characterData: true });
        },
        message(lang, 'msg:captcha_required'),
      );
      await modal.getByRole('button', { name: t.submitSignIn, exact: true }).click();

      const expected = message(lang, 'msg:sign_in_failed');
      if (lang === 'en') expect(expected).toBe('An error occurred, please try again');
      if (lang === 'ja') expect(expected).toBe('エラーが発生しました。もう一度お試しください');
      if (lang === 'vi') expect(expected).toBe('Đã xảy ra lỗi, vui lòng thử lại');
      const alert = modal.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toBe(expected);
      // The used payload is dropped; a fresh one is solved for the next try.
      await captchaSolved(modal);
      expect(
        await page.evaluate(
          () => (window as unknown as { captchaFlash: { flashed: boolean } }).captchaFlash.flashed,
        ),
      ).toBe(false);
      // Not attached to the e-mail field: no field error, the address is not marked invalid.
      expect(await fieldErrors(modal)).toEqual([]);
      expect(await emailField.getAttribute('aria-invalid')).toBeNull();
      expect(await emailField.getAttribute('aria-describedby')).toBeNull();
      // Beside the submit button: the failure is the element just before it.
      const failure = modal.getByTestId('sign-in-failure');
      const nextIsSubmit = await failure.evaluate(
        (el, name) =>
          el.nextElementSibling?.tagName === 'BUTTON' && el.nextElementSibling.textContent === name,
        t.submitSignIn,
      );
      expect(nextIsSubmit).toBe(true);
      if (lang === 'ja') expect(await axeViolations(page)).toEqual([]);

      // Its "Forgot your password?" opens the forgot-password flow.
      await failure.getByRole('button', { name: t.forgotLink }).click();
      await modal.getByRole('heading', { name: t.forgotTitle }).waitFor();
      expect(problems.every((p) => p.includes('422'))).toBe(true);
      await context.close();
    },
  );

  it('validates on the client with the server words, in Japanese', async () => {
    const { page, context } = await openPage(browser, { locale: 'ja-JP' });
    await page.goto('/ja/?auth=sign-in');
    const modal = authModal(page);
    await modal.getByRole('button', { name: texts('ja').auth.submitSignIn, exact: true }).click();
    await modal.getByText(message('ja', 'msg:required?field=email')).waitFor();
    await modal.getByText(message('ja', 'msg:required?field=password')).waitFor();
    await modal.getByLabel(texts('ja').auth.email, { exact: true }).fill('not-an-address');
    await modal.getByText(message('ja', 'msg:invalid_email')).waitFor();
    await context.close();
  });

  it('is a keyboard-usable modal: first field focused, Escape closes, no axe violations', async () => {
    const { page, context, problems } = await openPage(browser, { width: 390 });
    await page.goto('/vi/?auth=sign-in');
    const modal = authModal(page);
    await captchaSolved(modal);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    expect(await axeViolations(page)).toEqual([]);
    // Forgot-password view inside the same modal.
    await modal.getByRole('button', { name: texts('vi').auth.forgotLink }).click();
    await modal.getByRole('heading', { name: texts('vi').auth.forgotTitle }).waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows no social buttons and loads no provider script when none is configured', async () => {
    const { page, context } = await openPage(browser);
    const outside: string[] = [];
    page.on('request', (r) => {
      if (/^https?:/.test(r.url()) && !r.url().startsWith(baseUrl())) outside.push(r.url());
    });
    await page.goto('/en/?auth=sign-in');
    await captchaSolved(authModal(page));
    expect(
      await authModal(page)
        .getByRole('button', { name: /Google|Facebook/ })
        .count(),
    ).toBe(0);
    expect(outside).toEqual([]);
    await context.close();
  });

  it('sends the Google SDK token to /api/login-with-provider when Google is configured', async () => {
    const { page, context } = await openPage(browser);
    // The provider's side is out of reach offline: its answers are faked at the browser's edge.
    await page.route('**/api/auth/providers', (route) =>
      route.fulfill({ json: { data: { google: true, facebook: false, google_client_id: 'test-client' } } }),
    );
    await page.route('https://accounts.google.com/gsi/client', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.google = { accounts: { oauth2: { initTokenClient: (c) => ({
          requestAccessToken: () => c.callback({ access_token: 'token-from-' + c.client_id }) }) } } };`,
      }),
    );
    // …and the page carries the policy a server with GOOGLE_CLIENT_ID sends (ADR 0025).
    await page.route(
      (url) => url.pathname === '/en/',
      async (route) => {
        const response = await route.fetch();
        const policy = contentSecurityPolicy({ https: false, stripe: false, google: true, facebook: false });
        await route.fulfill({
          response,
          headers: { ...response.headers(), 'content-security-policy': policy },
        });
      },
    );
    await page.goto('/en/?auth=sign-in');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/login-with-provider'));
    await authModal(page).getByRole('button', { name: 'Continue with Google' }).click();
    expect((await sent).postDataJSON()).toEqual({
      provider: 'google',
      access_token: 'token-from-test-client',
    });
    // This server has no Google configured, so it refuses; the modal says so and stays open.
    await authModal(page).getByRole('alert').waitFor();
    await context.close();
  });

  it.each([
    [503, message('ja', 'msg:service_unavailable')],
    [500, texts('ja').form.unexpectedError],
  ])(
    "shows what a %i answer to sign-in means: the server's words for 503, the generic text for a bug",
    async (status, shown) => {
      const { page, context } = await openPage(browser);
      const t = texts('ja');
      // The answers the server gives while PostgreSQL is down (platform/http/faults.ts), or for a bug.
      const body = status === 503 ? message('ja', 'msg:service_unavailable') : 'Internal Server Error';
      await page.route('**/api/sign-in', (route) =>
        route.fulfill({ status, headers: { 'retry-after': '5' }, json: { message: body } }),
      );
      await page.goto('/ja/?auth=sign-in');
      const modal = authModal(page);
      await modal.getByLabel(t.auth.email, { exact: true }).fill(MEMBER.email);
      await modal.getByLabel(t.auth.password, { exact: true }).fill(MEMBER.password);
      await captchaSolved(modal);
      await modal.getByRole('button', { name: t.auth.submitSignIn, exact: true }).click();
      await modal.getByText(shown).waitFor();
      expect(await modal.getByText('Internal Server Error').count()).toBe(0);
      await context.close();
    },
  );

  it('clears a remembered sign-in whose session the server no longer has', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/');
    // The page remembers a sign-in, but the browser has no session cookie (closed, signed out).
    await page.evaluate(() =>
      localStorage.setItem(
        'logoya',
        JSON.stringify({
          authentication: {
            loggedIn: true,
            expiresAt: null,
            user: { id: 4, name: 'Ghost', email: 'ghost@example.test', first_name: 'G', last_name: 'H' },
          },
          system: { keep: 'me' },
        }),
      ),
    );
    await page.reload();
    const menu = page.getByRole('complementary').getByRole('navigation', { name: 'Account menu' });
    await menu.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    const state = await page.evaluate(() => JSON.parse(localStorage.getItem('logoya') ?? '{}'));
    expect(state.authentication.loggedIn).toBe(false);
    // Other parts of the client state are kept.
    expect(state.system).toEqual({ keep: 'me' });
    await context.close();
  });
});
