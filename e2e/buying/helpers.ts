import fs from 'node:fs';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { inject } from 'vitest';
import type {
  Cart,
  CartItem,
  CheckoutSummary,
  LogoCard,
  LogoCardPage,
  Order,
} from '../../packages/core/src/index.ts';
import { formatMoney } from '../../packages/core/src/rules/money.ts';
import type { Lang, Member } from '../favorites/helpers.ts';
import { texts } from '../favorites/helpers.ts';
import { baseUrl, downloadedBytes } from '../fixtures.ts';

export { axeViolations } from '../axe.ts';
export {
  createMember,
  LANGS,
  type Lang,
  type Member,
  message,
  signInContext,
  texts,
} from '../favorites/helpers.ts';

/** The demo admin (README), who confirms bank transfers through the API. */
export const ADMIN = { email: 'admin@logoya.test', password: 'admin1234' } as const;

/** The built-in test gateway's cards (docs/buying-api.md). */
export const CARDS = {
  succeeded: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  processing: '4000 0000 0000 3063',
} as const;

/** One API call to the test server, as a member when a token is given, with a guest cart id if any. */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown; lang?: Lang; cartId?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { accept: 'application/json', locale: options.lang ?? 'en' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cartId) headers['x-cart-id'] = options.cartId;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl()}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function ok<T>(promise: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await promise;
  if (status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Logos for this suite alone: free ones from the oldest logos on sale (the home, search and
 * favourites specs use the first pages). Each logo is claimed with a file created
 * exclusively in the server's data directory, so no two buying tests, in any file or order, ever
 * get the same logo. `zip`: only logos whose delivery files exist (every third demo logo).
 */
export async function takeLogos(count: number, options: { zip?: boolean } = {}): Promise<LogoCard[]> {
  const claims = path.join(inject('dataDir'), 'buying-logos');
  fs.mkdirSync(claims, { recursive: true });
  const picked: LogoCard[] = [];
  // The oldest logos on sale first: the normal ones from their last page back (the default order
  // puts sold logos last, ADR 0093), far from the first pages other specs look at.
  const list = (page: number) =>
    ok(api<LogoCardPage>('GET', `/api/all-logo?per_page=100&state=0&page=${page}`), 'all-logo');
  const first = await list(1);
  for (let page = first.meta.last_page; page >= 1 && picked.length < count; page--) {
    const cards = page === 1 ? first : await list(page);
    const free = cards.data.filter(
      (card) => card.state === 0 && !card.inactive && !card.kept && (options.zip ? card.zip : !card.zip),
    );
    for (const card of free.reverse()) {
      if (picked.length === count) break;
      try {
        fs.writeFileSync(path.join(claims, String(card.logo_id)), '', { flag: 'wx' });
        picked.push(card);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  }
  if (picked.length < count) throw new Error('Not enough free logos left for the buying tests.');
  return picked;
}

export interface Line {
  logo_id: number;
  sub_name: string;
  main_name: string;
  logo_manual?: boolean;
  logo_motion?: boolean;
}

/** Puts a line in a member's cart (or a guest's, with the cart id it answered before). */
export async function addToCart(
  who: { token?: string; cartId?: string },
  line: Line,
  lang: Lang = 'en',
): Promise<Cart> {
  const body = await ok(
    api<{ data: Cart }>('POST', '/api/cart', {
      ...who,
      lang,
      body: { logo_manual: false, logo_motion: false, ...line },
    }),
    'add to cart',
  );
  return body.data;
}

export const cartOf = async (member: Member, lang: Lang = 'en') =>
  (await ok(api<{ data: Cart }>('GET', '/api/cart', { token: member.token, lang }), 'cart')).data;

export const ordersOf = async (member: Member, lang: Lang = 'en') =>
  (await ok(api<{ data: Order[] }>('GET', '/api/order-history', { token: member.token, lang }), 'history'))
    .data;

/**
 * A card order paid through the API (cart line, server total, intent, the test gateway's
 * succeeding card, order report), for pages that show orders rather than the checkout.
 */
export async function paidOrder(member: Member, line: Line, lang: Lang): Promise<Order> {
  const cart = await addToCart({ token: member.token }, line, lang);
  const item = cart.items.find((each) => each.logo_id === line.logo_id)!;
  const who = { token: member.token, lang };
  const summary = await ok(
    api<{ data: CheckoutSummary }>('GET', `/api/checkout/summary?items=${item.id}`, who),
    'summary',
  );
  const intent = await ok(
    api<{ data: { payment_intent: string; client_secret: string } }>('POST', '/api/create-pay-intent', {
      ...who,
      body: {
        items: [item.id],
        amount: summary.data.total,
        currency: summary.data.currency.toLowerCase(),
        payment_method_id: 1,
      },
    }),
    'create-pay-intent',
  );
  const { payment_intent, client_secret } = intent.data;
  await ok(
    api('POST', `/api/test-gateway/payment-intents/${payment_intent}/confirm`, {
      body: {
        client_secret,
        card_number: CARDS.succeeded.replace(/ /g, ''),
        exp_month: 12,
        exp_year: 2034,
        cvc: '123',
      },
    }),
    'test gateway',
  );
  const placed = await ok(
    api<{ data: { order: Order } }>('POST', '/api/order', { ...who, body: { payment_intent, status: 2 } }),
    'order',
  );
  return placed.data.order;
}

/** The demo admin's access token. */
export async function adminToken(): Promise<string> {
  const body = await ok(
    api<{ data: { access_token: string } }>('POST', '/api/login', { body: ADMIN }),
    'admin login',
  );
  return body.data.access_token;
}

/** A text of the catalogs with its {{values}} filled in, as i18next writes it. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)(?:,[^}]*)?\s*\}\}/g, (_, key: string) => String(values[key]));
}

/** The plural form i18next picks for a count in the language (ja and vi have only "other"). */
export function plural(lang: Lang, forms: object, base: string, count: number): string {
  const form = new Intl.PluralRules(lang).select(count);
  const table = forms as Record<string, unknown>;
  const text = table[`${base}_${form}`] ?? table[`${base}_other`];
  if (typeof text !== 'string') throw new Error(`No plural ${base} in ${lang}.`);
  return fill(text, { count });
}

/** A line's price as the shop writes it: logo + options, in its currency. */
export const money = (amount: number, currency: CartItem['currency']) => formatMoney({ amount, currency });

/**
 * Console errors other than Chromium's own "Failed to load resource" line for an answer the
 * journey expects (e.g. 409 for a duplicate, 402 for a declined card). The app handles those
 * answers and shows their message; Chromium still logs every 4xx response as a console error.
 * Only the given statuses are let through; anything else, and every other error, remains.
 */
export function unexpectedProblems(problems: readonly string[], ...expected: number[]): string[] {
  return problems.filter(
    (problem) =>
      !expected.some((status) =>
        new RegExp(`^Failed to load resource: the server responded with a status of ${status} \\(`).test(
          problem,
        ),
      ),
  );
}

/** The header's cart badge text, waiting for it to read `text` (null: no badge). */
export async function waitForCartBadge(page: Page, text: string | null): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const badges = [...document.querySelectorAll('[data-testid="cart-badge"]')].filter(
        (el) => (el as HTMLElement).offsetParent !== null,
      );
      return expected === null ? badges.length === 0 : badges[0]?.textContent?.trim() === expected;
    },
    text,
    { timeout: 10_000 },
  );
}

/** The visible toast with exactly this text. */
export const toast = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ has: page.getByText(text, { exact: true }) });

/** The first bytes of a file the page downloaded, and the name it was saved under. */
export async function downloaded(download: Download): Promise<{ name: string; head: string; size: number }> {
  const bytes = await downloadedBytes(download);
  return {
    name: download.suggestedFilename(),
    head: bytes.subarray(0, 4).toString('latin1'),
    size: bytes.length,
  };
}

/** Clicks `button` and waits for the download it starts. */
export async function downloadBy(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return downloaded(download);
}

/** Opens the cart, lets every line stay chosen and goes on to checkout (a member lands on payment). */
export async function checkoutFromCart(page: Page, lang: Lang): Promise<void> {
  await page.goto(`/${lang}/my-page/cart`);
  await page.getByTestId('cart-item').first().waitFor();
  await page.getByRole('button', { name: texts(lang).buying.cart.proceed, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/${lang}/my-page/cart/payment`);
  await page.getByTestId('place-order').waitFor();
}

/** Chooses the card, types a test card, a future expiry and a CVC, and presses the order button. */
export async function payByCard(page: Page, lang: Lang, card: string): Promise<void> {
  const t = texts(lang).buying;
  await page.getByRole('radio', { name: t.checkout.methods.card }).check();
  const form = page.getByTestId('test-card-form');
  await form.getByLabel(t.card.number, { exact: true }).fill(card);
  await form.getByLabel(t.card.expiry, { exact: true }).fill('12/34');
  await form.getByLabel(t.card.cvc, { exact: true }).fill('123');
  await page.getByTestId('place-order').click();
}

/** The order id in a payment-complete or QR page URL. */
export function orderIdIn(page: Page): number {
  const url = new URL(page.url());
  const id = url.searchParams.get('order') ?? /\/payment-qr\/(\d+)$/.exec(url.pathname)?.[1];
  if (!id) throw new Error(`No order id in ${page.url()}`);
  return Number(id);
}
