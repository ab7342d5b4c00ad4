// Favourite toggles on a large catalogue, next to a hello-world Fastify baseline measured in the
// same run. A measurement, not a test. Run it with:
//
//   npx tsx bench/favorites.ts
//
// It creates a fresh PostgreSQL database, seeds it with `npm run db:seed -- --logos N` (the demo
// accounts come with it), adds 9 members beside the demo member, starts the shop, signs the 10
// members in through POST /api/login, and has each of 10 connections (one per member) add and then
// remove a random normal logo: POST /api/favorite/{id} with type 1, then 0. The badge count,
// keeps and the member's list are measured the same way, and recommendations (one connection:
// each call ranks the catalogue), for reference. At the end it checks that every logo's
// favorites_count equals its favourite rows, then drops the database.
//   BENCH_SECONDS (default 10)              length of each load run
//   BENCH_FAVORITES_LOGOS (default 100000)  catalogue size
//   BENCH_DATABASE_URL                      PostgreSQL admin URL (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_FAVORITES_DATABASE                an already seeded database to use instead (kept afterwards)
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { catalogueDb } from './catalogue-db.ts';
import { type LoadRequest, runLoad } from './load.ts';
import { root, startAndWait, stop } from './process.ts';
import { LoadTable, measureBaseline } from './table.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const logos = Number(process.env.BENCH_FAVORITES_LOGOS ?? 100_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reuse = process.env.BENCH_FAVORITES_DATABASE;
const connections = 10;
const port = '3955';
const base = `http://127.0.0.1:${port}`;
const PASSWORD = 'member1234';

/**
 * Nine more members with the demo member's password (the same scrypt hash), so all ten sign in
 * through the real call. Favourites and keeps left by an earlier run on a reused database go.
 */
async function prepareMembers(db: pg.Client): Promise<string[]> {
  await db.query(`insert into users (name, email, role, password_hash, email_verified_at)
    select 'Bench member ' || n, 'bench-' || n || '@logoya.test', 'user', u.password_hash, now()
    from users u, generate_series(1, ${connections - 1}) n
    where lower(u.email) = 'member@logoya.test'
    on conflict do nothing`);
  const emails = [
    'member@logoya.test',
    ...Array.from({ length: connections - 1 }, (_, i) => `bench-${i + 1}@logoya.test`),
  ];
  // Two statements: in one, the recount would still see the rows the delete removes.
  const gone = await db.query<{ logo_id: number }>(
    'delete from favorites where user_id in (select id from users where lower(email) = any($1)) returning logo_id',
    [emails],
  );
  await db.query(
    'update logos l set favorites_count = (select count(*) from favorites f where f.logo_id = l.id) where l.id = any($1)',
    [gone.rows.map((r) => r.logo_id)],
  );
  return emails;
}

async function signIn(email: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/** Each connection is one member; its requests alternate a change (type 1) and its undo (type 0). */
function toggles(
  tokens: string[],
  ids: number[],
  call: (id: number, on: boolean) => LoadRequest & { url: string },
) {
  const current = tokens.map(() => 0);
  return (worker: number, sent: number) => {
    const on = sent % 2 === 0;
    if (on) current[worker] = ids[Math.floor(Math.random() * ids.length)]!;
    const request = call(current[worker]!, on);
    return { ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[worker]}` } };
  };
}

async function main() {
  const catalogue = await catalogueDb({ logos, prefix: 'logoya_bench_fav', adminUrl, reuse });
  const { url, dataDir } = catalogue;
  const table = new LoadTable();
  let shop: Awaited<ReturnType<typeof startAndWait>> | undefined;
  const db = new pg.Client({ connectionString: url });
  try {
    if (catalogue.seedSeconds !== null)
      console.log(`Seeded ${logos} logos in ${catalogue.seedSeconds.toFixed(1)} s`);
    await db.connect();
    const emails = await prepareMembers(db);
    const normal = (
      await db.query<{ id: number }>('select id from logos where state = 0 order by random() limit 20000')
    ).rows.map((r) => r.id);

    table.add('hello-world Fastify (baseline)', await measureBaseline(connections, seconds, '3956'));

    shop = await startAndWait(
      [process.execPath, path.join(root, 'scripts/start.mjs')],
      { PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: url, SEED_DEMO: 'never' },
      [`${base}/api/number-product`],
    );
    const tokens: string[] = [];
    for (const email of emails) tokens.push(await signIn(email));

    const favorite = toggles(tokens, normal, (id, on) => ({
      url: `${base}/api/favorite/${id}`,
      method: 'POST',
      body: { type: on ? 1 : 0 },
    }));
    // Warm the pool and the plans, then measure.
    await runLoad(base, connections, 2, favorite);
    table.add(
      'POST /api/favorite/{id} add/remove (PostgreSQL)',
      await runLoad(base, connections, seconds, favorite),
      'p95 < 20 ms',
    );
    table.add(
      'GET /api/favorite-count (the lightest member call)',
      await runLoad(base, connections, seconds, (worker) => ({
        url: `${base}/api/favorite-count`,
        headers: { authorization: `Bearer ${tokens[worker]}` },
      })),
      'for reference',
    );
    table.add(
      'POST /api/keep-logo/{id} keep/release',
      await runLoad(
        base,
        connections,
        seconds,
        toggles(tokens, normal, (id, on) => ({
          url: `${base}/api/keep-logo/${id}`,
          method: 'POST',
          body: { is_keep: on },
        })),
      ),
      'for reference',
    );
    // Each member gets a page of 20 favourites for the list.
    for (const [k, token] of tokens.entries()) {
      for (const id of normal.slice(k * 20, k * 20 + 20)) {
        await fetch(`${base}/api/favorite/${id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ type: 1 }),
        });
      }
    }
    table.add(
      'GET /api/my-favorite (20 favourites)',
      await runLoad(base, connections, seconds, (worker) => ({
        url: `${base}/api/my-favorite?limit=20`,
        headers: { authorization: `Bearer ${tokens[worker]}` },
      })),
      'for reference',
    );
    // Each call ranks the catalogue for one logo; one connection shows the cost of one call.
    table.add(
      'GET /api/logo/recommended/{id} (uncached, 1 connection)',
      await runLoad(base, 1, seconds, (worker) => ({
        url: `${base}/api/logo/recommended/${normal[Math.floor(Math.random() * normal.length)]}`,
        headers: { authorization: `Bearer ${tokens[worker]}` },
      })),
      'for reference',
    );

    const drift = await db.query<{ n: number }>(
      `select count(*)::int as n from logos l
       where l.favorites_count <> (select count(*) from favorites f where f.logo_id = l.id)`,
    );
    const keepers = await db.query<{ n: number }>(
      `select count(*)::int as n from (select user_id from favorites where kept group by user_id having count(*) > 5) x`,
    );
    console.log(
      `\nLoad: ${connections} connections (one signed-in member each), ${seconds} s each, latencies in ms ` +
        `(${os.cpus().length} cores, ${logos} logos)\n`,
    );
    table.print();
    console.log(
      `\nAfter the run: ${drift.rows[0]!.n} logos whose favorites_count differs from their rows; ` +
        `${keepers.rows[0]!.n} members over 5 keeps.`,
    );
  } finally {
    if (shop) await stop(shop.child);
    await db.end().catch(() => {});
    await catalogue.dispose();
  }
}

await main();
