import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from '../fixtures.ts';
import { codeIn, waitForMail } from '../mail-outbox.ts';
import {
  authModal,
  axeViolations,
  captchaSolved,
  fieldErrors,
  fillSignUp,
  LANGS,
  message,
  signUpThroughUi,
  storedAuth,
  texts,
  uniqueEmail,
} from './helpers.ts';

/**
 * The name-capture modal is lazy, but it decides at once and leaves its decision on the page
 * (`data-name-capture`): wait for the decision not to ask, then check the modal is not there.
 */
async function expectNoNameCapture(page: Page, why: 'named' | 'dismissed'): Promise<void> {
  await page.locator(`[data-name-capture="${why}"]`).waitFor({ state: 'attached' });
  expect(await page.getByTestId('name-capture').count()).toBe(0);
}

describe.skipIf(!enabled)('sign-up with an e-mailed code', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)(
    'signs up without company name and address, verifies the code and is not asked the name again in %s',
    async (lang) => {
      const { page, context, problems } = await openPage(browser);
      const t = texts(lang);
      const account = { email: uniqueEmail(`signup-${lang}`), password: 'secret12', name: 'New Member' };
      await page.goto(`/${lang}/`);
      const menu = page.getByRole('complementary').getByRole('navigation', { name: t.account.menuLabel });
      await menu.getByRole('link', { name: t.account.signUp, exact: true }).click();
      const modal = authModal(page);
      await modal.getByRole('heading', { name: t.auth.signUpTitle }).waitFor();
      if (lang === 'ja') expect(await axeViolations(page)).toEqual([]);
      // Company name and address are optional: no required mark, left empty.
      expect(await modal.getByLabel(t.auth.companyName, { exact: true }).getAttribute('required')).toBeNull();
      expect(await modal.getByLabel(t.auth.address, { exact: true }).getAttribute('required')).toBeNull();
      expect(await modal.getByLabel(t.auth.name, { exact: true }).getAttribute('required')).toBe('');
      const since = Date.now();
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/sign-up'));
      await fillSignUp(page, lang, account, { company: null, address: null });
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect([body.company_name, body.address]).toEqual(['', '']);

      await modal.getByRole('heading', { name: t.auth.otpTitle }).waitFor();
      if (lang === 'ja') expect(await axeViolations(page)).toEqual([]);
      const mail = await waitForMail(account.email, { since });
      const code = codeIn(mail);
      await modal.getByLabel(t.auth.code, { exact: true }).fill(code);
      await modal.getByRole('button', { name: t.auth.verify, exact: true }).click();
      await modal.waitFor({ state: 'detached' });
      expect((await storedAuth(page))?.loggedIn).toBe(true);
      await menu.getByTestId('signed-in-as').waitFor();

      const me = (await (await page.request.get('/api/me')).json()) as { data: Record<string, unknown> };
      expect(me.data).toMatchObject({
        email: account.email,
        name: 'New Member',
        company_name: null,
        address_line_1: null,
      });

      // The name was given at sign-up: the name-capture modal does not ask for it, nor after a reload.
      await expectNoNameCapture(page, 'named');
      await page.reload();
      await menu.getByTestId('signed-in-as').waitFor();
      await expectNoNameCapture(page, 'named');
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(LANGS)(
    'keeps the code step through a reload, and a second sign-up of the waiting address leads to it, in %s',
    async (lang) => {
      const { page, context, problems } = await openPage(browser);
      const t = texts(lang);
      const account = { email: uniqueEmail(`reload-${lang}`), password: 'secret12', name: 'Reload Member' };
      const intro = t.auth.otpIntro.replace('{{email}}', account.email);
      const since = Date.now();
      await page.goto(`/${lang}/?auth=sign-up`);
      await fillSignUp(page, lang, account);
      const modal = authModal(page);
      await modal.getByText(intro, { exact: true }).waitFor();
      const mail = await waitForMail(account.email, { since });
      const code = codeIn(mail);
      // The tab keeps the address, never the password.
      const kept = await page.evaluate(() => JSON.stringify(sessionStorage));
      expect(kept).toContain(account.email);
      expect(kept).not.toContain(account.password);

      // A reload (switching to the mail app on a phone can cause one): still the code step, which
      // asks for the password again, as it is not kept.
      await page.reload();
      await modal.getByRole('heading', { name: t.auth.otpTitle }).waitFor();
      await modal.getByText(intro, { exact: true }).waitFor();
      const password = modal.getByLabel(t.auth.password, { exact: true });
      await password.waitFor();
      await modal.getByText(t.auth.otpPasswordHint, { exact: true }).waitFor();
      await modal.getByRole('button', { name: t.auth.otherEmail, exact: true }).waitFor();
      if (lang === 'ja') expect(await axeViolations(page)).toEqual([]);

      // The form sent again for the same address within the minute, from a tab that kept nothing:
      // the code step, no 'Sign up error.', and no second mail.
      const other = await context.newPage();
      await other.goto(`/${lang}/?auth=sign-up`);
      await fillSignUp(other, lang, account);
      await authModal(other).getByText(intro, { exact: true }).waitFor();
      expect(await other.getByTestId('toast').getByText(t.auth.signUpError).count()).toBe(0);
      expect((await waitForMail(account.email, { since })).file).toBe(mail.file);
      await other.close();

      // Back in the first tab: the code of the one mail and the password finish the sign-up.
      await modal.getByLabel(t.auth.code, { exact: true }).fill(code);
      await modal.getByRole('button', { name: t.auth.verify, exact: true }).click();
      // Without the password it is asked for, in the page's language.
      const required = message(lang, 'msg:required?field=password');
      await modal.getByText(required, { exact: true }).waitFor();
      expect(await fieldErrors(modal)).toEqual([required]);
      await password.fill(account.password);
      await modal.getByRole('button', { name: t.auth.verify, exact: true }).click();
      await modal.waitFor({ state: 'detached' });
      expect((await storedAuth(page))?.loggedIn).toBe(true);
      expect(await page.evaluate(() => sessionStorage.getItem('logoya.pendingSignUp'))).toBeNull();
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(LANGS)('asks a member without a real name for it, once per sign-in, in %s', async (lang) => {
    const { page, context, problems } = await openPage(browser);
    const t = texts(lang);
    // A name equal to the e-mail's local part is what a social sign-in without a name stores.
    await signUpThroughUi(page, lang, `noname-${lang}`, { name: (email) => email.split('@')[0] ?? '' });
    const names = page.getByTestId('name-capture');
    await names.getByRole('heading', { name: t.nameCapture.title }).waitFor();
    // Escape closes it for this sign-in, also after a reload.
    await page.keyboard.press('Escape');
    await names.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('signed-in-as').first().waitFor();
    await expectNoNameCapture(page, 'dismissed');
    // Without that note (a new tab or the next sign-in) it asks again; both names are required.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await names.getByRole('heading', { name: t.nameCapture.title }).waitFor();
    await names.getByRole('button', { name: t.form.save }).click();
    const required = message(lang, 'msg:first_name_required');
    await names.getByText(required).first().waitFor();
    expect(await fieldErrors(names)).toEqual([required, required]);
    if (lang === 'ja') expect(await axeViolations(page)).toEqual([]);
    if (lang === 'en') expect(required).toBe('First name is required');
    await names.getByLabel(t.nameCapture.firstName, { exact: true }).fill('Aoi');
    await names.getByLabel(t.nameCapture.lastName, { exact: true }).fill('Tanaka');
    await names.getByRole('button', { name: t.form.save }).click();
    await names.waitFor({ state: 'detached' });
    await page.getByTestId('toast').getByText(t.profile.updated).waitFor();
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.getByTestId('signed-in-as').first().waitFor();
    await expectNoNameCapture(page, 'named');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows field errors for an incomplete form', async () => {
    const { page, context } = await openPage(browser);
    // The captcha solves itself in the background; hold its challenge until the empty form has been
    // sent, so 'Captcha is required' shows however fast the machine is.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/captcha/challenge', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/?auth=sign-up');
    const modal = authModal(page);
    await modal.getByRole('button', { name: 'Sign up', exact: true }).click();
    await modal.getByText('Name is required').waitFor();
    await modal.getByText('Captcha is required').waitFor();
    // Company name and address are optional: no error for them.
    expect(await fieldErrors(modal)).toEqual([
      'Name is required',
      'Email is required',
      'Email confirmation is required',
      'Password is required',
      'Password confirmation is required',
      'Captcha is required',
    ]);
    release();
    await modal.getByLabel('Company name', { exact: true }).fill('Company');
    await modal.getByLabel('Name', { exact: true }).fill('Someone');
    await modal.getByLabel('Email', { exact: true }).fill('someone@example.test');
    await modal.getByLabel('Email confirmation', { exact: true }).fill('other@example.test');
    await modal.getByLabel('Password', { exact: true }).fill('secret12');
    await modal.getByLabel('Password confirmation', { exact: true }).fill('secret13');
    await modal.getByLabel('Address', { exact: true }).fill('Somewhere');
    await captchaSolved(modal);
    await modal.getByRole('button', { name: 'Sign up', exact: true }).click();
    await modal.getByText('The email confirmation does not match').waitFor();
    expect(await fieldErrors(modal)).toEqual([
      'The email confirmation does not match',
      'The confirmation password must same password',
    ]);
    await context.close();
  });

  it('refuses a wrong code and a too-early resend', async () => {
    const { page, context } = await openPage(browser);
    const account = { email: uniqueEmail('otp'), password: 'secret12', name: 'Otp Member' };
    await page.goto('/en/?auth=sign-up');
    await fillSignUp(page, 'en', account);
    const modal = authModal(page);
    const code = codeIn(await waitForMail(account.email));
    const wrong = code === '000000' ? '111111' : '000000';
    await modal.getByLabel('6-digit code', { exact: true }).fill(wrong);
    await modal.getByRole('button', { name: 'Verify', exact: true }).click();
    await modal.getByText('An error occurred, please try again').waitFor();

    // A new code within the first minute is refused: the failure toast shows.
    await captchaSolved(modal);
    await modal.getByRole('button', { name: 'Send a new code' }).click();
    await page.getByTestId('toast').getByText('Resend OTP error.').waitFor();

    // The right code still works.
    await modal.getByLabel('6-digit code', { exact: true }).fill(code);
    await modal.getByRole('button', { name: 'Verify', exact: true }).click();
    await modal.waitFor({ state: 'detached' });
    await context.close();
  });

  it('toasts a sign-up error when the server refuses the form', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/?auth=sign-up');
    const modal = authModal(page);
    // Send a form the client accepts, with a captcha the server has already seen.
    const account = { email: uniqueEmail('twice'), password: 'secret12', name: 'Twice' };
    await page.route('**/api/sign-up', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, captcha: 'bm90LWEtcGF5bG9hZA==' }) });
    });
    await fillSignUp(page, 'en', account);
    await page.getByTestId('toast').getByText('Sign up error.').waitFor();
    // Shown above the modal's backdrop: the toast is what the pointer finds at its centre.
    const onTop = await page.getByTestId('toast').evaluate((toast) => {
      const box = toast.getBoundingClientRect();
      return toast.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).toBe(true);
    // The form stays, with a fresh captcha for the next try.
    await modal.getByRole('heading', { name: 'Sign up' }).waitFor();
    await captchaSolved(modal);
    await context.close();
  });
});
