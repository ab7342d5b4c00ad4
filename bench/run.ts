// `npm run bench`: start-up time and API latency of the shop, each next to a hello-world Fastify
// baseline measured in the same run. Prints a table; it is a measurement, not a test.
//   BENCH_SECONDS (default 10)      length of each load run
//   BENCH_DATABASE_URL              PostgreSQL admin URL; a fresh database is made for the run
//                                   (default postgres://postgres@127.0.0.1:5432/postgres when reachable)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type LoadResult, runLoad } from './load.ts';
import { root, startAndWait, stop } from './process.ts';
import { LoadTable, measureBaseline } from './table.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const shopCommand = [process.execPath, path.join(root, 'scripts/start.mjs')];
const table = new LoadTable();
const addLoad = (name: string, r: LoadResult, target?: string) => table.add(name, r, target);

async function baseline() {
  addLoad('hello-world Fastify (baseline)', await measureBaseline(connections, seconds));
}

/** Sign-in (scrypt dominates) one at a time, and /me with a token. */
async function accountCalls(base: string) {
  const credentials = { email: 'member@logoya.test', password: 'member1234' };
  const signIn = (await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  }).then((r) => r.json())) as { data: { access_token: string } };
  const login = await runLoad(`${base}/api/login`, 1, seconds, { method: 'POST', body: credentials });
  addLoad('POST /api/login (PGlite, 1 connection)', login, 'p95 < 150 ms');
  const me = { headers: { authorization: `Bearer ${signIn.data.access_token}` } };
  addLoad(
    'GET /api/me (PGlite, 1 connection)',
    await runLoad(`${base}/api/me`, 1, seconds, me),
    'p95 < 5 ms',
  );
  addLoad(
    '  same, 10 connections',
    await runLoad(`${base}/api/me`, connections, seconds, me),
    'for reference',
  );
}

async function shopOnPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-bench-'));
  const port = '3952';
  const base = `http://127.0.0.1:${port}`;
  const probes = [`${base}/en/`, `${base}/api/all-logo?per_page=100`];
  const env = { PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir };
  const cold = await startAndWait(shopCommand, env, probes);
  addLoad(
    'GET /api/all-logo?per_page=100 (PGlite)',
    await runLoad(probes[1]!, connections, seconds),
    'p95 < 25 ms',
  );
  await accountCalls(base);
  await stop(cold.child);
  // The warm restart also measures the same call with the shared visitor cache turned off.
  const warm = await startAndWait(shopCommand, { ...env, CATALOG_CACHE_TTL_MS: '0' }, probes);
  addLoad(
    '  same, visitor cache off (PGlite)',
    await runLoad(probes[1]!, connections, seconds),
    'for reference',
  );
  await stop(warm.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { cold: cold.readyMs, warm: warm.readyMs };
}

async function shopOnPostgres() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log('PostgreSQL not reachable; skipping the PostgreSQL run.');
    return;
  }
  const name = `logoya_bench_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-bench-pg-'));
  const port = '3953';
  const probe = `http://127.0.0.1:${port}/api/all-logo?per_page=100`;
  try {
    const shop = await startAndWait(
      shopCommand,
      { PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: url.toString(), SEED_DEMO: 'always' },
      [probe],
    );
    addLoad(
      'GET /api/all-logo?per_page=100 (PostgreSQL)',
      await runLoad(probe, connections, seconds),
      'p95 < 15 ms',
    );
    await stop(shop.child);
    const uncached = await startAndWait(
      shopCommand,
      {
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        CATALOG_CACHE_TTL_MS: '0',
      },
      [probe],
    );
    addLoad(
      '  same, visitor cache off (PostgreSQL)',
      await runLoad(probe, connections, seconds),
      'for reference',
    );
    await stop(uncached.child);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await baseline();
const start = await shopOnPglite();
await shopOnPostgres();

console.log(
  `\nLoad: ${connections} connections, ${seconds} s each, latencies in ms (${os.cpus().length} cores)\n`,
);
table.print();
console.log(`\nStart-up until the home page and the first card page answer (empty DATA_DIR, demo seed):`);
console.log(`  cold npm start  ${start.cold} ms   (target < 15000 ms)`);
console.log(`  warm restart    ${start.warm} ms   (target < 5000 ms)`);
