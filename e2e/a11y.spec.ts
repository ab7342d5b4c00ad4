import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from './fixtures.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (o: object) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v) => `${v.impact} ${v.id} (${v.nodes.length})`);
  });
}

describe.skipIf(!enabled)('accessibility (axe-core, WCAG 2.2 AA)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
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
