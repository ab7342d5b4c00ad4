// Compares the tests two `npm test` runs passed, from the JSON reports TEST_REPORTS_DIR kept:
//   TEST_REPORTS_DIR=/tmp/before npm test   (on the old commit)
//   TEST_REPORTS_DIR=/tmp/after npm test    (on the new one)
//   node scripts/test-names.mjs /tmp/before /tmp/after
// Prints, per stage (its parts read as one), how many tests passed in each run and every test that
// passed before but not after (lost coverage); exits 1 when there is any.
//
// A test file renamed to `.embedded.test.ts` keeps its tests' names. Such a file runs in the PGlite
// stage only (vitest.config.ts): it never reads TEST_DATABASE_URL. A test that passed in the
// PostgreSQL stage before, and now passes in an `.embedded` file of the PGlite stage, is listed as
// run once, not as lost.
import fs from 'node:fs';
import path from 'node:path';

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node scripts/test-names.mjs <reports before> <reports after>');
  process.exit(2);
}

/**
 * A test file's path from the checkout's root, whatever folder the run was in: two clean clones
 * (`.ci/run` in /tmp/ci-a and /tmp/ci-b) then name the same file alike.
 */
const fromRoot = (file) =>
  file.replace(/^.*?\/(?=(?:apps\/(?:server|web)|packages\/core|e2e|bench|faults|scripts)\/)/, '');

/**
 * "file > describe > test" of every passed test in a Vitest JSON report, paths from the repo and
 * `.embedded.test.ts` read as `.test.ts`; `embedded`: those of them from `.embedded` files.
 */
function passed(file) {
  const names = new Set();
  const embedded = new Set();
  if (!fs.existsSync(file)) return { names, embedded };
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const suite of json.testResults) {
    const raw = fromRoot(suite.name);
    const where = raw.replace(/\.embedded\.test\.ts$/, '.test.ts');
    for (const test of suite.assertionResults) {
      if (test.status !== 'passed') continue;
      names.add(`${where} > ${test.fullName}`);
      if (where !== raw) embedded.add(`${where} > ${test.fullName}`);
    }
  }
  return { names, embedded };
}

/** Names that pass in `.embedded` files of the PGlite stage after: run there once. */
const onceAfter = passed(path.join(after, 'api-pglite.json')).embedded;

/** The stage a report belongs to: a stage run in parts (scripts/test.mjs) is read as one. */
const stageOf = (report) => report.replace(/-part-\d+\.json$/, '.json');

/** A stage's passed names, over its parts (`e2e-chromium.json`, `e2e-chromium-part-2.json`). */
function passedInStage(dir, stage) {
  const parts = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => stageOf(f) === stage) : [];
  return new Set(parts.flatMap((f) => [...passed(path.join(dir, f)).names]));
}

let lost = 0;
const stages = new Set(
  [...fs.readdirSync(before), ...fs.readdirSync(after)].filter((f) => f.endsWith('.json')).map(stageOf),
);
for (const stage of [...stages].sort()) {
  const a = passedInStage(before, stage);
  const b = passedInStage(after, stage);
  const missing = [...a].filter((name) => !b.has(name));
  const runOnce = (name) => stage === 'api-postgresql.json' && onceAfter.has(name);
  const gone = missing.filter((name) => !runOnce(name));
  const once = missing.length - gone.length;
  const added = [...b].filter((name) => !a.has(name)).length;
  console.log(
    `${stage.replace(/\.json$/, '')}: ${a.size} passed before, ${b.size} after, ${added} new, ${gone.length} no longer passing` +
      (once ? `, ${once} now run once in the PGlite stage (.embedded.test.ts)` : ''),
  );
  for (const name of gone) console.log(`  - ${name}`);
  lost += gone.length;
}
process.exit(lost ? 1 : 0);
