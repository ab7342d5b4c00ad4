import type { Browser, BrowserContext, Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

/**
 * Pages kept across the tests of one spec file (ADR 0127). A new context costs Chromium about
 * 0.7 s of CPU more than a page it already has: two new renderers (the shop's
 * Cross-Origin-Opener-Policy moves the first navigation out of about:blank) and the app's code
 * loaded and compiled again from an empty cache. A file that opts in (`launch({ reusePages: true })`)
 * gets, from `openPage`, a page a finished test of the same file gave back, with the same locale.
 *
 * What a test leaves is cleared when it closes its context: the page goes to a plain page of the
 * shop (the app's `pagehide` writes land before the clearing), cookies, local and session storage,
 * routes and listeners go, and the width is set again on the next use. The HTTP cache stays: that
 * is the saving, and the shop's answers that change (API, pages) are not cached by the browser.
 * What cannot be taken back makes the context single-use, closed for real: init scripts, exposed
 * functions, permissions, cookies added, extra headers, emulation, a second page, a failed test.
 * `E2E_FRESH_PAGES=1` turns the pool off, to rule it out when a test fails.
 */
interface Kept {
  context: BrowserContext;
  page: Page;
  locale: string;
  /** Something was done to it that a reset cannot undo. */
  spent: boolean;
}

const optedIn = new WeakSet<Browser>();
const idle = new WeakMap<Browser, Kept[]>();

/** Methods after which a context or page cannot be handed to another test. */
const CONTEXT_SPENDERS = [
  'addInitScript',
  'addCookies',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'newPage',
  'route',
  'routeFromHAR',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
] as const;
const PAGE_SPENDERS = [
  'addInitScript',
  'emulateMedia',
  'exposeBinding',
  'exposeFunction',
  'routeFromHAR',
  'setExtraHTTPHeaders',
] as const;

export function reusePagesOf(browser: Browser): void {
  if (process.env.E2E_FRESH_PAGES !== '1') optedIn.add(browser);
}

function spendOn(target: object, names: readonly string[], kept: Kept): void {
  const methods = target as Record<string, unknown>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = (...args: unknown[]) => {
      kept.spent = true;
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

/** Takes every listener off the page, as a new page would have none. */
function dropListeners(page: Page): void {
  const emitter = page as unknown as {
    eventNames(): (string | symbol)[];
    listeners(name: string | symbol): ((...args: unknown[]) => void)[];
    off(name: string | symbol, listener: (...args: unknown[]) => void): void;
  };
  for (const name of emitter.eventNames()) {
    for (const listener of emitter.listeners(name)) emitter.off(name, listener);
  }
}

/** The plain page of the shop a cleared page waits on: no app, so nothing of the app writes state. */
export const CLEARED_PAGE = '/robots.txt';

async function reset(kept: Kept): Promise<boolean> {
  const { context, page } = kept;
  if (kept.spent || page.isClosed() || context.pages().length !== 1) return false;
  try {
    dropListeners(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto(CLEARED_PAGE);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
    return true;
  } catch {
    return false;
  }
}

/** A context whose `close()` gives it back to the file's pool when nothing spent it. */
function keep(browser: Browser, kept: Kept): void {
  const { context, page } = kept;
  spendOn(context, CONTEXT_SPENDERS, kept);
  spendOn(page, PAGE_SPENDERS, kept);
  const closeForReal = context.close.bind(context);
  context.close = async (options) => {
    if (!(await reset(kept))) return closeForReal(options);
    const list = idle.get(browser) ?? [];
    list.push(kept);
    idle.set(browser, list);
  };
}

/**
 * A context and page for a test: a kept one of this locale when the file opted in and one is
 * free, else a new one. The caller sets its listeners; the width is set here either way.
 */
export async function takePage(
  browser: Browser,
  options: { baseURL: string; locale: string; width: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const viewport = { width: options.width, height: 900 };
  const list = idle.get(browser) ?? [];
  const at = list.findIndex((kept) => kept.locale === options.locale && !kept.spent);
  const found = at >= 0 ? list.splice(at, 1)[0] : undefined;
  if (found) {
    await found.page.setViewportSize(viewport);
    markSpentOnFailure(found);
    return found;
  }
  const context = await browser.newContext({ baseURL: options.baseURL, locale: options.locale, viewport });
  const page = await context.newPage();
  if (optedIn.has(browser)) {
    const kept: Kept = { context, page, locale: options.locale, spent: false };
    keep(browser, kept);
    markSpentOnFailure(kept);
  }
  return { context, page };
}

/** A failed test may have left anything behind: its context is not used again. */
function markSpentOnFailure(kept: Kept): void {
  try {
    onTestFailed(() => {
      kept.spent = true;
    });
  } catch {
    // Opened outside a test (beforeAll): kept while the file runs.
  }
}
