import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from '../fixtures.ts';
import { linkIn, waitForMail } from '../mail-outbox.ts';
import {
  authModal,
  axeViolations,
  captchaSolved,
  fieldErrors,
  LANGS,
  message,
  signInWithModal,
  signUpThroughUi,
  storedAuth,
  texts,
} from './helpers.ts';

describe.skipIf(!enabled)('forgotten password', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)('mails a link, resets the password and refuses the used link in %s', async (lang) => {
    const setup = await openPage(browser);
    const account = await signUpThroughUi(setup.page, lang, `reset-${lang}`);
    await setup.context.close();

    const { page, context, problems } = await openPage(browser);
    const t = texts(lang);
    await page.goto(`/${lang}/?auth=sign-in`);
    const modal = authModal(page);
    await modal.getByRole('button', { name: t.auth.forgotLink }).click();
    await modal.getByRole('heading', { name: t.auth.forgotTitle }).waitFor();
    await modal.getByLabel(t.auth.email, { exact: true }).fill(account.email);
    await captchaSolved(modal);
    const since = Date.now();
    await modal.getByRole('button', { name: t.auth.forgotSubmit }).click();
    await modal.getByTestId('forgot-sent').getByText(t.auth.forgotSentTitle).waitFor();

    const link = linkIn(await waitForMail(account.email, { since }), '/password-reset');
    expect(link).toMatch(new RegExp(`^/${lang}/password-reset\\?`));
    await page.goto(link);
    const form = page.getByRole('main');
    const submit = form.getByRole('button', { name: t.passwordReset.submit });
    await submit.click();
    expect(await fieldErrors(form)).toEqual([
      message(lang, 'msg:required?field=new_password'),
      message(lang, 'msg:required?field=confirmation_password'),
    ]);
    if (lang === 'vi') expect(await axeViolations(page)).toEqual([]);
    await form.getByLabel(t.passwordReset.newPassword, { exact: true }).fill('newpass12');
    await form.getByLabel(t.passwordReset.confirmation, { exact: true }).fill('newpass13');
    await submit.click();
    await form.getByText(message(lang, 'msg:password_mismatch')).waitFor();
    await form.getByLabel(t.passwordReset.confirmation, { exact: true }).fill('newpass12');
    await submit.click();
    await form.getByTestId('reset-success').getByText(t.passwordReset.success).waitFor();

    // The panel's link opens the sign-in modal; the new password works.
    await form.getByRole('link', { name: t.passwordReset.signIn }).click();
    await signInWithModal(page, lang, { email: account.email, password: 'newpass12' });
    expect((await storedAuth(page))?.loggedIn).toBe(true);

    // A used link is refused.
    await page.goto(link);
    await form.getByTestId('reset-error').getByText(t.passwordReset.failed).waitFor();
    expect(problems.filter((p) => !p.includes('422'))).toEqual([]);
    await context.close();
  });

  it('says something went wrong without a token', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/password-reset?email=someone%40example.test');
    await page.getByTestId('reset-error').getByText('Something went wrong!').waitFor();
    await page.goto('/en/password-reset?email=someone%40example.test&token=not-a-real-token');
    await page.getByTestId('reset-error').getByText('Something went wrong!').waitFor();
    await context.close();
  });
});
