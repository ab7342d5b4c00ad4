// PostgreSQL restarted under load. Run it with:
//
//   npm run faults:pg-restart        (npx tsx faults/pg-restart.ts)
//
// It starts a PostgreSQL cluster of its own (initdb in a temporary folder, a free port; the
// machine's shared PostgreSQL is never touched), the shop on it with the demo catalogue, and
// signs in 8 members. Each of 8 connections (one member each) sends favourite changes (3 in 4)
// and reads (the badge count, a catalogue page) at FAULTS_RATE requests per second. After 5 s
// PostgreSQL is stopped (fast mode: sessions cut), stays down FAULTS_DOWN_SECONDS, and starts
// again. The script checks the promises of docs/operations.md:
//   - while PostgreSQL is down, every answer is 503 with Retry-After (never 500, never a reset);
//   - the shop answers writes again within 10 s of PostgreSQL being back, without a restart;
//   - no acknowledged write is lost (each member's favourites read back in SQL), and every
//     logo's favorites_count equals its favourite rows.
// It prints the figures and exits 1 when a promise is broken.
//   FAULTS_RATE (default 80)          requests per second over all connections
//   FAULTS_DOWN_SECONDS (default 3)   how long PostgreSQL stays down
//   FAULTS_STOP_MODE (default fast)   fast, or immediate (a crash: no shutdown checkpoint)
import fs from 'node:fs';
import type { LoadAnswer } from '../bench/load.ts';
import { hasExited } from '../bench/process.ts';
import { FavoriteLedger, favoriteLoad, verifyInDb } from './ledger.ts';
import { startPrivatePostgres } from './private-postgres.ts';
import { Promises, printTable, seconds, unexpectedErrors } from './report.ts';
import { auth, normalLogos, type Shop, shopWithMembers, withDatabase } from './shop.ts';

const rate = Number(process.env.FAULTS_RATE ?? 80);
const downSeconds = Number(process.env.FAULTS_DOWN_SECONDS ?? 3);
const stopMode = process.env.FAULTS_STOP_MODE === 'immediate' ? 'immediate' : 'fast';
const connections = 8;
const RECOVERY_LIMIT_S = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Counts {
  requests: number;
  ok: number;
  unavailable: number;
  withoutRetryAfter: number;
  serverError: number;
  other: number;
}
const empty = (): Counts => ({
  requests: 0,
  ok: 0,
  unavailable: 0,
  withoutRetryAfter: 0,
  serverError: 0,
  other: 0,
});

function count(c: Counts, a: LoadAnswer): void {
  c.requests++;
  if (a.status !== null && a.status >= 200 && a.status <= 299) c.ok++;
  else if (a.status === 503) {
    c.unavailable++;
    if (!a.headers['retry-after']) c.withoutRetryAfter++;
  } else if (a.status !== null && a.status >= 500) c.serverError++;
  else c.other++;
}

async function main() {
  const promises = new Promises();
  const pg = await startPrivatePostgres();
  let shop: Shop | undefined;
  try {
    const url = await pg.createDatabase('logoya_faults');
    console.log(`Private PostgreSQL on port ${pg.port}; starting the shop (demo seed)…`);
    const ready = await shopWithMembers(connections, {
      databaseUrl: url,
      env: { CATALOG_CACHE_TTL_MS: '0' },
    });
    shop = ready.shop;
    const { members } = ready;
    const pid = shop.child.pid;
    const logos = (await normalLogos(shop.base)).map((l) => l.id);
    const ledger = new FavoriteLedger(shop.base, members, logos);
    const base = shop.base;

    const load = favoriteLoad({
      ledger,
      connections,
      rate,
      cycle: 4,
      read: (token, sent) =>
        sent % 8 === 3
          ? { url: `${base}/api/favorite-count`, headers: auth(token) }
          : { url: `${base}/api/all-logo?per_page=24&page=${1 + (sent % 5)}` },
    });
    const answers = load.answers;

    await sleep(5000);
    const downFrom = performance.now();
    await pg.stop(stopMode);
    const downAt = performance.now();
    console.log(
      `PostgreSQL stopped (${stopMode}) in ${seconds(downAt - downFrom)} s; down for ${downSeconds} s…`,
    );
    await sleep(downSeconds * 1000);
    await pg.start();
    const backAt = performance.now();
    console.log('PostgreSQL is back; waiting for the shop to answer writes…');

    const isWrite = (a: LoadAnswer) => (a.request.tag as { kind?: string } | undefined)?.kind === 'favorite';
    const firstWrite = () =>
      answers.find((a) => isWrite(a) && a.sentAt >= backAt && a.status !== null && a.status < 300);
    while (!firstWrite() && performance.now() - backAt < 30_000) await sleep(50);
    const recovered = firstWrite();
    await sleep(5000);
    const result = await load.stop();

    const recoveredAt = recovered?.endedAt ?? Number.POSITIVE_INFINITY;
    const recoverySeconds = recovered ? (recoveredAt - backAt) / 1000 : Number.NaN;
    const phases = { before: empty(), outage: empty(), after: empty(), all: empty() };
    for (const a of answers) {
      count(phases.all, a);
      count(
        a.endedAt < downFrom ? phases.before : a.endedAt <= recoveredAt ? phases.outage : phases.after,
        a,
      );
    }

    const verdict = await withDatabase(shop, url, (db) => verifyInDb(db, ledger));
    const sameProcess = !hasExited(shop.child) && shop.child.pid === pid;
    const errors = unexpectedErrors(fs.readFileSync(shop.logFile, 'utf8'));

    console.log(
      `\nPostgreSQL restart under load: ${connections} connections, ${rate} req/s paced, ` +
        `favourite changes 3 in 4, down ${seconds(backAt - downFrom)} s (stop ${seconds(downAt - downFrom)} s + ${downSeconds} s + start ${seconds(backAt - downAt - downSeconds * 1000)} s)\n`,
    );
    printTable(
      ['phase', 'requests', '2xx', '503', '503 w/o Retry-After', '500', 'other'],
      Object.entries(phases).map(([name, c]) => [
        name,
        c.requests,
        c.ok,
        c.unavailable,
        c.withoutRetryAfter,
        c.serverError,
        c.other,
      ]),
    );
    console.log('');
    printTable(
      ['figure', 'value'],
      [
        [
          'recovery (PostgreSQL back → first write 2xx), s',
          Number.isNaN(recoverySeconds) ? 'never' : recoverySeconds.toFixed(2),
        ],
        ['acknowledged writes', ledger.acknowledged],
        ['writes without a 2xx', ledger.writes - ledger.acknowledged],
        ['lost acknowledged writes', verdict.lost],
        ['pairs in doubt (cut, read back)', verdict.inDoubt],
        ['logos whose favorites_count ≠ rows', verdict.drift],
        ['shop process restarted', sameProcess ? 'no' : 'yes'],
        ['outcomes', JSON.stringify(result.outcomes)],
      ],
    );
    for (const e of verdict.examples) console.log(`  lost: ${e}`);
    for (const e of errors.slice(0, 5)) console.log(`  500 in the log: ${e}`);

    promises.check(phases.all.serverError === 0, 'no 500 (or other 5xx than 503) at any time');
    promises.check(phases.all.other === 0, 'no other answer (4xx, reset) at any time');
    promises.check(phases.all.withoutRetryAfter === 0, 'every 503 carries Retry-After');
    promises.check(phases.outage.unavailable > 0, 'the outage was seen (503 while PostgreSQL was down)');
    promises.check(
      phases.before.ok === phases.before.requests,
      'every request before the outage answered 2xx',
    );
    promises.check(
      recoverySeconds <= RECOVERY_LIMIT_S,
      `writes answer again within ${RECOVERY_LIMIT_S} s of PostgreSQL being back (${recoverySeconds.toFixed(2)} s)`,
    );
    promises.check(phases.after.ok === phases.after.requests, 'every request after recovery answered 2xx');
    promises.check(sameProcess, 'the shop recovered without a restart');
    promises.check(verdict.lost === 0, `0 acknowledged writes lost (of ${ledger.acknowledged})`);
    promises.check(verdict.drift === 0, 'every favorites_count equals its rows');
    promises.print();
  } finally {
    await shop?.dispose();
    pg.destroy();
  }
}

await main();
