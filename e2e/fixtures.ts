import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const enabled = Boolean(inject('chromium'));
export const baseUrl = () => inject('baseUrl');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromium'),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far; a test fails when any appear. */
  problems: string[];
}

/** A fresh browser context with a language and width, collecting console errors. */
export async function openPage(
  browser: Browser,
  options: { locale?: string; width?: number } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}
