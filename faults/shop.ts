import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase, rows } from '../apps/server/src/platform/db/db.ts';
import { freePort, shopCommand, startAndWait, stop } from '../bench/process.ts';

/**
 * The shop as the fault scripts run it: `node scripts/start.mjs` in a child process (so it can be
 * killed), on a temporary DATA_DIR, with the embedded PGlite or a PostgreSQL URL, its log in a
 * file. Members are added beside the demo member (same password) and sign in through the API.
 */
export interface ShopOptions {
  /** Empty: embedded PGlite under dataDir. */
  databaseUrl?: string;
  /** Extra settings (CATALOG_CACHE_TTL_MS, SHUTDOWN_TIMEOUT_MS, …). */
  env?: Record<string, string>;
  /** Node options for the shop process (--expose-gc, --import …). */
  nodeArgs?: string[];
}

export interface Shop {
  base: string;
  port: number;
  dataDir: string;
  logFile: string;
  child: ChildProcess;
  /** Milliseconds from spawn until /readyz answered 200. */
  readyMs: number;
  /** Starts the shop again on the same DATA_DIR, port and database (after a kill or a stop). */
  restart(): Promise<Shop>;
  /** Stops it (SIGTERM) and deletes DATA_DIR. */
  dispose(): Promise<void>;
}

export const MEMBER_PASSWORD = 'member1234';

export async function startShop(options: ShopOptions = {}, reuse?: Shop): Promise<Shop> {
  const port = reuse?.port ?? (await freePort());
  const dataDir = reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-faults-'));
  const logFile = reuse?.logFile ?? path.join(dataDir, 'shop.log');
  const base = `http://127.0.0.1:${port}`;
  const started = await startAndWait(
    shopCommand(options.nodeArgs),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SEED_DEMO: 'always',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    [`${base}/readyz`],
    120_000,
    logFile,
  );
  const shop: Shop = {
    base,
    port,
    dataDir,
    logFile,
    child: started.child,
    readyMs: started.readyMs,
    restart: () => startShop(options, shop),
    async dispose() {
      await stop(shop.child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return shop;
}

/**
 * The shop's database opened from this process: PostgreSQL any time; the embedded PGlite only
 * while no shop runs on DATA_DIR (the data-folder lock makes sure of that).
 */
export async function withDatabase<T>(
  shop: Pick<Shop, 'dataDir'>,
  databaseUrl: string | undefined,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ url: databaseUrl ?? '', dataDir: shop.dataDir, lockWaitMs: 30_000 });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

export interface Member {
  id: number;
  email: string;
  token: string;
}

const MEMBER_EMAIL = 'faults-%@logoya.test';

/** `count` members with the demo member's password hash (idempotent); their ids by e-mail. */
export async function addMembers(db: Db, count: number): Promise<Map<string, number>> {
  await rows(
    db,
    sql`insert into users (name, email, role, password_hash, email_verified_at)
        select 'Fault member ' || n, 'faults-' || n || '@logoya.test', 'user', u.password_hash, now()
        from users u, generate_series(1, ${count}::int) n
        where lower(u.email) = 'member@logoya.test'
        on conflict do nothing`,
  );
  const found = await rows<{ id: number; email: string }>(
    db,
    sql`select id, email from users where email like ${MEMBER_EMAIL} order by id`,
  );
  return new Map(found.map((r) => [r.email, Number(r.id)]));
}

export async function signIn(base: string, email: string, password = MEMBER_PASSWORD): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/**
 * A shop with the demo catalogue and `count` signed-in fault members. On PGlite the first start
 * seeds, then the shop stops so this process can add the members, and starts again.
 */
export async function shopWithMembers(
  count: number,
  options: ShopOptions = {},
): Promise<{ shop: Shop; members: Member[] }> {
  let shop = await startShop(options);
  let ids: Map<string, number>;
  if (!options.databaseUrl) {
    await stop(shop.child);
    ids = await withDatabase(shop, undefined, (db) => addMembers(db, count));
    shop = await shop.restart();
  } else {
    ids = await withDatabase(shop, options.databaseUrl, (db) => addMembers(db, count));
  }
  const members: Member[] = [];
  for (let n = 1; n <= count; n++) {
    const email = `faults-${n}@logoya.test`;
    members.push({ id: ids.get(email)!, email, token: await signIn(shop.base, email) });
  }
  return { shop, members };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Normal (buyable, favouritable) logos of the catalogue, from the public list. */
export async function normalLogos(base: string): Promise<{ id: number; favorites: number }[]> {
  const found: { id: number; favorites: number }[] = [];
  for (let page = 1, last = 1; page <= last; page++) {
    const res = await fetch(`${base}/api/all-logo?per_page=100&page=${page}`);
    if (res.status !== 200) throw new Error(`all-logo answered ${res.status}`);
    const body = (await res.json()) as {
      data: { logo_id: number; state: number; favorites_count: number }[];
      meta: { last_page: number };
    };
    last = body.meta.last_page;
    for (const c of body.data) if (c.state === 0) found.push({ id: c.logo_id, favorites: c.favorites_count });
  }
  return found;
}

async function call<T>(
  base: string,
  method: string,
  url: string,
  token: string | null,
  body?: object,
): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? auth(token) : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: T };
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * Buys one logo with the built-in test gateway (cart, pay intent, test card 4242…, order) and
 * answers the order id, whose invoice PDF is GET /api/order/receipt/{id}. The buyer needs buyer
 * details: the demo member has them.
 */
export async function buyLogo(base: string, token: string, logoId: number): Promise<number> {
  const cart = await call<{ items: { id: number }[] }>(base, 'POST', '/api/cart', token, {
    logo_id: logoId,
    sub_name: 'Faults',
    main_name: 'FAULTS',
  });
  const line = cart.items.at(-1)!.id;
  const summary = await call<{ total: number; currency: string }>(
    base,
    'GET',
    `/api/checkout/summary?items=${line}`,
    token,
  );
  const intent = await call<{ payment_intent: string; client_secret: string }>(
    base,
    'POST',
    '/api/create-pay-intent',
    token,
    { items: [line], amount: summary.total, currency: summary.currency.toLowerCase() },
  );
  await call(base, 'POST', `/api/test-gateway/payment-intents/${intent.payment_intent}/confirm`, null, {
    client_secret: intent.client_secret,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: 2034,
    cvc: '123',
  });
  const result = await call<{ status: string; order?: { id: number } }>(base, 'POST', '/api/order', token, {
    payment_intent: intent.payment_intent,
    status: 2,
    payment_method_id: 1,
  });
  if (!result.order) throw new Error(`the order was not settled: ${JSON.stringify(result)}`);
  return result.order.id;
}
