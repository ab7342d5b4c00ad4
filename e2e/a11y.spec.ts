import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations as violations } from './axe.ts';
import { enabled, launch, openPage } from './fixtures.ts';

describe.skipIf(!enabled)('accessibility (axe-core, WCAG 2.2 AA)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['en', 1280],
    ['ja', 390],
    ['vi', 1280],
  ] as const)('home and logo detail in %s at %i px have no violations', async (lang, width) => {
    const { page, context } = await openPage(browser, { width });
    await page.goto(`/${lang}/`);
    await page.getByTestId('logo-card').nth(10).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('logo-card').first().locator('a').first().click();
    await page.waitForURL(/\/logo\/detail\/\d+$/);
    await page.getByTestId('detail-price').or(page.locator('h1')).first().waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
