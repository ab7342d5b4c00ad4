import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER, signInWithModal, texts } from '../accounts/helpers.ts';
import { baseUrl, enabled, launch, openPage } from '../fixtures.ts';

/**
 * Issue "Hardening", defect 5 (ADR 0026): "the test is whether one XSS would still steal a
 * session". The session is an HttpOnly cookie: a script running in the page (as an injected one
 * would) finds it nowhere, neither in document.cookie nor in storage nor in anything it can reach.
 */

const NAME = 'logoya_session';

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === NAME && c.value !== '');
}

/**
 * What an injected script could gather without the user doing anything: document.cookie, both
 * storages, the Cookie Store API, the answers and headers of API calls it makes itself, and every
 * string reachable from window and from the React tree behind the DOM (caches and state included).
 */
function harvest(page: Page): Promise<{ direct: string; walked: string }> {
  return page.evaluate(async () => {
    const found: string[] = [document.cookie];
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i) ?? '';
        found.push(key, storage.getItem(key) ?? '');
      }
    }
    const cookieStore = (window as unknown as { cookieStore?: { getAll(): Promise<unknown[]> } }).cookieStore;
    if (cookieStore) found.push(JSON.stringify(await cookieStore.getAll()));
    for (const path of ['/api/me', '/api/cart', '/api/favorite-count']) {
      const res = await fetch(path, { headers: { 'x-logoya-csrf': '1' } });
      res.headers.forEach((value, key) => void found.push(`${key}: ${value}`));
      found.push(await res.text());
    }
    // Walk the page's objects (values only: no getters are run), from window and React's fibers.
    const seen = new Set<unknown>();
    const queue: unknown[] = [window];
    for (const element of document.querySelectorAll('*')) {
      for (const key of Object.keys(element)) {
        if (key.startsWith('__react')) queue.push((element as unknown as Record<string, unknown>)[key]);
      }
    }
    const walked: string[] = [];
    for (let next = 0; next < queue.length && seen.size < 300_000; next++) {
      const value = queue[next];
      if (typeof value === 'string') {
        if (value.length >= 8 && value.length <= 10_000) walked.push(value);
        continue;
      }
      if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value))
        continue;
      seen.add(value);
      // A DOM node leads to the whole document: follow only React's own keys on it.
      const names =
        value instanceof Node
          ? Object.keys(value).filter((k) => k.startsWith('__react'))
          : Object.getOwnPropertyNames(value);
      for (const name of names) {
        try {
          const descriptor = Object.getOwnPropertyDescriptor(value, name);
          if (descriptor && 'value' in descriptor) queue.push(descriptor.value);
        } catch {
          // Cross-origin frames and exotic objects refuse to be read.
        }
      }
      if (value instanceof Map) for (const [k, v] of value) queue.push(k, v);
      if (value instanceof Set) for (const v of value) queue.push(v);
    }
    return { direct: found.join('\n'), walked: walked.join('\n') };
  });
}

describe.skipIf(!enabled)('the session cookie (ADR 0026)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the session out of reach of page scripts, survives a reload and ends at sign-out', async () => {
    const { page, context, problems } = await openPage(browser);
    const t = texts('en');
    await page.goto('/en/?auth=sign-in');
    await signInWithModal(page, 'en', MEMBER);
    const menu = page.getByRole('complementary').getByRole('navigation', { name: t.account.menuLabel });
    await menu.getByTestId('signed-in-as').waitFor();

    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
    // Without remember me it lasts as long as the browser session (the token itself one day).
    expect(cookie?.expires).toBe(-1);
    const token = cookie?.value ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);

    expect(await page.evaluate(() => document.cookie)).not.toContain(NAME);
    const storages = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('logoya') ?? '{}').authentication),
    ).toMatchObject({ loggedIn: true });
    expect(storages).not.toContain(token);
    const loot = await harvest(page);
    expect(loot.direct).toContain(MEMBER.email);
    expect(loot.walked).toContain(MEMBER.email); // the walk did reach the page's state
    expect(loot.direct).not.toContain(token);
    expect(loot.walked).not.toContain(token);

    // The session still works after a reload (the page asks /api/me with the cookie).
    await page.reload();
    await menu.getByTestId('signed-in-as').waitFor();
    expect(JSON.stringify(await harvest(page))).not.toContain(token);

    // A state-changing call without the page's CSRF header is refused, and ends nothing.
    const refused = await page.evaluate(async () => (await fetch('/api/logout', { method: 'POST' })).status);
    expect(refused).toBe(403);
    expect(problems.splice(0).every((p) => p.includes('status of 403'))).toBe(true);
    expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(200);

    // Sign-out ends it on the server, and the browser drops the cookie.
    await menu.getByRole('button', { name: t.account.signOut }).click();
    await menu.getByRole('link', { name: t.account.signIn, exact: true }).waitFor();
    await expect.poll(() => sessionCookie(page)).toBeUndefined();
    const replay = await browser.newContext({ baseURL: baseUrl() });
    await replay.addCookies([{ name: NAME, value: token, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
    expect((await replay.request.get('/api/me')).status()).toBe(401);
    await replay.close();
    expect(problems).toEqual([]);
    await context.close();
  });
});
