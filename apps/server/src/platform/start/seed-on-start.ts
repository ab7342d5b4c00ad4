import os from 'node:os';
import { seedReferenceData } from '../../../db/reference/index.ts';
import { type Config, loadConfig } from '../../config.ts';
import { type Database, migrationsFolder, openDatabase } from '../db/db.ts';
import { unpackMigratedImage, writeMigratedImage } from '../db/pglite-image.ts';
import type { Storage } from '../storage/storage.ts';
import { storageFromConfig } from '../storage/storage-config.ts';
import type { ChildReport, Steps } from './first-start-apart.ts';

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
  onStep?: (step: string, ms: number) => void,
): Promise<void> {
  if (!wantsDemo(config, database)) return;
  const { seedDemo } = await import('../../../db/seed/seed.ts');
  const result = await seedDemo(database.db, storage, { onStep });
  if (result.seeded) log.info({ logos: result.logos }, 'demo catalogue seeded');
}

/** A report line to the parent (first-start-apart.ts reads them). */
function report(line: ChildReport): void {
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

/**
 * The CPU this process used (user and system, all its threads): beside the wall times, it tells a
 * first start slowed by a busy machine from one that has more to do.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return Math.round((user + system) / 1000);
}

/** Times steps: each mark records the milliseconds since the one before. */
function stepTimer() {
  const steps: Steps = [];
  let last = performance.now();
  return {
    steps,
    mark(step: string) {
      const now = performance.now();
      steps.push([step, Math.round(now - last)]);
      last = now;
    },
    add(step: string, ms: number) {
      steps.push([step, ms]);
      last = performance.now();
    },
  };
}

/**
 * The children's side (first-start-child.ts), one of three by its arguments (ADR 0094):
 * - `--token=T`: what buildApp would do on an empty folder up to the seed — create the database
 *   (from the migrated image when there is one), migrate, reference data, the demo's rows as
 *   SEED_DEMO asks, their files under token T left to a job file — then close the folder;
 * - `--first-images=T`: meanwhile, the images of the home page's first page under token T;
 * - `--demo-files`: after the server listens, at a lower priority, the rest of the job's files.
 * Each reports in JSON lines and exits; it also stops when its standard input closes (the server
 * is gone): what is left is written by the next start.
 */
export async function firstStartChild(args: readonly string[]): Promise<void> {
  process.stdin.on('close', () => process.exit(0)).resume();
  const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  // Before any thread is made (sharp's, libuv's): they take this process's priority.
  if (args.includes('--demo-files')) os.setPriority(10);
  const started = Date.now();
  const timer = stepTimer();
  try {
    const config = loadConfig();
    const storage = await storageFromConfig(config);
    try {
      const token = arg('token');
      if (token) {
        const logos = await prepareDatabase(config, storage, token, timer);
        timer.add('child cpu time', cpuMs());
        report({ ok: true, phase: 'ready', ms: Date.now() - started, logos, steps: timer.steps });
      } else {
        const files = await import('../../../db/seed/demo-files.ts');
        const firstImages = arg('first-images');
        if (firstImages) {
          const order = files.demoImageOrder(files.DEMO_LOGOS).slice(0, files.FIRST_PAGE);
          await files.writeDemoImages(storage, firstImages, order);
          timer.mark(`images of the first page (${order.length} logos)`);
        } else {
          const job = files.readDemoFilesJob(config.DATA_DIR);
          if (job) await files.finishDemoFiles(config.DATA_DIR, storage, job, timer.add);
        }
        timer.add('child cpu time', cpuMs());
        report({ ok: true, phase: 'done', ms: Date.now() - started, steps: timer.steps });
      }
    } finally {
      await storage.close?.();
    }
  } catch (error) {
    report({ ok: false, message: error instanceof Error ? error.message : String(error) });
    process.exitCode = 1;
  }
  process.exit();
}

async function prepareDatabase(
  config: Config,
  storage: Storage,
  token: string,
  timer: ReturnType<typeof stepTimer>,
): Promise<number | undefined> {
  const seed = wantsDemo(config, { kind: 'pglite' }) ? await import('../../../db/seed/seed.ts') : null;
  // scrypt runs on libuv's threads: the hashes are made while this thread sets up the database.
  const passwordHashes = seed?.demoPasswordHashes();
  passwordHashes?.catch(() => undefined);
  timer.mark('load the seed');
  const image = unpackMigratedImage(migrationsFolder, config.DATA_DIR);
  if (image) timer.mark('unpack the migrated image');
  const database = await openDatabase({
    url: '',
    dataDir: config.DATA_DIR,
    lockWaitMs: config.DATA_DIR_LOCK_WAIT_MS,
  });
  timer.mark(image ? 'open the database' : 'create the database (initdb)');
  let logos: number | undefined;
  try {
    await database.migrate();
    timer.mark('migrations');
    // No image yet (a build that made none, new migrations): the next new folder starts from this.
    if (!image && database.dump) {
      await writeMigratedImage(migrationsFolder, await database.dump());
      timer.mark('keep the migrated image');
    }
    await seedReferenceData(database.db);
    timer.mark('reference data');
    if (seed) {
      const result = await seed.seedDemo(database.db, storage, {
        passwordHashes,
        onStep: (step, ms) => timer.add(`seed: ${step}`, ms),
        // The files come from the other children: the first page's now, the rest after listen.
        deferFiles: { token, dataDir: config.DATA_DIR },
      });
      if (result.seeded) logos = result.logos;
    }
  } finally {
    await database.close();
  }
  timer.mark('close the database');
  return logos;
}
