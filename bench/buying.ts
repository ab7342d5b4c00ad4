// Buying on a large catalogue with the built-in test gateway, next to a hello-world Fastify
// baseline measured in the same run. A measurement, not a test. Run it with:
//
//   npm run bench:buying
//
// It makes a fresh PostgreSQL database with `npm run db:seed -- --logos N`, starts the shop, and
// gives each of 20 connections its own signed-in members (tokens written straight into the
// database: scrypt sign-ins would only measure the password hash). Every member has one logo in
// the cart. Then, at 20 connections:
//   1. POST /api/create-pay-intent: locks and holds the logo, writes the checkout, asks the test
//      gateway for an intent (target p99 < 100 ms);
//   2. the intents are confirmed with the test card 4242… (not measured);
//   3. POST /api/order: reads the intent, writes the order and its lines, sells the logo, ends
//      keeps and empties the cart line (target p99 < 100 ms).
//   4. a race: 100 other members have the same logo in their carts and all ask for a payment
//      intent at once, once per round; one wins, the others get 409 (target p99 < 1 s: the losers
//      wait on the winner's lock only as long as its short transaction).
// Each member is used once per row, so every request does the full work. At the end it checks
// that no logo was sold twice, that each race had one winner, and that no paid logo is held.
//   BENCH_BUYING_LOGOS (default 100000)   catalogue size
//   BENCH_BUYING_MEMBERS (default 60)     members per connection (requests per connection per row)
//   BENCH_DATABASE_URL                    PostgreSQL admin URL
//   BENCH_BUYING_DATABASE                 an already seeded database to use instead (kept)
//   BENCH_BUYING_RACES (default 20)       rounds of the race row
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { catalogueDb } from './catalogue-db.ts';
import { loadResult, runLoad } from './load.ts';
import { root, startAndWait, stop } from './process.ts';
import { LoadTable, measureBaseline } from './table.ts';

const logos = Number(process.env.BENCH_BUYING_LOGOS ?? 100_000);
const perConnection = Number(process.env.BENCH_BUYING_MEMBERS ?? 60);
const connections = 20;
const racers = 100;
const raceRounds = Number(process.env.BENCH_BUYING_RACES ?? 20);
const port = '3965';
const base = `http://127.0.0.1:${port}`;

interface Buyer {
  token: string;
  line?: number;
  intent?: { id: string; secret: string };
}

async function members(db: pg.Client, count: number): Promise<Buyer[]> {
  const run = Date.now().toString(36);
  const ids = await db.query<{ id: number }>(
    `insert into users (name, email, role, email_verified_at)
     select 'Bench buyer ' || n, 'bench-buy-${run}-' || n || '@logoya.test', 'user', now()
     from generate_series(1, $1) n returning id`,
    [count],
  );
  const buyers: Buyer[] = [];
  for (const { id } of ids.rows) {
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    await db.query(
      `insert into access_tokens (user_id, token_hash, remember, expires_at) values ($1, $2, false, now() + interval '1 day')`,
      [id, hash],
    );
    buyers.push({ token });
  }
  return buyers;
}

async function call(method: string, url: string, token: string | null, body?: object) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: Record<string, unknown> };
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Runs `work` over the items with `width` in flight at once. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

interface RaceFigures {
  latencies: number[];
  outcomes: Record<string, number>;
  /** Rounds that did not end with exactly one 200 and 409 for everyone else. */
  wrong: number;
}

/**
 * One round: every racer has `logo` in the cart, then all ask for a payment intent at once.
 * Answers how long the asking took, in ms.
 */
async function race(db: pg.Client, racing: Buyer[], logo: number, figures: RaceFigures): Promise<number> {
  const lines = await Promise.all(
    racing.map(async (b) => {
      const cart = (await call('POST', '/api/cart', b.token, {
        logo_id: logo,
        sub_name: 'Bench',
        main_name: 'BENCH',
      })) as { items: { id: number; logo_id: number }[] };
      return cart.items.find((item) => item.logo_id === logo)!.id;
    }),
  );
  const summary = (await call('GET', `/api/checkout/summary?items=${lines[0]}`, racing[0]!.token)) as {
    total: number;
    currency: string;
  };
  const asked = performance.now();
  const statuses = await Promise.all(
    racing.map(async (b, i) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/create-pay-intent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
        body: JSON.stringify({
          items: [lines[i]],
          amount: summary.total,
          currency: summary.currency.toLowerCase(),
        }),
      });
      await res.arrayBuffer();
      figures.latencies.push(performance.now() - started);
      figures.outcomes[res.status] = (figures.outcomes[res.status] ?? 0) + 1;
      return res.status;
    }),
  );
  const took = performance.now() - asked;
  const won = statuses.filter((status) => status === 200).length;
  const lost = statuses.filter((status) => status === 409).length;
  if (won !== 1 || lost !== racing.length - 1) figures.wrong++;
  // The losers' carts keep a logo they cannot buy; clear it before the next round.
  await db.query('delete from cart_items where logo_id = $1', [logo]);
  return took;
}

async function main() {
  const seconds = 60; // an upper bound: each row stops when its members are used up
  const catalogue = await catalogueDb({
    logos,
    prefix: 'logoya_bench_buy',
    adminUrl: process.env.BENCH_DATABASE_URL,
    reuse: process.env.BENCH_BUYING_DATABASE,
  });
  const db = new pg.Client({ connectionString: catalogue.url });
  const table = new LoadTable();
  let shop: Awaited<ReturnType<typeof startAndWait>> | undefined;
  try {
    if (catalogue.seedSeconds !== null)
      console.log(`Seeded ${logos} logos in ${catalogue.seedSeconds.toFixed(1)} s`);
    await db.connect();
    table.add('hello-world Fastify (baseline)', await measureBaseline(connections, 5, '3966'));
    shop = await startAndWait(
      [process.execPath, path.join(root, 'scripts/start.mjs')],
      {
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: catalogue.dataDir,
        DATABASE_URL: catalogue.url,
        SEED_DEMO: 'never',
      },
      [`${base}/api/number-product`],
    );
    const buyers = await members(db, connections * perConnection);
    const racing = await members(db, racers);
    const free = await db.query<{ id: number }>(
      `select id from logos where state = 0 and not exists (select 1 from favorites f where f.logo_id = logos.id and f.kept)
       order by random() limit $1`,
      [buyers.length + raceRounds],
    );
    const raceLogos = free.rows.slice(buyers.length).map((r) => r.id);
    await inParallel(buyers, connections, async (b) => {
      const logo = free.rows[buyers.indexOf(b)]!.id;
      const cart = (await call('POST', '/api/cart', b.token, {
        logo_id: logo,
        sub_name: 'Bench',
        main_name: 'BENCH',
      })) as {
        items: { id: number }[];
      };
      b.line = cart.items[0]!.id;
    });
    const summary = (await call(
      'GET',
      `/api/checkout/summary?items=${buyers[0]!.line}`,
      buyers[0]!.token,
    )) as {
      total: number;
      currency: string;
    };
    const buyerOf = (w: number, s: number) => (s < perConnection ? buyers[w * perConnection + s]! : null);

    const intents = await runLoad(base, connections, seconds, (w, s) => {
      const b = buyerOf(w, s);
      return b
        ? {
            url: `${base}/api/create-pay-intent`,
            method: 'POST',
            headers: { authorization: `Bearer ${b.token}` },
            body: { items: [b.line], amount: summary.total, currency: summary.currency.toLowerCase() },
          }
        : null;
    });
    table.add('POST /api/create-pay-intent (hold + checkout + intent)', intents, 'p99 < 100 ms');

    const open = await db.query<{ user_id: number; payment_intent_id: string }>(
      `select user_id, payment_intent_id from checkouts where status = 1 and payment_intent_id is not null`,
    );
    const secrets = await db.query<{ id: string; client_secret: string }>(
      `select id, client_secret from test_gateway_intents where id = any($1)`,
      [open.rows.map((r) => r.payment_intent_id)],
    );
    const secretOf = new Map(secrets.rows.map((r) => [r.id, r.client_secret]));
    const tokens = await db.query<{ user_id: number; token_hash: string }>(
      'select user_id, token_hash from access_tokens',
    );
    const userOfHash = new Map(tokens.rows.map((r) => [r.token_hash, r.user_id]));
    const intentOfUser = new Map(open.rows.map((r) => [r.user_id, r.payment_intent_id]));
    for (const b of buyers) {
      const user = userOfHash.get(createHash('sha256').update(b.token).digest('hex'));
      const id = user === undefined ? undefined : intentOfUser.get(user);
      if (id) b.intent = { id, secret: secretOf.get(id)! };
    }
    await inParallel(
      buyers.filter((b) => b.intent),
      connections,
      async (b) => {
        await call('POST', `/api/test-gateway/payment-intents/${b.intent!.id}/confirm`, null, {
          client_secret: b.intent!.secret,
          card_number: '4242424242424242',
          exp_month: 12,
          exp_year: 2034,
          cvc: '123',
        });
      },
    );

    const orders = await runLoad(base, connections, seconds, (w, s) => {
      const b = buyerOf(w, s);
      return b?.intent
        ? {
            url: `${base}/api/order`,
            method: 'POST',
            headers: { authorization: `Bearer ${b.token}` },
            body: { payment_intent: b.intent.id, status: 2, payment_method_id: 1 },
          }
        : null;
    });
    table.add('POST /api/order (settle: order + sale)', orders, 'p99 < 100 ms');

    const raced: RaceFigures = { latencies: [], outcomes: {}, wrong: 0 };
    let racingMs = 0;
    for (const logo of raceLogos) racingMs += await race(db, racing, logo, raced);
    table.add(
      `POST /api/create-pay-intent, ${racers} buyers racing for one logo`,
      loadResult(raced.latencies, raced.wrong, raced.outcomes, racingMs / 1000),
      'p99 < 1 s',
    );

    const twice = await db.query<{ n: number }>(
      'select count(*)::int as n from (select logo_id from order_logos group by logo_id having count(*) > 1) x',
    );
    const holds = await db.query<{ n: number }>('select count(*)::int as n from logo_holds');
    console.log(
      `\nLoad: ${connections} connections, ${perConnection} buyers each (${buyers.length} in all), one request per buyer, ` +
        `latencies in ms (${os.cpus().length} cores, ${logos} logos, test gateway, PostgreSQL)\n`,
    );
    table.print();
    console.log(
      `\nAfter the run: ${twice.rows[0]!.n} logos sold twice; ${holds.rows[0]!.n} holds left ` +
        `(the ${raceRounds} race winners' unpaid holds expire on their own). ` +
        `Races: ${raceRounds} rounds, answers ${JSON.stringify(raced.outcomes)}, ` +
        `${raced.wrong} rounds without exactly one winner (the race row's "errors").`,
    );
  } finally {
    if (shop) await stop(shop.child);
    await db.end().catch(() => {});
    await catalogue.dispose();
  }
}

await main();
