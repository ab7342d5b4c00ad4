import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from '../fixtures.ts';
import { axeViolations, BO, STAFF, signInToBackoffice } from './helpers.ts';

describe.skipIf(!enabled)('back-office accessibility (axe-core, WCAG 2.2 AA)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([1280, 390])('login, dashboard, profile and 404 at %i px have no violations', async (width) => {
    const { page, context, problems } = await openPage(browser, { width });
    await page.goto(`${BO}/login`);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.getByText('メールアドレスは必須入力です。').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await signInToBackoffice(page, STAFF.admin);
    await page.getByTestId('posted-logo-count').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${BO}/profile`);
    await page.getByRole('heading', { level: 1, name: 'プロフィール' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${BO}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
