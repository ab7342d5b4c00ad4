// The embedded PGlite shop killed (SIGKILL) during writes, three times in a row. Run it with:
//
//   npm run faults:pglite-kill        (npx tsx faults/pglite-kill.ts)
//
// It starts the shop on a fresh temporary DATA_DIR (embedded PGlite, demo catalogue), adds 6
// members and signs them in. Each round, 6 connections (one member each) send favourite changes
// (3 in 4) and reads at FAULTS_RATE requests per second; after 2–4 s the shop is killed with
// SIGKILL (no shutdown at all: the lock file DATA_DIR/pglite.lock stays behind), and started
// again on the same DATA_DIR. After each restart it checks, through the API:
//   - the restart is not held up by the dead process's lock file (ready well within
//     DATA_DIR_LOCK_WAIT_MS, 10 s);
//   - no acknowledged write is lost: each member's favourites (GET /api/my-favorite) hold every
//     acknowledged add and no acknowledged remove;
//   - each logo's public favorites_count equals its favourite rows (the demo member's plus the
//     fault members' now);
//   - the members' sessions survived (no 401).
// At the end the shop stops and the same is checked in SQL over every logo.
//   FAULTS_RATE (default 80)     requests per second over all connections
//   FAULTS_ROUNDS (default 3)    kills in a row
import fs from 'node:fs';
import path from 'node:path';
import { exited, stop } from '../bench/process.ts';
import { counterDriftViaApi, FavoriteLedger, favoriteLoad, favoritesViaApi, verifyInDb } from './ledger.ts';
import { Promises, printTable, seconds, unexpectedErrors } from './report.ts';
import { auth, normalLogos, type Shop, shopWithMembers, withDatabase } from './shop.ts';

const rate = Number(process.env.FAULTS_RATE ?? 80);
const rounds = Number(process.env.FAULTS_ROUNDS ?? 3);
const connections = 6;
const LOCK_WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Round {
  round: number;
  loadSeconds: number;
  requests: number;
  ok: number;
  cut: number;
  serverError: number;
  other: number;
  acknowledged: number;
  lost: number;
  inDoubt: number;
  drift: number;
  lockLeft: boolean;
  restartMs: number;
}

async function main() {
  const promises = new Promises();
  console.log('Starting the shop on a fresh DATA_DIR (embedded PGlite, demo seed)…');
  const ready = await shopWithMembers(connections, { env: { CATALOG_CACHE_TTL_MS: '0' } });
  let shop: Shop = ready.shop;
  const { members } = ready;
  const lockFile = path.join(shop.dataDir, 'pglite.lock');
  try {
    const before = await normalLogos(shop.base);
    const ledger = new FavoriteLedger(
      shop.base,
      members,
      before.map((l) => l.id),
    );
    const base = shop.base;
    const results: Round[] = [];

    for (let round = 1; round <= rounds; round++) {
      const acknowledgedBefore = ledger.acknowledged;
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
      const loadMs = 2000 + Math.random() * 2000;
      await sleep(loadMs);
      shop.child.kill('SIGKILL');
      const killedAt = performance.now();
      await exited(shop.child);
      const lockLeft = fs.existsSync(lockFile);
      await load.stop();

      shop = await shop.restart();
      const held = await favoritesViaApi(base, members);
      const verdict = ledger.verify(held);
      const drift = counterDriftViaApi(before, await normalLogos(base), held);
      const during = answers.filter((a) => a.endedAt <= killedAt + 1);
      results.push({
        round,
        loadSeconds: loadMs / 1000,
        requests: answers.length,
        ok: answers.filter((a) => a.status !== null && a.status < 300).length,
        cut: answers.filter((a) => a.status === null).length,
        serverError: during.filter((a) => a.status !== null && a.status >= 500).length,
        other: during.filter((a) => a.status !== null && a.status >= 300 && a.status < 500).length,
        acknowledged: ledger.acknowledged - acknowledgedBefore,
        lost: verdict.lost,
        inDoubt: verdict.inDoubt,
        drift,
        lockLeft,
        restartMs: shop.readyMs,
      });
      for (const e of verdict.examples) console.log(`  round ${round} lost: ${e}`);
      console.log(
        `Round ${round}: killed after ${seconds(loadMs)} s of load; restarted in ${shop.readyMs} ms`,
      );
    }

    await stop(shop.child);
    const final = await withDatabase(shop, undefined, (db) => verifyInDb(db, ledger));
    const errors = unexpectedErrors(fs.readFileSync(shop.logFile, 'utf8'));

    console.log(
      `\nPGlite killed (SIGKILL) under load, ${rounds} rounds: ${connections} connections, ${rate} req/s paced, favourite changes 3 in 4\n`,
    );
    printTable(
      [
        'round',
        'load s',
        'requests',
        '2xx',
        'cut by kill',
        '5xx',
        '4xx',
        'acked writes',
        'lost',
        'in doubt',
        'count≠rows',
        'lock left',
        'restart ms',
      ],
      results.map((r) => [
        r.round,
        r.loadSeconds.toFixed(1),
        r.requests,
        r.ok,
        r.cut,
        r.serverError,
        r.other,
        r.acknowledged,
        r.lost,
        r.inDoubt,
        r.drift,
        r.lockLeft ? 'yes' : 'no',
        r.restartMs,
      ]),
    );
    console.log(
      `\nAfter the last restart, in SQL over every logo: ${final.lost} lost, ${final.drift} logos whose favorites_count ≠ rows` +
        ` (${ledger.acknowledged} acknowledged writes in all).`,
    );
    for (const e of errors.slice(0, 5)) console.log(`  500 in the log: ${e}`);

    const sum = (f: (r: Round) => number) => results.reduce((n, r) => n + f(r), 0);
    promises.check(sum((r) => r.serverError) === 0, 'no 5xx before each kill');
    promises.check(sum((r) => r.other) === 0, 'no 4xx (a lost session would answer 401)');
    promises.check(
      results.every((r) => r.restartMs < LOCK_WAIT_MS),
      `every restart ready within ${LOCK_WAIT_MS} ms (the dead process's lock does not hold it up)`,
    );
    promises.check(sum((r) => r.lost) === 0 && final.lost === 0, '0 acknowledged writes lost, every round');
    promises.check(
      sum((r) => r.drift) === 0 && final.drift === 0,
      'favorites_count equals the rows after every restart (and over every logo at the end)',
    );
    promises.print();
  } finally {
    await shop.dispose();
  }
}

await main();
