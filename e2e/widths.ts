import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Screenshots of checked screens go here when set (E2E_SHOTS_DIR). */
export const SHOTS = process.env.E2E_SHOTS_DIR;
/** The widths every changed screen is checked at: a laptop and a phone. */
export const WIDTHS = [1280, 390] as const;

/**
 * The page at both widths: no sideways scrolling, and a full-page screenshot of each when
 * E2E_SHOTS_DIR is set (`{name}-{width}.png`). Ends back at the wide viewport. `ready(width)`
 * brings the page to the state to check after each resize (a row the new layout draws closed).
 */
export async function atBothWidths(
  page: Page,
  name: string,
  ready: (width: number) => Promise<void> = async () => {},
): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready(width);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width}`,
    ).toBeLessThanOrEqual(width);
    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await ready(WIDTHS[0]);
}
