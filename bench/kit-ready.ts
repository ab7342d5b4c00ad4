// Payment → brand kit ready, through the shop's HTTP API (issue 26: "the kit is built in the
// background with progress shown, and is ready within 10 s of payment for one logo on this
// machine"; ADR 0106). A measurement, not a test. Run it with:
//
//   npm run bench:kit-ready [-- --n 5 --db postgres|pglite]
//
// Setup: the real shop as `npm start` runs it (the compiled server, the node options of the start
// script) in a child process, KIT_BUILD_WORKERS=1, LOG_LEVEL=info (its log names each kit's build
// time; the file is kept in the system's temporary folder and its path printed), on either
//   --db postgres (default): a fresh PostgreSQL database made and seeded with the demo catalogue by
//                 bench/catalogue-db.ts (`npm run db:seed -- --logos 250`), dropped at the end
//                 (BENCH_DATABASE_URL: the admin URL, default postgres://postgres@127.0.0.1:5432/postgres);
//   --db pglite:  the embedded PGlite in a new temporary DATA_DIR, seeded by the shop's first start.
// Before measuring it waits for the start's background work: the demo's files (PGlite's first
// start writes them after it listens) and the kits the start queues for the demo's paid orders, so
// no run's kit waits behind them in the one-kit queue.
//
// Each run, one after another, as the demo member (signed in through POST /api/login): a public
// demo logo whose lettering layout takes the run's names (GET /api/logo/{id}/preview?format=json
// says has_layout and fits) goes into the cart with main and sub names (en, ja, vi in turn, the
// `locale` of every call, so the order and its brand guide are in that language), then
// GET /api/checkout/summary, POST /api/create-pay-intent, the test card 4242 4242 4242 4242 on
// POST /api/test-gateway/payment-intents/{id}/confirm, and POST /api/order. From the order's answer
// GET /api/order/{id}/kits is polled every 50 ms until the kit is ready (a failed kit, or none ready
// 60 s after payment, stops the bench with an error). Bearer sessions need no CSRF header (ADR 0026).
//
// "Payment" is the moment the card is confirmed: the test gateway tells the shop before its
// confirm answers (as Stripe's webhook would), so the order is paid and its kit queued inside that
// call; POST /api/order then finds the order made. Each run prints the confirm's and the order's
// answer times, payment → ready, the kit build's own time from the shop's log (claim → stored and
// marked ready: the layout drawn, the worker thread, the zip stored) and the progress values seen.
//
// Baselines, in the same run, before each journey with the shop idle: the in-process build of one
// kit as bench:kit does it (bench/kit-build.ts: a layout with a mark, every file, the guide, the
// zip, on this thread), and the same kit in a new thread of the compiled server's kit worker, as
// the shop's runner starts one for every kit. The summary splits the median wait into the build
// itself, the worker thread's start, the rest of the shop's build (the layout drawn on its main
// thread, the zip stored, the database) and what lies before and after the build (the payment
// settled and the kit claimed; the polling). A pause of 1 s after each step lets a run's
// after-work (the certificate's new version listing the kit) finish before the next.
// The target line: met when every run is ready within 10,000 ms of payment.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MEMBER_PASSWORD, signIn } from '../faults/shop.ts';
import { catalogueDb } from './catalogue-db.ts';
import { type KitBuild, kitBench, median } from './kit-build.ts';
import { type Journey, journey, kitLogLines, logosFor, NAMES, settle } from './kit-journey.ts';
import {
  freePort,
  npmStartNodeArgs,
  root,
  type Started,
  shopCommand,
  startAndWait,
  stop,
} from './process.ts';

const { values } = parseArgs({ options: { n: { type: 'string' }, db: { type: 'string' } } });
const N = Math.max(1, Number(values.n ?? 5));
const DB = values.db ?? 'postgres';
if (DB !== 'postgres' && DB !== 'pglite') throw new Error(`--db is postgres or pglite, got ${DB}`);

const TARGET_MS = 10_000;
const PAUSE_MS = 1_000;
const DEMO_MEMBER = 'member@logoya.test';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () => `${os.loadavg()[0]!.toFixed(2)} / ${os.loadavg()[1]!.toFixed(2)}`;
const whole = (ms: number) => Math.round(ms).toLocaleString('en-US');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/**
 * The compiled server's kit worker, which the shop just started runs for every kit
 * (apps/server/dist/current.json names the build `npm start` runs; scripts/build-server.mjs).
 */
function compiledKitWorker(): string {
  const current = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/dist/current.json'), 'utf8')) as {
    dir: string;
  };
  const file = path.join(root, 'apps/server/dist', current.dir, 'kit-worker.js');
  if (!fs.existsSync(file)) throw new Error(`no compiled kit worker at ${file}`);
  return file;
}

/** The shop's database and DATA_DIR for this run, and how to remove them. */
interface ShopPlace {
  describe: string;
  env: Record<string, string>;
  dataDir: string;
  dispose(): Promise<void>;
}

async function shopPlace(): Promise<ShopPlace> {
  if (DB === 'postgres') {
    const db = await catalogueDb({
      logos: 250,
      prefix: 'logoya_bench_kit',
      adminUrl: process.env.BENCH_DATABASE_URL,
    });
    return {
      describe: `PostgreSQL database ${db.name} (new; the demo seeded by npm run db:seed in ${db.seedSeconds?.toFixed(1)} s; dropped at the end)`,
      env: { DATABASE_URL: db.url, DATA_DIR: db.dataDir, SEED_DEMO: 'never' },
      dataDir: db.dataDir,
      dispose: () => db.dispose(),
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-bench-kit-ready-'));
  return {
    describe: `embedded PGlite in ${dataDir} (new; the demo seeded by the first start; deleted at the end)`,
    env: { DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO: 'auto' },
    dataDir,
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function main() {
  const loadBefore = load();
  console.log(
    `bench:kit-ready: ${N} runs, ${os.cpus().length} cores, load average (1 / 5 min) ${loadBefore} before the setup`,
  );
  const place = await shopPlace();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(os.tmpdir(), `logoya-bench-kit-ready-${Date.now().toString(36)}.log`);
  let shop: Started | undefined;
  try {
    shop = await startAndWait(
      shopCommand(npmStartNodeArgs()),
      { PORT: String(port), HOST: '127.0.0.1', KIT_BUILD_WORKERS: '1', LOG_LEVEL: 'info', ...place.env },
      [`${base}/readyz`],
      240_000,
      logFile,
    );
    console.log(`shop: ${place.describe}; ready in ${whole(shop.readyMs)} ms; log ${logFile}`);
    const token = await signIn(base, DEMO_MEMBER, MEMBER_PASSWORD);
    console.log(`settled: ${await settle(base, token, place.dataDir)}`);
    const logos = await logosFor(base, N);
    const baseline = await kitBench();
    const workerFile = compiledKitWorker();
    const journeys: Journey[] = [];
    const builds: KitBuild[] = [];
    const workerBuilds: KitBuild[] = [];
    const shopBuilds: number[] = [];
    const loadRuns = load();
    console.log(`load average before the runs: ${loadRuns}\n`);
    for (let i = 0; i < N; i++) {
      // The baselines first, each with the shop idle: the build on this thread, then in a new
      // thread of the compiled kit worker.
      builds.push(await baseline.build(i));
      await sleep(PAUSE_MS);
      workerBuilds.push(await baseline.buildInWorker(i, workerFile));
      await sleep(PAUSE_MS);
      const before = kitLogLines(logFile).length;
      const run = await journey(base, token, logos[i]!, NAMES[i % NAMES.length]!);
      journeys.push(run);
      // The log line is written just after the kit is marked ready.
      let lines = kitLogLines(logFile);
      for (let wait = 0; lines.length <= before && wait < 40; wait++) {
        await sleep(50);
        lines = kitLogLines(logFile);
      }
      const shopBuild = lines.length > before ? lines.at(-1)!.ms : Number.NaN;
      shopBuilds.push(shopBuild);
      console.log(
        `run ${i + 1} (${run.lang}, logo ${run.logo}, ${run.mark ? 'with a mark' : 'no mark'}, ${run.files} files, ` +
          `${mb(run.bytes)}): order answer ${whole(run.orderMs)} ms, payment → ready ${whole(run.readyMs)} ms ` +
          `(confirm ${whole(run.confirmMs)} ms, ready ${whole(run.afterOrderMs)} ms after the order's answer, ${run.polls} polls); ` +
          `the shop's build ${whole(shopBuild)} ms; baseline ${whole(builds[i]!.ms)} ms in process, ` +
          `${whole(workerBuilds[i]!.ms)} ms in a new worker; load ${load()}`,
      );
      console.log(`  progress seen: ${run.seen.join(' → ')}`);
      await sleep(PAUSE_MS);
    }
    const loadAfter = load();
    const ready = journeys.map((j) => j.readyMs);
    const inProcess = builds.map((b) => b.ms);
    const inWorker = workerBuilds.map((b) => b.ms);
    const rows: [string, number[]][] = [
      ['payment → ready', ready],
      ['  confirm (the order paid, its kit queued)', journeys.map((j) => j.confirmMs)],
      ['  order answer (POST /api/order)', journeys.map((j) => j.orderMs)],
      ["  the order's answer → ready (polled)", journeys.map((j) => j.afterOrderMs)],
      ["the shop's build (its log: claim → ready)", shopBuilds],
      ["payment → ready minus the shop's build", journeys.map((j, i) => j.readyMs - shopBuilds[i]!)],
      ['baseline: in-process build (bench:kit)', inProcess],
      ['baseline: the same in a new kit worker', inWorker],
    ];
    const width = Math.max(...rows.map(([name]) => name.length));
    console.log(`\n${'ms'.padEnd(width)}   median      min      max`);
    for (const [name, figures] of rows) {
      const cells = [median(figures), Math.min(...figures), Math.max(...figures)].map((v) =>
        whole(v).padStart(8),
      );
      console.log(`${name.padEnd(width)} ${cells.join(' ')}`);
    }
    const wait = median(ready);
    const part = (ms: number) => `${whole(ms)} ms (${((ms / wait) * 100).toFixed(0)} %)`;
    console.log(
      `\nthe median wait of ${whole(wait)} ms, by the medians: the build itself ${part(median(inProcess))}` +
        ` (the baseline kit: ${builds[0]!.files} files, ${mb(builds[0]!.bytes)}); a new worker thread's start ` +
        `${part(median(inWorker) - median(inProcess))}; the rest of the shop's build ${part(median(shopBuilds) - median(inWorker))}` +
        ` (the layout drawn and the mark's ink on the server's main thread, the zip stored, the database, the shop's ` +
        `other work, and the demo logo's kit against the baseline's); before and after the build ${part(wait - median(shopBuilds))}` +
        ' (the payment settled and the kit claimed; the 50 ms polling)',
    );
    const within = ready.filter((ms) => ms <= TARGET_MS).length;
    console.log(
      `ready ≤ ${whole(TARGET_MS)} ms after payment: ${within === N ? 'met' : 'not met'} (${within} of ${N} runs within; median ${whole(wait)} ms, max ${whole(Math.max(...ready))} ms)`,
    );
    console.log(
      `load average (1 / 5 min): ${loadBefore} before the setup, ${loadRuns} before the runs, ${loadAfter} after (${os.cpus().length} cores; other work on the machine counts)`,
    );
  } finally {
    if (shop) await stop(shop.child);
    await place.dispose();
  }
}

await main();
