import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { catalogs } from '../../packages/core/src/i18n/index.ts';
import { translateMessage } from '../../packages/core/src/messages/catalog.ts';
import { codeIn, waitForMail } from '../mail-outbox.ts';

export type Lang = 'en' | 'ja' | 'vi';
export const LANGS: Lang[] = ['en', 'ja', 'vi'];

/** The shop's texts in a language, so one test reads the same in every language. */
export const texts = (lang: Lang) => catalogs[lang];
/** A server message in a language, e.g. message('ja', 'msg:first_name_required'). */
export const message = (lang: Lang, code: string) => translateMessage(code, lang);

export const MEMBER = { email: 'member@logoya.test', password: 'member1234' } as const;

let counter = 0;
/** A fresh address for each new account in a run. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.test`;
}

export const authModal = (page: Page) => page.getByTestId('auth-modal');

/** Waits until the ALTCHA widget inside `scope` has solved its challenge. */
export async function captchaSolved(scope: Locator): Promise<void> {
  await scope.locator('[data-testid="captcha"][data-state="verified"]').waitFor({ timeout: 15_000 });
}

/** Field errors shown in a scope, in order. */
export async function fieldErrors(scope: Locator): Promise<string[]> {
  return (await scope.getByTestId('field-error').allInnerTexts()).map((s) => s.trim());
}

/** Signs in through the modal opened by ?auth=sign-in on the current page. */
export async function signInWithModal(
  page: Page,
  lang: Lang,
  account: { email: string; password: string },
  options: { remember?: boolean } = {},
): Promise<void> {
  const t = texts(lang).auth;
  const modal = authModal(page);
  await modal.waitFor();
  await modal.getByLabel(t.email, { exact: true }).fill(account.email);
  await modal.getByLabel(t.password, { exact: true }).fill(account.password);
  if (options.remember) await modal.getByLabel(t.remember).check();
  await captchaSolved(modal);
  await modal.getByRole('button', { name: t.submitSignIn, exact: true }).click();
  await modal.waitFor({ state: 'detached' });
}

export interface NewAccount {
  email: string;
  password: string;
  name: string;
}

/** The optional sign-up fields: a test company and address unless told otherwise; null leaves one empty. */
export interface OptionalSignUpFields {
  company?: string | null;
  address?: string | null;
}

/** Fills and sends the sign-up modal (already open). */
export async function fillSignUp(
  page: Page,
  lang: Lang,
  account: NewAccount,
  { company = 'Test Company', address = '1-2-3 Test Street' }: OptionalSignUpFields = {},
): Promise<void> {
  const t = texts(lang).auth;
  const modal = authModal(page);
  if (company !== null) await modal.getByLabel(t.companyName, { exact: true }).fill(company);
  await modal.getByLabel(t.name, { exact: true }).fill(account.name);
  await modal.getByLabel(t.email, { exact: true }).fill(account.email);
  await modal.getByLabel(t.emailConfirmation, { exact: true }).fill(account.email);
  await modal.getByLabel(t.password, { exact: true }).fill(account.password);
  await modal.getByLabel(t.passwordConfirmation, { exact: true }).fill(account.password);
  if (address !== null) await modal.getByLabel(t.address, { exact: true }).fill(address);
  await captchaSolved(modal);
  await modal.getByRole('button', { name: t.submitSignUp, exact: true }).click();
}

/**
 * Creates a verified member through the real sign-up: the form, the code from the mail, the OTP
 * form. Leaves the page signed in (with a name, so the name-capture modal stays shut).
 */
export async function signUpThroughUi(
  page: Page,
  lang: Lang,
  tag = 'member',
  options: { name?: (email: string) => string } & OptionalSignUpFields = {},
): Promise<NewAccount> {
  const email = uniqueEmail(tag);
  const account = { email, password: 'secret12', name: options.name?.(email) ?? 'Test Member' };
  const since = Date.now();
  await page.goto(`/${lang}/?auth=sign-up`);
  await authModal(page).waitFor();
  await fillSignUp(page, lang, account, options);
  const t = texts(lang).auth;
  const code = codeIn(await waitForMail(account.email, { since }));
  const modal = authModal(page);
  await modal.getByLabel(t.code, { exact: true }).fill(code);
  await modal.getByRole('button', { name: t.verify, exact: true }).click();
  await modal.waitFor({ state: 'detached' });
  return account;
}

/** Saves first and last name through the profile page's edit form. */
export async function saveNamesInProfile(page: Page, lang: Lang, first: string, last: string): Promise<void> {
  const t = texts(lang).profile;
  await page.goto(`/${lang}/my-page/profile`);
  await page.getByRole('button', { name: t.edit }).click();
  const section = page.getByTestId('section-profile');
  await section.getByLabel(t.firstName, { exact: true }).fill(first);
  await section.getByLabel(t.lastName, { exact: true }).fill(last);
  await section.getByRole('button', { name: texts(lang).form.save }).click();
  await section.waitFor({ state: 'detached' });
}

/** The stored client state (localStorage "logoya"). */
export async function storedAuth(
  page: Page,
): Promise<{ loggedIn?: boolean; expiresAt?: string | null } | undefined> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('logoya') ?? '{}').authentication);
}

/** The server's session cookie (ADR 0026) as the browser context holds it, if any. */
export async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'logoya_session' && c.value !== '');
}

export { axeViolations } from '../axe.ts';

export { expect };
