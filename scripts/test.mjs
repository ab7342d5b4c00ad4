// `npm test`: every test level, then a table of the stages with their times and counts.
//   1. unit (packages/core rules, pure server helpers)
//   2. API integration through app.inject on PGlite
//   3. the same API tests on PostgreSQL when TEST_DATABASE_URL is set (fresh databases per run)
//   4. end-to-end in Chromium (skipped with a notice when Chromium is missing, unless CI=true)
//
// The stages run in two lanes side by side, so both cores work (docs/testing.md): one lane runs
// unit, then the API stages; the other builds the web app if it is stale and runs most of e2e.
// The rest of e2e (E2E_PART=2, vitest.config.ts) is a stage either lane takes when it is free
// first, on a server and a Chromium of its own (ADR 0124). Each stage writes to a log of its own,
// printed whole when the stage ends, so the output never interleaves.
// `npm test -- <vitest args>` passes the arguments to every stage (for example a file filter).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-test-'));
const extra = process.argv.slice(2);
const pgUrl = process.env.TEST_DATABASE_URL;

/** @typedef {{ name: string, project: string, env: Record<string, string>, web?: boolean }} Stage */
/** @type {Stage[][]} Each lane's own stages, in order. */
const lanes = [
  [
    { name: 'unit', project: 'unit', env: {} },
    { name: 'api (PGlite)', project: 'api', env: { TEST_DATABASE_URL: '' } },
    ...(pgUrl ? [{ name: 'api (PostgreSQL)', project: 'api', env: { TEST_DATABASE_URL: pgUrl } }] : []),
  ],
  [{ name: 'e2e (Chromium)', project: 'e2e', env: { E2E_PART: '1' }, web: true }],
];
/** @type {Stage[]} Stages the first lane to be free takes, in order. */
const shared = [{ name: 'e2e (Chromium, part 2)', project: 'e2e', env: { E2E_PART: '2' }, web: true }];

/** @type {Promise<{ ok: boolean, output: string }> | undefined} */
let webBuild;
/** Builds the web app when it is stale, once for the run, for the stages that serve it (`web`). */
function buildWebOnce() {
  webBuild ??= new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['scripts/build-web.mjs', '--if-stale'], { cwd: root });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
  return webBuild;
}

/** @type {{ name: string, seconds: number, passed: number, failed: number, skipped: number, ok: boolean }[]} */
const results = [];

async function runStage(stage, index) {
  const log = path.join(out, `${index}.log`);
  const report = path.join(out, `${index}.json`);
  const started = Date.now();
  console.log(`[test] ${stage.name}: started`);
  if (stage.web) {
    const built = await buildWebOnce();
    fs.writeFileSync(log, built.output);
    if (!built.ok) return finish(stage, started, log, report, false);
  }
  const args = [
    'vitest',
    'run',
    '--project',
    stage.project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    // A filter (`npm test -- cart`) names files of some stages only: the others run none and pass.
    ...(extra.length > 0 ? ['--passWithNoTests'] : []),
    ...extra,
  ];
  return new Promise((resolve) => {
    const file = fs.openSync(log, 'a');
    const child = spawn('npx', args, {
      cwd: root,
      stdio: ['ignore', file, file],
      env: {
        ...process.env,
        ...stage.env,
        // The e2e stages start on copies of one seeded data folder (e2e/seeded-folder.ts).
        ...(stage.web ? { E2E_SEED_DIR: path.join(out, 'e2e-seed') } : {}),
        FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
      },
    });
    child.on('close', (code) => {
      fs.closeSync(file);
      resolve(finish(stage, started, log, report, code === 0));
    });
  });
}

function finish(stage, started, log, report, ok) {
  const seconds = (Date.now() - started) / 1000;
  console.log(`\n=== ${stage.name} (${seconds.toFixed(0)} s) ===`);
  process.stdout.write(fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '');
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    counts.passed = json.numPassedTests;
    counts.failed = json.numFailedTests;
    counts.skipped = json.numPendingTests + json.numTodoTests;
  }
  results.push({ name: stage.name, seconds, ...counts, ok: ok && counts.failed === 0 });
}

const started = Date.now();
const flat = [...lanes.flat(), ...shared];
const queue = [...shared];
await Promise.all(
  lanes.map(async (lane) => {
    for (const stage of lane) await runStage(stage, flat.indexOf(stage));
    for (let stage = queue.shift(); stage; stage = queue.shift()) await runStage(stage, flat.indexOf(stage));
  }),
);
// TEST_REPORTS_DIR keeps each stage's JSON report (<stage>.json), for example to compare the test
// names two runs passed (node scripts/test-names.mjs before/ after/).
const keep = process.env.TEST_REPORTS_DIR;
if (keep) {
  fs.mkdirSync(keep, { recursive: true });
  for (const [i, stage] of flat.entries()) {
    const report = path.join(out, `${i}.json`);
    const name = stage.name
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/-$/, '')
      .toLowerCase();
    if (fs.existsSync(report)) fs.copyFileSync(report, path.join(keep, `${name}.json`));
  }
}
fs.rmSync(out, { recursive: true, force: true });

const order = flat.map((s) => s.name);
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
// A filter that matched no test in any stage is a mistake to say, not a green run.
const none = total.passed + total.failed + total.skipped === 0;
const rows = [
  ['stage', 'time', 'passed', 'failed', 'skipped', 'result'],
  ...results.map((r) => [
    r.name,
    `${r.seconds.toFixed(0)} s`,
    String(r.passed),
    String(r.failed),
    String(r.skipped),
    r.ok ? 'ok' : 'FAILED',
  ]),
  [
    'all (wall clock)',
    `${((Date.now() - started) / 1000).toFixed(0)} s`,
    String(total.passed),
    String(total.failed),
    String(total.skipped),
    results.every((r) => r.ok) && !none ? 'ok' : 'FAILED',
  ],
];
const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
console.log('');
for (const [i, row] of rows.entries()) {
  console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
  if (i === 0 || i === rows.length - 2) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (none) console.log(`no test matched ${extra.join(' ') || '(no filter)'}`);
process.exit(results.every((r) => r.ok) && !none ? 0 : 1);
