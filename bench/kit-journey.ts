// The buyer's journey of bench:kit-ready (bench/kit-ready.ts) through the shop's HTTP API: what
// the shop's start leaves running, waited for; the logos whose layouts take the runs' names; one
// purchase by test card, polled from payment until its brand kit is ready; the shop log's build
// times.
import fs from 'node:fs';
import path from 'node:path';

const POLL_MS = 50;
const GIVE_UP_MS = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The run's language and names, in turn. */
export const NAMES = [
  { lang: 'en', main_name: 'Blue Harbor', sub_name: 'Coffee Roasters' },
  { lang: 'ja', main_name: 'さくら珈琲', sub_name: '東京' },
  { lang: 'vi', main_name: 'Phở Hà Nội', sub_name: 'Nhà hàng' },
] as const;
export type Names = (typeof NAMES)[number];

export interface Kit {
  logo_id: number;
  status: 'pending' | 'building' | 'ready' | 'failed';
  progress: number;
  has_layout: boolean;
  files: { name: string }[];
  size: number | null;
}

/** One call of the shop's API as the member, in `lang`; answers `data`, throws on any other status. */
export async function api<T>(
  base: string,
  token: string | null,
  method: string,
  url: string,
  body?: object,
  lang = 'en',
  expect = [200, 201],
): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      locale: lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!expect.includes(res.status))
    throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 400)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * What the start leaves running in the background, waited for: the demo's files (a job file in
 * DATA_DIR while they are written) and the kits of the demo member's paid orders.
 */
export async function settle(base: string, token: string, dataDir: string): Promise<string> {
  const started = Date.now();
  const job = path.join(dataDir, 'demo-files.json');
  while (fs.existsSync(job)) {
    if (Date.now() - started > 300_000) throw new Error('the demo files were not written in 5 minutes');
    await sleep(500);
  }
  const filesMs = Date.now() - started;
  const orders = await api<{ id: number; status: number }[]>(base, token, 'GET', '/api/order-history');
  const paid = orders.filter((o) => o.status === 2);
  let kits = 0;
  for (const order of paid) {
    for (;;) {
      const found = await api<Kit[]>(base, token, 'GET', `/api/order/${order.id}/kits`);
      if (found.every((k) => k.status === 'ready' || k.status === 'failed')) {
        kits += found.length;
        break;
      }
      if (Date.now() - started > 300_000) throw new Error(`the demo's kits were not built in 5 minutes`);
      await sleep(250);
    }
  }
  return `demo files ${filesMs} ms, then ${kits} kits of the demo's ${paid.length} paid orders ready at ${Date.now() - started} ms`;
}

/** The first `count` public logos, in catalogue order, whose layout takes the names of their run. */
export async function logosFor(base: string, count: number): Promise<number[]> {
  const picked: number[] = [];
  for (let page = 1; picked.length < count; page++) {
    const cards = await api<{ logo_id: number; state: number; inactive: boolean; kept: boolean }[]>(
      base,
      null,
      'GET',
      `/api/all-logo?per_page=100&page=${page}&state=0`,
    );
    if (cards.length === 0)
      throw new Error(`only ${picked.length} buyable logos with a layout, ${count} needed`);
    for (const card of cards) {
      if (picked.length === count) break;
      if (card.state !== 0 || card.inactive || card.kept) continue;
      const names = NAMES[picked.length % NAMES.length]!;
      const query = new URLSearchParams({
        format: 'json',
        main_name: names.main_name,
        sub_name: names.sub_name,
      });
      const preview = await api<{ has_layout: boolean; fits: boolean }>(
        base,
        null,
        'GET',
        `/api/logo/${card.logo_id}/preview?${query}`,
        undefined,
        names.lang,
      );
      if (preview.has_layout && preview.fits) picked.push(card.logo_id);
    }
  }
  return picked;
}

/** The shop log's "brand kit ready" lines: each kit's build, claim → stored and marked ready. */
export function kitLogLines(logFile: string): { ms: number; bytes: number }[] {
  const lines = fs.readFileSync(logFile, 'utf8').split('\n');
  const found: { ms: number; bytes: number }[] = [];
  for (const line of lines) {
    if (!line.includes('brand kit ready')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; ms?: number; bytes?: number };
      if (entry.msg === 'brand kit ready') found.push({ ms: Number(entry.ms), bytes: Number(entry.bytes) });
    } catch {
      // a line cut by the reader: the next read has it whole
    }
  }
  return found;
}

export interface Journey {
  logo: number;
  lang: string;
  confirmMs: number;
  orderMs: number;
  readyMs: number;
  /** Ready after the order's answer (what the buyer's page waits once it has the order). */
  afterOrderMs: number;
  polls: number;
  /** Status and progress as the polls saw them, each change once. */
  seen: string[];
  mark: boolean;
  files: number;
  bytes: number;
}

export async function journey(base: string, token: string, logo: number, names: Names): Promise<Journey> {
  const { lang } = names;
  const cart = await api<{ items: { id: number; logo_id: number }[] }>(
    base,
    token,
    'POST',
    '/api/cart',
    { logo_id: logo, main_name: names.main_name, sub_name: names.sub_name },
    lang,
  );
  const line = cart.items.find((i) => i.logo_id === logo)!.id;
  const summary = await api<{ total: number; currency: string }>(
    base,
    token,
    'GET',
    `/api/checkout/summary?items=${line}`,
    undefined,
    lang,
  );
  const intent = await api<{ payment_intent: string; client_secret: string }>(
    base,
    token,
    'POST',
    '/api/create-pay-intent',
    { items: [line], amount: summary.total, currency: summary.currency.toLowerCase(), payment_method_id: 1 },
    lang,
  );
  const paid = performance.now();
  const confirmed = await api<{ status: string }>(
    base,
    null,
    'POST',
    `/api/test-gateway/payment-intents/${intent.payment_intent}/confirm`,
    {
      client_secret: intent.client_secret,
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
    },
    lang,
  );
  const confirmMs = performance.now() - paid;
  if (confirmed.status !== 'succeeded') throw new Error(`the test card's payment is ${confirmed.status}`);
  const orderSent = performance.now();
  const result = await api<{ status: string; order?: { id: number } }>(
    base,
    token,
    'POST',
    '/api/order',
    { payment_intent: intent.payment_intent, status: 2, payment_method_id: 1 },
    lang,
    [201],
  );
  const answered = performance.now();
  if (!result.order) throw new Error(`the order was not made: ${JSON.stringify(result)}`);
  const orderId = result.order.id;
  const seen: string[] = [];
  let polls = 0;
  for (;;) {
    const asked = performance.now();
    polls++;
    const kits = await api<Kit[]>(base, token, 'GET', `/api/order/${orderId}/kits`, undefined, lang);
    const kit = kits.find((k) => k.logo_id === logo);
    const state = kit ? (kit.status === 'building' ? `building ${kit.progress}` : kit.status) : 'none';
    if (seen.at(-1) !== state) seen.push(state);
    if (kit?.status === 'failed') throw new Error(`the kit of order ${orderId} failed`);
    if (kit?.status === 'ready') {
      const ready = performance.now();
      return {
        logo,
        lang,
        confirmMs,
        orderMs: answered - orderSent,
        readyMs: ready - paid,
        afterOrderMs: ready - answered,
        polls,
        seen,
        mark: kit.files.some((f) => f.name === 'svg/mark.svg'),
        files: kit.files.length,
        bytes: kit.size ?? 0,
      };
    }
    if (performance.now() - paid > GIVE_UP_MS)
      throw new Error(
        `the kit of order ${orderId} was not ready ${GIVE_UP_MS} ms after payment (${seen.join(' → ')})`,
      );
    await sleep(Math.max(0, POLL_MS - (performance.now() - asked)));
  }
}
