import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInThroughApi, startWithClientState } from '../fixtures.ts';

/** The admin prefix the test server uses (ADMIN_PREFIX's default). */
export const BO = '/admin';

export const STAFF = {
  admin: { email: 'admin@logoya.test', password: 'admin1234', name: 'Logoya 管理者' },
  designer: { email: 'designer@logoya.test', password: 'designer1234', name: 'Mika Tanaka' },
  designer2: { email: 'designer2@logoya.test', password: 'designer1234', name: 'Linh Nguyen' },
  firstLogin: { email: 'firstlogin@logoya.test', password: 'firstlogin1234', name: 'Aoi Sato' },
} as const;
export const MEMBER = { email: 'member@logoya.test', password: 'member1234' } as const;

/** Fills and sends the back-office login form on the current page. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

/**
 * Opens the login page and signs in through it; resolves once the dashboard shows. For specs whose
 * subject is the login itself; the others sign in with signInByApi.
 */
export async function signInToBackoffice(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(`${BO}/login`);
  await submitLogin(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname === BO);
  await page.getByRole('heading', { level: 1, name: 'ダッシュボード' }).waitFor();
}

/**
 * Every page of the context starts signed in as `account`, without the login page: the session
 * comes from POST /api/login (the call the login page makes, with the cookie in the context's jar),
 * and the pages' state gets who signed in, as the login page stores it. The first page the test
 * opens is then already signed in: go straight to the screen under test. Staff get the back
 * office; MEMBER gets the session the shop gives a member (the back-office login refuses members).
 * Call it before the context's first page loads.
 */
export async function signInByApi(
  context: BrowserContext,
  account: { email: string; password: string },
): Promise<void> {
  await startWithClientState(context, { authentication: await signInThroughApi(context, account) });
}

/** Opens the dashboard of the signed-in staff member; resolves once it shows. */
export async function openDashboard(page: Page): Promise<void> {
  await page.goto(BO);
  await page.getByRole('heading', { level: 1, name: 'ダッシュボード' }).waitFor();
}

/** A toast with this text. */
export function toast(page: Page, text: string) {
  return page.getByTestId('toast').filter({ hasText: text });
}

/**
 * Waits until a list table shows the answer to its current URL. Call it after something that
 * already shows the new state (the URL or a header's aria-sort): from that render on, the table is
 * aria-busy until the answer is drawn, and before it the old rows are still on screen.
 */
export async function tableSettled(table: Locator): Promise<void> {
  await expect.poll(() => table.getAttribute('aria-busy')).toBe('false');
}

/** Console problems other than Chromium's own line for an answer the test expects (e.g. a 422). */
export function unexpected(problems: string[], status: number): string[] {
  return problems.filter(
    (p) => !p.startsWith(`Failed to load resource: the server responded with a status of ${status}`),
  );
}

export { axeViolations } from '../axe.ts';
