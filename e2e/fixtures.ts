import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core';
import { inject, onTestFailed } from 'vitest';
import {
  CLIENT_STATE_KEY,
  type SessionData,
  type StoredAuthentication,
} from '../apps/web/src/shared/auth/session-storage.ts';
import { CLEARED_PAGE, reusePagesOf, takePage } from './page-pool.ts';

export const enabled = Boolean(inject('chromium'));
export const baseUrl = () => inject('baseUrl');

/**
 * The run's Chromium (started once by the global setup, e2e/global-setup.ts), connected to by each
 * spec file. Closing what this returns ends the file's connection and its contexts; the browser
 * itself lives until the run ends. `reusePages`: a test's closed context is cleared and handed to
 * the file's next test of the same locale (e2e/page-pool.ts).
 */
export async function launch(options: { reusePages?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.connect(inject('chromiumEndpoint'));
  if (options.reusePages) reusePagesOf(browser);
  return browser;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far; a test fails when any appear. */
  problems: string[];
  /**
   * Resolves once no request of the page has been open for `quietMs`, like Playwright's
   * "networkidle", but fails after `timeoutMs` naming the requests still open and for how long,
   * so a page that never settles says what it waits for.
   */
  quiet(options?: { quietMs?: number; timeoutMs?: number }): Promise<void>;
}

/**
 * The page's open requests, and a wait for none to be open for a while (OpenedPage.quiet). Only
 * pages opened with `trackRequests` listen: a listener makes Playwright send every request's
 * events from its server to the spec process, three per request of every page, which no other
 * test reads.
 */
function trackRequests(page: Page): OpenedPage['quiet'] {
  const open = new Map<object, { what: string; since: number }>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    open.set(request, { what: `${request.method()} ${request.url()}`, since: Date.now() });
    lastChange = Date.now();
  });
  const done = (request: object) => {
    open.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async ({ quietMs = 500, timeoutMs = 30_000 } = {}) => {
    const started = Date.now();
    for (;;) {
      const now = Date.now();
      if (open.size === 0 && now - lastChange >= quietMs) return;
      if (now - started > timeoutMs) {
        const list = [...open.values()].map((r) => `${r.what} (open ${now - r.since} ms)`);
        throw new Error(
          `The page did not settle in ${timeoutMs} ms; ${list.length ? `open: ${list.join('; ')}` : `last request ended ${now - lastChange} ms ago`}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/**
 * A browser context with a language and width, collecting console errors: a new one, or in a file
 * that reuses pages (`launch({ reusePages: true })`) one that an earlier test of the file closed,
 * cleared (e2e/page-pool.ts).
 */
export async function openPage(
  browser: Browser,
  options: { locale?: string; width?: number; trackRequests?: boolean } = {},
): Promise<OpenedPage> {
  const { context, page } = await takePage(browser, {
    baseURL: baseUrl(),
    locale: options.locale ?? 'en-US',
    width: options.width ?? 1280,
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  explainFailures(page, problems);
  const quiet: OpenedPage['quiet'] = options.trackRequests
    ? trackRequests(page)
    : () =>
        Promise.reject(
          new Error('openPage(browser, { trackRequests: true }) tracks the requests quiet() waits on'),
        );
  return { context, page, problems, quiet };
}

/**
 * When the test that opened the page fails, the log says where the page was and what it showed:
 * the pages it went through, the console errors, the text of <main> and a screenshot, so a failure
 * seen once in CI can be understood from its log.
 */
function explainFailures(page: Page, problems: string[]): void {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      const shot = path.join(os.tmpdir(), `e2e-failure-${task.id}-${Date.now()}.png`);
      const main = await page
        .locator('main')
        .first()
        .innerText({ timeout: 2_000 })
        .catch(() => '(no <main>)');
      await page.screenshot({ path: shot, timeout: 5_000 }).catch(() => undefined);
      console.log(
        [
          `[e2e] "${task.name}" failed on ${page.url()}`,
          `  pages: ${visited.join(' → ') || '(none)'}`,
          `  console errors: ${problems.join(' | ') || '(none)'}`,
          `  <main>: ${main.replace(/\s+/g, ' ').slice(0, 600)}`,
          `  screenshot: ${shot}`,
        ].join('\n'),
      );
    });
  } catch {
    // Opened outside a test (beforeAll): nothing to explain.
  }
}

/**
 * Signs an account in through POST /api/login, as a sign-in form does, but from the context's own
 * request client: it shares the browser's cookie jar, so the server's HttpOnly session cookie lands
 * where the context's pages will send it. Returns who signed in and until when, as the web app
 * keeps it (startWithClientState puts it where the pages read it).
 */
export async function signInThroughApi(
  context: BrowserContext,
  account: { email: string; password: string },
): Promise<StoredAuthentication> {
  const res = await context.request.post('/api/login', {
    headers: { 'x-logoya-csrf': '1' },
    data: { email: account.email, password: account.password },
  });
  if (!res.ok()) throw new Error(`login of ${account.email} answered ${res.status()}: ${await res.text()}`);
  const { data } = (await res.json()) as { data: SessionData };
  return { loggedIn: true, user: data.user, expiresAt: data.expires_at };
}

/**
 * The web app's client state (local storage) every page of the context starts with, so the first
 * page a test opens already has it. A page that has stored state of its own keeps it: a sign-out,
 * a remembered list page stay as the page left them on the next load.
 *
 * Local storage belongs to the context, not to a page. So when the context has its one page and
 * that page shows nothing of the app yet (a new page, or one the pool cleared, e2e/page-pool.ts),
 * the state is written there once, from the shop's CLEARED_PAGE, and the context can still go to
 * another test of the file (ADR 0128). Otherwise an init script writes it before each page's own
 * scripts, and the pool closes that context for real.
 */
export async function startWithClientState(
  context: BrowserContext,
  state: Record<string, unknown>,
): Promise<void> {
  const write = ({ key, state }: { key: string; state: Record<string, unknown> }) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(state));
  };
  const pages = context.pages();
  const cleared = new URL(CLEARED_PAGE, baseUrl()).href;
  const page =
    pages.length === 1 && ['about:blank', cleared].includes(pages[0]!.url()) ? pages[0] : undefined;
  if (!page) {
    await context.addInitScript(write, { key: CLIENT_STATE_KEY, state });
    return;
  }
  if (page.url() !== cleared) await page.goto(cleared);
  await page.evaluate(write, { key: CLIENT_STATE_KEY, state });
}

/**
 * The bytes of a file the page downloaded. The browser runs beside the tests (one for the run,
 * ADR 0095), so the file is read over the connection, not from a path.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
