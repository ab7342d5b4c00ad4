import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from '../fixtures.ts';
import { BO, MEMBER, STAFF, submitLogin, toast, unexpected } from './helpers.ts';

describe.skipIf(!enabled)('back-office login', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the Japanese required and format messages', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${BO}/login`);
    await page.getByRole('heading', { name: '管理画面ログイン' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.getByText('メールアドレスは必須入力です。').waitFor();
    await page.getByText('パスワードは必須入力です。').waitFor();
    const email = page.getByLabel('メールアドレス');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await email.fill('not-an-address');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.getByText('メールアドレスの形式が正しくありません').waitFor();
    expect(page.url()).toContain(`${BO}/login`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('toasts a wrong password in Japanese, stays on the login, and the toast does not follow onto the dashboard', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${BO}/login`);
    await submitLogin(page, STAFF.designer.email, 'wrong-password1');
    await toast(page, 'メールアドレスまたはパスワードが正しくありません。').waitFor();
    expect(new URL(page.url()).pathname).toBe(`${BO}/login`);
    // The right password at once, while the toast is still up: the dashboard starts without it.
    await submitLogin(page, STAFF.designer.email, STAFF.designer.password);
    await page.getByRole('heading', { name: `こんにちは、${STAFF.designer.name}さん` }).waitFor();
    expect(await page.getByTestId('toast').count()).toBe(0);
    expect(unexpected(problems, 422)).toEqual([]);
    await context.close();
  });

  it('signs a designer in to the dashboard', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${BO}/login`);
    await submitLogin(page, STAFF.designer.email, STAFF.designer.password);
    await page.waitForURL((url) => url.pathname === BO);
    await page.getByRole('heading', { name: `こんにちは、${STAFF.designer.name}さん` }).waitFor();
    await page.getByText('デザイナーとしてログインしています。').waitFor();
    const posted = await page.getByTestId('posted-logo-count').innerText();
    expect(Number(posted.replace(/\D/g, ''))).toBeGreaterThan(0);
    // Admin areas are not offered to designers.
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    await menu.getByRole('link', { name: 'ダッシュボード' }).waitFor();
    expect(await menu.getByRole('link', { name: 'ユーザー' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses a member and keeps nobody signed in', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${BO}/login`);
    await submitLogin(page, MEMBER.email, MEMBER.password);
    await toast(page, 'このアカウントでは管理画面を利用できません。').waitFor();
    await page.goto(BO);
    await page.waitForURL((url) => url.pathname === `${BO}/login`);
    expect(new URL(page.url()).searchParams.get('next')).toBe(BO);
    await context.close();
  });

  it('sends an anonymous visitor to the login and back to the page afterwards', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${BO}/profile`);
    await page.waitForURL((url) => url.pathname === `${BO}/login`);
    expect(new URL(page.url()).searchParams.get('next')).toBe(`${BO}/profile`);
    await submitLogin(page, STAFF.admin.email, STAFF.admin.password);
    await page.waitForURL((url) => url.pathname === `${BO}/profile`);
    await page.getByRole('heading', { level: 1, name: 'プロフィール' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('forces a new password at the first login, then opens the profile', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${BO}/login`);
    await submitLogin(page, STAFF.firstLogin.email, STAFF.firstLogin.password);
    const dialog = page.getByRole('dialog', { name: '新しいパスワードの設定' });
    await dialog.waitFor();
    // It cannot be dismissed: Escape asks the dialog to cancel, and it refuses (or, where the
    // browser closes it all the same, opens again at once).
    await dialog.evaluate((element: HTMLDialogElement) => {
      const win = window as unknown as { escapeAnswered?: Promise<boolean> };
      win.escapeAnswered = new Promise((resolve) => {
        element.addEventListener(
          'cancel',
          (event) => {
            if (event.defaultPrevented) resolve(element.open);
            // The app's close handler runs before this one and reopens the dialog.
            else element.addEventListener('close', () => resolve(element.open), { once: true });
          },
          { once: true },
        );
      });
    });
    await page.keyboard.press('Escape');
    expect(
      await page.evaluate(() => (window as unknown as { escapeAnswered: Promise<boolean> }).escapeAnswered),
    ).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel('新しいパスワード', { exact: true }).fill('onlyletters');
    await dialog.getByLabel('新しいパスワード（確認）').fill('different1');
    await dialog.getByRole('button', { name: 'パスワードを設定' }).click();
    await dialog.getByText('新しいパスワードには英小文字と数字を含めてください').waitFor();
    await dialog.getByText('確認用パスワードがパスワードと一致していません').waitFor();
    await dialog.getByLabel('新しいパスワード', { exact: true }).fill('fresh-pass1');
    await dialog.getByLabel('新しいパスワード（確認）').fill('fresh-pass1');
    await dialog.getByRole('button', { name: 'パスワードを設定' }).click();
    await page.waitForURL((url) => url.pathname === `${BO}/profile` && url.search === '?login=first');
    await page.getByText('新しいパスワードを設定しました。').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
