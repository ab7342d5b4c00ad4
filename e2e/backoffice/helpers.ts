import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  CLIENT_STATE_KEY,
  type StoredAuthentication,
} from '../../apps/web/src/shared/auth/session-storage.ts';

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

/** Opens the login page and signs in; resolves once the dashboard shows. */
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
 * Signs a member in the way the shop does (the back-office login refuses members): the page asks
 * the API for a session, the browser keeps the HttpOnly cookie it sets, and the page's state gets
 * who signed in, as the web app stores it.
 */
export async function signInMemberInShop(page: Page): Promise<void> {
  await page.goto('/ja/');
  await page.evaluate(
    async ({ key, member }) => {
      const response = await fetch('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-logoya-csrf': '1' },
        body: JSON.stringify(member),
      });
      const { data } = await response.json();
      const state: { authentication: StoredAuthentication } = {
        authentication: { loggedIn: true, user: data.user, expiresAt: data.expires_at },
      };
      localStorage.setItem(key, JSON.stringify(state));
    },
    { key: CLIENT_STATE_KEY, member: MEMBER },
  );
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
