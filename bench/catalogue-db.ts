import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from './process.ts';

/**
 * A PostgreSQL database seeded with a large demo catalogue for a benchmark: made fresh (and
 * dropped at the end), or a named one reused as it is (kept; made and seeded first when it does
 * not exist yet, so a team can share one seeded database between runs). One helper for every
 * bench that needs "100,000 logos on PostgreSQL".
 */
export interface CatalogueDb {
  name: string;
  url: string;
  dataDir: string;
  /** Seconds the seed took, when this run seeded. */
  seedSeconds: number | null;
  /** Whether the database stays after the run (a reused or kept one). */
  kept: boolean;
  /** Logos in the catalogue (a reused database may hold another number than asked for). */
  logos: number;
  dispose(): Promise<void>;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function seed(url: string, dataDir: string, logos: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'db:seed', '--', '--logos', String(logos)], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`db:seed exited with ${code}`))));
  });
}

/**
 * The catalogue benches' database (bench:catalog, its profile, bench:text-plans):
 * BENCH_CATALOG_LOGOS (100,000), BENCH_DATABASE_URL, BENCH_CATALOG_DATABASE (reused and kept, with
 * its files in <BENCH_DATA_ROOT>/<name>-files),
 * BENCH_DATA_ROOT.
 */
export function catalogBenchDb(env: NodeJS.ProcessEnv = process.env): Promise<CatalogueDb> {
  return catalogueDb({
    logos: Number(env.BENCH_CATALOG_LOGOS ?? 100_000),
    prefix: 'logoya_bench_catalog',
    adminUrl: env.BENCH_DATABASE_URL,
    reuse: env.BENCH_CATALOG_DATABASE || undefined,
    dataRoot: env.BENCH_DATA_ROOT,
  });
}

export async function catalogueDb(options: {
  logos: number;
  prefix: string;
  adminUrl?: string;
  /** A database to use as it is and keep; made and seeded first when it does not exist. */
  reuse?: string;
  /** Where the server's DATA_DIR is made (default: the system's temporary folder). */
  dataRoot?: string;
}): Promise<CatalogueDb> {
  const adminUrl = options.adminUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (options.reuse !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.reuse)) {
    throw new Error(
      `A database to reuse needs a plain lower-case name, got ${JSON.stringify(options.reuse)}`,
    );
  }
  const name = options.reuse ?? `${options.prefix}_${Date.now().toString(36)}`;
  const url = databaseUrl(adminUrl, name);
  const dataRoot = options.dataRoot ?? os.tmpdir();
  fs.mkdirSync(dataRoot, { recursive: true });
  // A kept database keeps its files too (the demo's images and lettering marks live in DATA_DIR):
  // a fresh folder beside a kept database made every mark a missing file.
  const dataDir = options.reuse
    ? path.join(dataRoot, `${options.reuse}-files`)
    : fs.mkdtempSync(path.join(dataRoot, `${options.prefix}-`));
  let seedSeconds: number | null = null;
  let exists = options.reuse
    ? (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1
    : false;
  if (exists && !fs.existsSync(dataDir)) {
    console.log(`Database ${name} has no files at ${dataDir}: seeding it again.`);
    await admin.query(`drop database ${name} with (force)`);
    exists = false;
  }
  if (!exists) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (options.reuse) console.log(`Database ${name} does not exist yet: making and seeding it (kept).`);
    await admin.query(`create database ${name}`);
    const started = Date.now();
    try {
      await seed(url, dataDir, options.logos);
    } catch (error) {
      // A half-seeded database must not be taken for a seeded one by the next run.
      await admin.query(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
    seedSeconds = (Date.now() - started) / 1000;
  }
  // A bulk load leaves no planner statistics until autovacuum passes; a live shop has them.
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query('vacuum analyze');
  const counted = await db.query<{ n: number }>('select count(*)::int as n from logos');
  await db.end();
  return {
    name,
    url,
    dataDir,
    seedSeconds,
    kept: options.reuse !== undefined,
    logos: counted.rows[0]?.n ?? 0,
    async dispose() {
      if (!options.reuse) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      if (!options.reuse) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
