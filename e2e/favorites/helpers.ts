import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import type { AccountUser, FavoriteRecord, LogoCard, LogoCardPage } from '../../packages/core/src/index.ts';
import { type Lang, texts, uniqueEmail } from '../accounts/helpers.ts';
import { baseUrl, signInThroughApi, startWithClientState } from '../fixtures.ts';
import { codeIn, waitForMail } from '../mail-outbox.ts';

export { LANGS, type Lang, message, texts } from '../accounts/helpers.ts';

// The captcha library is the server's dependency: the tests solve challenges with the same one.
const serverRequire = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const { solveChallenge } = serverRequire('altcha-lib') as {
  solveChallenge: (options: unknown) => Promise<unknown>;
};
const { deriveKey } = serverRequire('altcha-lib/algorithms/sha') as { deriveKey: unknown };

export interface Member {
  email: string;
  password: string;
  /** A bearer token for the test's own API calls (an API client's way in). */
  token: string;
  user: AccountUser;
  expiresAt: string;
}

/** One API call to the test server, as the member when a (bearer) token is given. */
export async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; lang?: Lang } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { accept: 'application/json', locale: options.lang ?? 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function expectOk<T>(promise: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await promise;
  if (status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** Solves the server's captcha the way the widget does. */
async function captcha(): Promise<string> {
  const { body: challenge } = await call<Record<string, unknown>>('GET', '/api/captcha/challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha could not be solved.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A fresh, verified member with a first and last name (so the name-capture modal stays shut),
 * made through the real sign-up calls: the code is read from the outbox.
 */
export async function createMember(tag = 'tank'): Promise<Member> {
  const email = uniqueEmail(tag);
  const password = 'secret12';
  const since = Date.now();
  await expectOk(
    call('POST', '/api/sign-up', {
      body: {
        company_name: 'Favourites Test Co.',
        name: 'Favourites Tester',
        email,
        email_confirmation: email,
        password,
        password_confirmation: password,
        address: '1-2-3 Test Street',
        captcha: await captcha(),
      },
    }),
    'sign-up',
  );
  const code = codeIn(await waitForMail(email, { since }));
  const session = await expectOk(
    call<{ data: { user: AccountUser; access_token: string; expires_at: string } }>(
      'POST',
      '/api/verify-code',
      {
        body: { email, code, password },
      },
    ),
    'verify-code',
  );
  const token = session.data.access_token;
  const form = new FormData();
  form.set('_method', 'put');
  form.set('firstName', 'Fav');
  form.set('lastName', 'Tester');
  const profile = await fetch(`${baseUrl()}/api/update-profile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    body: form,
  });
  if (!profile.ok) throw new Error(`update-profile answered ${profile.status}`);
  const { data: user } = (await profile.json()) as { data: AccountUser };
  return { email, password, token, user, expiresAt: session.data.expires_at };
}

/**
 * Every page of the context starts signed in as the member (a guest with `null`), with the cookie
 * choice already made: the banner comes after the first paint, over the bottom of the page, and
 * Playwright checks a click's target on its first mouse event only, so a banner that appears
 * between the move and the press takes a click near the bottom. The member signs in
 * through the context's own request client (signInThroughApi), and the page's state gets only who
 * signed in and until when.
 */
export async function signInContext(context: BrowserContext, member: Member | null): Promise<void> {
  const authentication = member ? await signInThroughApi(context, member) : undefined;
  await startWithClientState(context, {
    authentication,
    consent: { analytics: false, at: new Date().toISOString(), version: 1 },
  });
}

/** Logos handed out so far in this run (one process runs the spec files in turn). */
const handedOut = new Set<number>();
/**
 * Logos nobody uses yet: normal, not kept, taken from the oldest page so the home page tests
 * never meet a logo this suite kept. Each call hands out new ones.
 */
export async function freeLogos(count: number): Promise<LogoCard[]> {
  const { body } = await call<LogoCardPage>('GET', '/api/all-logo?per_page=100&page=2');
  const free = body.data.filter(
    (card) => card.state === 0 && !card.inactive && !card.kept && !handedOut.has(card.logo_id),
  );
  const picked = free.slice(0, count);
  if (picked.length < count) throw new Error('Not enough free logos for the test.');
  for (const card of picked) handedOut.add(card.logo_id);
  return picked;
}

/** A sold-out logo of the demo catalogue. */
export async function soldLogo(): Promise<LogoCard> {
  const { body } = await call<LogoCardPage>('GET', '/api/all-logo?per_page=100&page=1&state=8');
  const card = body.data[0];
  if (!card) throw new Error('The demo catalogue has no sold logo.');
  return card;
}

export const favourite = (member: Member, id: number, like = true) =>
  expectOk(
    call('POST', `/api/favorite/${id}`, { token: member.token, body: { type: like ? 1 : 0 } }),
    'favorite',
  );

export const keep = (member: Member, id: number, isKeep = true) =>
  call<{ data?: { kept: boolean }; message?: string }>('POST', `/api/keep-logo/${id}`, {
    token: member.token,
    body: { is_keep: isKeep },
  });

export async function myFavorites(member: Member, kept = false): Promise<FavoriteRecord[]> {
  const { body } = await call<{ data: FavoriteRecord[] }>('GET', `/api/my-favorite${kept ? '?kept=1' : ''}`, {
    token: member.token,
  });
  return body.data;
}

/** The card of a logo on the page. */
export const cardOf = (page: Page, id: number) =>
  page.getByTestId('logo-card').filter({ has: page.locator(`a[href$="/logo/detail/${id}"]`) });

/** The header's favourite badge text, or null when it is hidden (no favourites). */
export async function badge(page: Page): Promise<string | null> {
  const el = page.getByTestId('favorite-badge');
  return (await el.count()) > 0 ? (await el.innerText()).trim() : null;
}

/** Waits until the header badge reads `text` (null: hidden). */
export async function waitForBadge(page: Page, text: string | null): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const el = document.querySelector('[data-testid="favorite-badge"]');
      return expected === null ? el === null : el?.textContent?.trim() === expected;
    },
    text,
    { timeout: 10_000 },
  );
}

/** "8 days 5 hours left" in the language, as the page writes it. */
export function timeLeftText(lang: Lang, days: number, hours = 0): string {
  const t = texts(lang).tank;
  const dayText = t.days_other.replace('{{count}}', String(days));
  const hourText = t.hours_other.replace('{{count}}', String(hours));
  const time =
    days > 0 && hours > 0
      ? t.daysHours.replace('{{days}}', dayText).replace('{{hours}}', hourText)
      : days > 0
        ? dayText
        : hourText;
  return t.timeLeft.replace('{{time}}', time);
}
