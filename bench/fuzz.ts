// Contract fuzzing at volume: the generator of apps/server/src/platform/http/contract-fuzz.test.ts
// (requests from every call's zod contract, mixed with hostile values) against the shop built in
// this process on a fresh database, with a small demo catalogue and the seeded accounts. A check,
// not a speed target: it must end with 0 answers of 5xx (503/507 aside), 0 malformed errors and 0
// logged server errors. Run it with:
//
//   npm run bench:fuzz                          10,000 requests, random seed, PGlite in memory
//   npm run bench:fuzz -- --count 50000 --seed 42
//   FUZZ_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:fuzz
//
//   --count N / FUZZ_COUNT (default 10000)   requests to send
//   --seed S / FUZZ_SEED (default random)    fast-check seed, printed; the same seed sends the same requests
//   FUZZ_DATABASE_URL                        PostgreSQL admin URL: a fresh database is made and dropped
//
// A failing request is printed with its run number. Replay it (shrunk to the smallest failing
// request) in the test: FUZZ_SEED=<seed> FUZZ_RUNS=<run number> npx vitest run --project api \
//   apps/server/src/platform/http/contract-fuzz.test.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import pg from 'pg';
import { seedDemo } from '../apps/server/db/seed/seed.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/platform/db/db.ts';
import { FUZZ_APP_ENV, FUZZ_LOGOS } from '../apps/server/test/fuzz-calls.ts';
import { errorLog, type FuzzAnswer, fuzzProperty, prepareFuzz } from '../apps/server/test/fuzz-session.ts';

const { values } = parseArgs({
  options: { count: { type: 'string' }, seed: { type: 'string' } },
  allowPositionals: false,
});
const count = Number(values.count ?? process.env.FUZZ_COUNT ?? 10_000);
const seed = Number(values.seed ?? process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const adminUrl = process.env.FUZZ_DATABASE_URL;

async function database(dataDir: string): Promise<{ db: Database; label: string; drop(): Promise<void> }> {
  if (!adminUrl) {
    return {
      db: await openDatabase({ url: 'memory://', dataDir }),
      label: 'PGlite (memory)',
      drop: async () => {},
    };
  }
  const name = `logoya_fuzz_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    db: await openDatabase({ url: url.toString(), dataDir, poolMax: 10 }),
    label: `PostgreSQL (${name})`,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-fuzz-'));
  const { db, label, drop } = await database(dataDir);
  const logs = errorLog();
  const config = loadConfig({ ...FUZZ_APP_ENV, DATA_DIR: dataDir });
  const app = await buildApp(config, { database: db, logger: logs.logger });
  try {
    await seedDemo(db.db, app.storage, { logos: FUZZ_LOGOS, zips: false });
    await app.ready();
    const target = await prepareFuzz(app);
    console.log(`contract fuzz: ${count} requests, seed ${seed}, ${target.calls.length} calls, ${label}`);

    const byClass: Record<string, number> = {};
    const failures: { run: number; answer: FuzzAnswer }[] = [];
    let sent = 0;
    let deliberate = 0;
    const started = performance.now();
    const details = await fc.check(
      fuzzProperty(target, {
        failFast: false,
        logged: logs.lines,
        onAnswer(answer) {
          sent++;
          const key = `${Math.floor(answer.status / 100)}xx`;
          byClass[key] = (byClass[key] ?? 0) + 1;
          if (answer.status === 503 || answer.status === 507) deliberate++;
          if (answer.problem) failures.push({ run: sent, answer });
          if (sent % 1000 === 0) process.stdout.write(`  ${sent} sent\n`);
        },
      }),
      { seed, numRuns: count },
    );
    const seconds = (performance.now() - started) / 1000;

    const row = (label: string, value: string | number) => console.log(`${label.padEnd(26)}${value}`);
    console.log('');
    row('requests sent', sent);
    for (const key of Object.keys(byClass).sort()) row(`answers ${key}`, byClass[key]!);
    row('5xx (must be 0)', (byClass['5xx'] ?? 0) - deliberate);
    row('503/507 (deliberate)', deliberate);
    row('other problems', failures.filter((f) => f.answer.status < 500).length);
    row('server errors logged', logs.lines.length);
    row('seed', seed);
    row('requests/second', `${(sent / seconds).toFixed(0)} (${seconds.toFixed(1)} s)`);
    for (const { run, answer } of failures.slice(0, 20))
      console.log(`\nrun ${run}: ${answer.problem}\n  ${fc.stringify(answer.request).slice(0, 1_000)}`);
    if (failures.length > 0)
      console.log(
        `\nReplay: FUZZ_SEED=${seed} FUZZ_RUNS=<run> npx vitest run --project api apps/server/src/platform/http/contract-fuzz.test.ts`,
      );
    // Sending itself threw (not an answer): the run stopped there.
    if (details.failed) console.log(`\nThe run stopped early:\n${fc.defaultReportMessage(details)}`);
    if (details.failed || failures.length > 0 || logs.lines.length > 0) process.exitCode = 1;
  } finally {
    await app.close();
    await db.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
