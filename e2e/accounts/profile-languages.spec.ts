import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from '../fixtures.ts';
import { codeIn, waitForMail } from '../mail-outbox.ts';
import { message, signUpThroughUi, texts, uniqueEmail } from './helpers.ts';

/** The password and e-mail changes of the profile journey in Japanese and Vietnamese (en: profile.spec). */
describe.skipIf(!enabled)('profile changes in ja and vi', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['ja', 'vi'] as const)('changes the password and the e-mail in %s', async (lang) => {
    const t = texts(lang);
    const { page, context, problems } = await openPage(browser);
    const account = await signUpThroughUi(page, lang, `profile-${lang}`);

    await page.goto(`/${lang}/my-page/profile#password`);
    const pw = page.getByTestId('section-password');
    await pw.getByLabel(t.profile.oldPassword, { exact: true }).fill('not-my-password');
    await pw.getByLabel(t.profile.newPassword, { exact: true }).fill('better123');
    await pw.getByLabel(t.profile.confirmPassword, { exact: true }).fill('better123');
    await pw.getByRole('button', { name: t.form.save }).click();
    await pw.getByText(message(lang, 'msg:old_password_wrong')).waitFor();
    await pw.getByLabel(t.profile.oldPassword, { exact: true }).fill(account.password);
    await pw.getByRole('button', { name: t.form.save }).click();
    await page.getByRole('status').getByText(t.profile.passwordChanged).waitFor();
    await pw.waitFor({ state: 'detached' });

    const next = uniqueEmail(`changed-${lang}`);
    await page.goto(`/${lang}/my-page/profile#email`);
    const em = page.getByTestId('section-email');
    await em.getByLabel(t.profile.newEmail, { exact: true }).fill(next);
    await em.getByLabel(t.profile.currentPassword, { exact: true }).fill('better123');
    const since = Date.now();
    await em.getByRole('button', { name: t.profile.sendCode }).click();
    const code = codeIn(await waitForMail(next, { since }));
    await em.getByLabel(t.profile.code, { exact: true }).fill(code);
    await em.getByRole('button', { name: t.profile.confirmCode }).click();
    await em.waitFor({ state: 'detached' });
    expect(await page.getByTestId('profile-email').innerText()).toBe(next);
    // Only the deliberately wrong password answered with an error.
    expect(problems.every((p) => p.includes('422'))).toBe(true);
    await context.close();
  });
});
