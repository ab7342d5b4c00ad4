import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// Evaluated rather than added as a <script>: the shop's Content-Security-Policy (ADR 0025)
// refuses inline scripts, and DevTools evaluation is not subject to it (as @axe-core/playwright).
const axeSource = `${fs.readFileSync(axePath, 'utf8')}\n;undefined`;

/** axe-core's WCAG 2.2 AA violations on the page as it is now, as "impact id (nodes)". */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
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
