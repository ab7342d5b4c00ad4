import { afterAll } from 'vitest';

/**
 * Gives the calling test file a `window` holding only what it passes, and takes it away when the
 * file ends. The unit project runs file after file in one process (vitest.config.ts,
 * `isolate: false`), so a `window` left behind would reach the next file: code that asks
 * `typeof window` (the i18n's locale, for one) would take it for a browser.
 */
export function fakeWindow(window: object): void {
  const global = globalThis as unknown as { window?: unknown };
  global.window = window;
  afterAll(() => {
    delete global.window;
  });
}
