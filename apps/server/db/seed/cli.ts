import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { openDatabase, rows } from '../../src/platform/db/db.ts';
import type { Storage } from '../../src/platform/storage/storage.ts';
import { storageFromConfig } from '../../src/platform/storage/storage-config.ts';
import { seedReferenceData } from '../reference/index.ts';
import { seedDemo } from './seed.ts';
import { seedBenchmark } from './seed-benchmark.ts';

/**
 * `npm run db:seed [-- --logos N]`: migrates the configured database and seeds it.
 * - Empty catalogue: the demo (accounts and up to 250 logos with images); above 250, benchmark
 *   logos make up the rest, so the catalogue ends with N logos.
 * - Logos already there: with --logos, N more benchmark logos; without, nothing.
 */
const DEMO_SIZE = 250;
const MAX_LOGOS = 5_000_000;
const USAGE = 'usage: npm run db:seed [-- --logos N]  (N a whole number from 1 to 5000000)';

function parseArgs(argv: string[]): { logos: number; explicit: boolean } {
  let logos: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const match = /^--logos(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`Unknown argument ${JSON.stringify(arg)}. ${USAGE}`);
    if (logos !== undefined) throw new UsageError(`--logos is given twice. ${USAGE}`);
    const value = match[1] ?? argv[++i];
    if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_LOGOS) {
      throw new UsageError(
        `--logos needs a whole number from 1 to ${MAX_LOGOS}, got ${JSON.stringify(value ?? '')}.`,
      );
    }
    logos = Number(value);
  }
  return { logos: logos ?? DEMO_SIZE, explicit: logos !== undefined };
}

class UsageError extends Error {}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

/** The database URL without its password, for the log. */
function describe(url: string, dataDir: string): string {
  if (url === '') return `embedded PGlite in ${path.join(dataDir, 'pglite')}`;
  if (url === 'memory://') return 'in-memory PGlite (nothing is kept)';
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return `PostgreSQL ${parsed.toString()}`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const started = performance.now();
  console.log(`Database: ${describe(config.DATABASE_URL, config.DATA_DIR)}`);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
  });
  let storage: Storage | undefined;
  try {
    let t = performance.now();
    await database.migrate();
    await seedReferenceData(database.db);
    console.log(`Migrations and reference data: ${seconds(t)}`);

    storage = await storageFromConfig(config);
    const [before] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from logos`);
    let benchmark = args.logos;
    if (Number(before?.n ?? 0) === 0) {
      t = performance.now();
      const demo = Math.min(args.logos, DEMO_SIZE);
      const result = await seedDemo(database.db, storage, {
        logos: demo,
        onStep: (step, ms) => console.log(`  ${step}: ${(ms / 1000).toFixed(2)} s`),
      });
      console.log(
        `Demo catalogue: ${result.seeded ? `${demo} logos and the demo accounts` : 'skipped'} in ${seconds(t)}`,
      );
      benchmark = args.logos - demo;
    } else if (!args.explicit) {
      console.log(
        `The catalogue already has ${before?.n} logos; nothing to do (--logos N adds N benchmark logos).`,
      );
      benchmark = 0;
    }
    if (benchmark > 0) {
      t = performance.now();
      let shown = 0;
      await seedBenchmark(database.db, storage, {
        logos: benchmark,
        onProgress: (done, total) => {
          if (done === total || done - shown >= 20_000) {
            shown = done;
            console.log(`  ${done} / ${total} benchmark logos (${seconds(t)})`);
          }
        },
      });
      console.log(`Benchmark logos: ${benchmark} in ${seconds(t)}`);
      t = performance.now();
      // Gathers planner statistics and sets the visibility map now (index-only scans of the search
      // postings depend on it), so the first searches do not wait for autovacuum.
      await database.db.execute(sql`vacuum analyze`);
      console.log(`Vacuum and statistics: ${seconds(t)}`);
    }
    const [after] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from logos`);
    console.log(`The catalogue has ${after?.n} logos. Done in ${seconds(started)}.`);
  } finally {
    await storage?.close?.();
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
