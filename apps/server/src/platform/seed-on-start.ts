import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { seedReferenceData } from '../../db/reference/index.ts';
import { type Config, loadConfig } from '../config.ts';
import { assertDataDirWritable } from './data-dir-check.ts';
import { type Database, openDatabase } from './db.ts';
import type { Storage } from './storage.ts';
import { storageFromConfig } from './storage-config.ts';

/** Whether this start should fill an empty catalogue with the demo (SEED_DEMO). */
function wantsDemo(config: Pick<Config, 'SEED_DEMO'>, database: Pick<Database, 'kind'>): boolean {
  return config.SEED_DEMO === 'always' || (config.SEED_DEMO === 'auto' && database.kind === 'pglite');
}

/**
 * Seeds the demo catalogue into an empty database when the configuration asks for it. The seed
 * (demo words, the logo image generator) is imported only then, so a server that does not want
 * the demo never loads db/seed (ADR 0021).
 */
export async function seedOnStart(
  database: Database,
  storage: Storage,
  config: Pick<Config, 'SEED_DEMO'>,
  log: { info(obj: { logos?: number }, msg: string): void },
): Promise<void> {
  if (!wantsDemo(config, database)) return;
  const { seedDemo } = await import('../../db/seed/seed.ts');
  const result = await seedDemo(database.db, storage);
  if (result.seeded) log.info({ logos: result.logos }, 'demo catalogue seeded');
}

/** What the child tells its parent, as the last line of its standard output. */
type ChildReport = { ok: true; ms: number; logos?: number } | { ok: false; message: string };

/**
 * The first start on embedded PGlite (its folder holds no database yet) creates the database and
 * seeds the demo in a child process, which exits before this process opens the folder. Both are
 * heavy once: initdb runs in a second PGlite instance (about 850 MB at its peak), and the seed
 * renders 250 logo image pairs. In the server they left 470 MB (creation alone) to 640 MB (with the
 * seed) resident for the life of the process, as V8 and glibc keep what they once used; a child
 * gives all of it back when it exits (ADR 0055). Later starts, PostgreSQL and `memory://` skip it.
 * Resolves with what the child did, for the server's log; null when there was nothing to do.
 */
export async function prepareFirstStartApart(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<{ ms: number; logos?: number } | null> {
  if (config.DATABASE_URL !== '') return null;
  if (fs.existsSync(path.join(config.DATA_DIR, 'pglite', 'PG_VERSION'))) return null;
  // The same check buildApp makes, so a folder that cannot be written is refused in its words.
  assertDataDirWritable(config.DATA_DIR, { embeddedDatabase: true });
  const child = spawn(process.execPath, firstStartChildArgs(), {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A stop asked for meanwhile (SIGTERM, Ctrl-C) stops the child too; the lock is released by it.
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  try {
    const [exitCode, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(
      (resolve, reject) => {
        child.once('error', reject);
        child.once('close', (c, s) => resolve([c, s]));
      },
    );
    if (signal) process.kill(process.pid, signal);
    const report = parseReport(out);
    if (report?.ok && exitCode === 0) return { ms: report.ms, logos: report.logos };
    throw new Error(
      report && !report.ok ? report.message : `creating the embedded database failed (exit ${exitCode})`,
    );
  } finally {
    process.off('SIGTERM', forward);
    process.off('SIGINT', forward);
  }
}

/**
 * Node's arguments for the child: the compiled server (`npm start`, ADR 0067) runs the compiled
 * child beside it with no loader; the TypeScript sources (tests, `npm run dev`) run it through tsx.
 */
function firstStartChildArgs(): string[] {
  if (!import.meta.url.endsWith('.ts'))
    return [fileURLToPath(new URL('./first-start-child.js', import.meta.url))];
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', tsx, fileURLToPath(new URL('./first-start-child.ts', import.meta.url))];
}

function parseReport(out: string): ChildReport | null {
  try {
    return JSON.parse(out.trim().split('\n').at(-1) ?? '') as ChildReport;
  } catch {
    return null;
  }
}

/**
 * The child's side: what buildApp would do on an empty folder up to the seed (create the
 * database, migrate, reference data, the demo as SEED_DEMO asks), then close the folder. Logs are
 * left to the parent; the report is one JSON line.
 */
export async function firstStartChild(): Promise<void> {
  const started = Date.now();
  let report: ChildReport;
  try {
    const config = loadConfig();
    const database = await openDatabase({
      url: '',
      dataDir: config.DATA_DIR,
      lockWaitMs: config.DATA_DIR_LOCK_WAIT_MS,
    });
    let logos: number | undefined;
    try {
      await database.migrate();
      await seedReferenceData(database.db);
      const storage = await storageFromConfig(config);
      try {
        await seedOnStart(database, storage, config, { info: (obj) => (logos = obj.logos) });
      } finally {
        await storage.close?.();
      }
    } finally {
      await database.close();
    }
    report = { ok: true, ms: Date.now() - started, logos };
  } catch (error) {
    report = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  process.stdout.write(`${JSON.stringify(report)}\n`);
  process.exitCode = report.ok ? 0 : 1;
}
