// `npm test`: every test level in turn, then one closing line with the totals.
//   1. unit (packages/core rules, pure server helpers)
//   2. API integration through app.inject on PGlite
//   3. the same API tests on PostgreSQL when TEST_DATABASE_URL is set (a fresh database per run)
//   4. end-to-end in Chromium (skipped with a notice when Chromium is missing, unless CI=true)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-test-'));
const extra = process.argv.slice(2);

const stages = [
  { name: 'unit', project: 'unit', env: {} },
  { name: 'api (PGlite)', project: 'api', env: { TEST_DATABASE_URL: '' } },
];
if (process.env.TEST_DATABASE_URL) {
  stages.push({
    name: 'api (PostgreSQL)',
    project: 'api',
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  });
}
stages.push({
  name: 'e2e (Chromium)',
  project: 'e2e',
  env: {},
  before: ['scripts/build-web.mjs', '--if-stale'],
});

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStages = 0;
for (const [index, stage] of stages.entries()) {
  console.log(`\n=== ${stage.name} ===`);
  if (stage.before) {
    const built = spawnSync(process.execPath, stage.before, { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) {
      failedStages++;
      continue;
    }
  }
  const report = path.join(out, `${index}.json`);
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      stage.project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...extra,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...stage.env } },
  );
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  }
  if (result.status !== 0) failedStages++;
}
fs.rmSync(out, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStages > 0 || totals.failed > 0 ? 1 : 0);
