import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { openPage } from '../fixtures.ts';

/** A browser context that records every Content-Security-Policy and Permissions-Policy report. */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors (openPage). */
  problems: string[];
  /** `securitypolicyviolation` events and the browser's CSP and Permissions-Policy console lines. */
  violations: string[];
}

const REPORT = '__logoyaCspViolation';

export async function openWatchedPage(
  browser: Browser,
  options: { locale?: string } = {},
): Promise<WatchedPage> {
  const { context, page, problems } = await openPage(browser, options);
  const violations: string[] = [];
  // A binding outlives navigations, so reports from every page of the visit end up here.
  await context.exposeBinding(REPORT, (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript((report) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.blockedURI || 'inline';
      const sample = event.sample ? ` "${event.sample}"` : '';
      (window as unknown as Record<string, (text: string) => void>)[report]?.(
        `${event.effectiveDirective} blocked ${where} on ${event.documentURI}${sample}`,
      );
    });
  }, REPORT);
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Permissions policy/i.test(message.text()))
      violations.push(message.text());
  });
  return { context, page, problems, violations };
}

/** The policy the document itself was served with (its response headers, not a meta tag). */
export function expectShopPolicy(response: Response | null): void {
  expect(response, 'the navigation has a response').not.toBeNull();
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

/** Lets pending reports arrive (they are queued as tasks) before reading them. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}
