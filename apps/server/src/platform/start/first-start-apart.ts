import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config } from '../../config.ts';
import { assertDataDirWritable } from './data-dir-check.ts';

/**
 * The server's side of the first start's child process (ADR 0055, 0094). Loads nothing heavy, so
 * the server starts the child before it loads its own code, and both go on at once.
 */

/** A step of the child's work and its milliseconds, for the server's log. */
export type Steps = [string, number][];

/** What the child says, one JSON line each: its database is ready; its files are written. */
export type ChildReport =
  | { ok: true; phase: 'ready'; ms: number; logos?: number; steps: Steps }
  | { ok: true; phase: 'done'; ms: number; steps: Steps }
  | { ok: false; message: string };

/** The demo's files still being written by a child after the server listens. */
export interface BackgroundFiles {
  /** Resolves when they are all written; null when the child stopped first (the next start resumes). */
  done: Promise<{ ms: number; steps: Steps } | null>;
  /** Stops the child (the server is stopping); what is left is written by the next start. */
  stop(): void;
}

export interface FirstStart {
  ms: number;
  logos?: number;
  steps: Steps;
  /**
   * The images of the home page's first page, written by a second child beside the first: the
   * server listens once they are there. Its steps, or null when it failed (the rest is written
   * in the background anyway) or there is no demo.
   */
  firstImages: Promise<Steps | null>;
}

/** The job file the demo seed leaves while files remain (db/seed/demo-files.ts, DEMO_FILES_JOB). */
const JOB_FILE = 'demo-files.json';

/**
 * The first start on embedded PGlite (its folder holds no database yet) creates the database and
 * seeds the demo in a child process, which closes the folder before this process opens it.
 * Creating and seeding are heavy once (initdb in a second PGlite instance, the logo images); in the
 * server they left hundreds of MB resident for the life of the process, a child gives them back
 * (ADR 0055). Resolves when the database is closed and the first page's images are written; the
 * child goes on with the other files in the background (ADR 0094). Null when there was nothing
 * to do (a later start, PostgreSQL, `memory://`).
 */
export async function prepareFirstStartApart(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'SEED_DEMO'>,
): Promise<FirstStart | null> {
  if (config.DATABASE_URL !== '') return null;
  if (fs.existsSync(path.join(config.DATA_DIR, 'pglite', 'PG_VERSION'))) return null;
  // The same check buildApp makes, so a folder that cannot be written is refused in its words.
  assertDataDirWritable(config.DATA_DIR, { embeddedDatabase: true });
  // Names this demo's image folder: both children write under it (ADR 0094).
  const token = randomBytes(6).toString('hex');
  const child = startChild([`--token=${token}`]);
  // On embedded PGlite `auto` and `always` both seed the demo.
  const images = config.SEED_DEMO === 'never' ? null : startChild([`--first-images=${token}`]);
  // A stop asked for meanwhile (SIGTERM, Ctrl-C) stops the children too; the lock is released.
  const forward = (signal: NodeJS.Signals) => {
    child.kill(signal);
    images?.kill(signal);
  };
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  const firstImages = images
    ? follow(images, false).background.done.then((done) => done?.steps ?? null)
    : Promise.resolve(null);
  try {
    const report = await follow(child, true).ready;
    return { ms: report.ms, logos: report.logos, steps: report.steps, firstImages };
  } catch (error) {
    images?.kill('SIGTERM');
    throw error;
  } finally {
    process.off('SIGTERM', forward);
    process.off('SIGINT', forward);
  }
}

/**
 * A later start that finds the demo's files unfinished (the server stopped while they were being
 * written) finishes them in a child of their own; null when there is nothing left to write.
 */
export function resumeDemoFiles(config: Pick<Config, 'DATA_DIR'>): BackgroundFiles | null {
  if (!fs.existsSync(path.join(config.DATA_DIR, JOB_FILE))) return null;
  const child = startChild(['--demo-files']);
  const { ready, background } = follow(child, false);
  ready.catch(() => undefined);
  return background;
}

function startChild(args: string[]): ChildProcess {
  // stdin stays open while this process lives: the child stops when it closes (this one is gone).
  return spawn(process.execPath, [...firstStartChildArgs(), ...args], {
    env: process.env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}

/**
 * Reads the child's report lines: `ready` once its database work is done, `done` once its files
 * are. `startUp`: this start waits for it, and fails (or stops, on a signal) if it ends before.
 */
function follow(
  child: ChildProcess,
  startUp: boolean,
): {
  ready: Promise<{ ms: number; logos?: number; steps: Steps }>;
  background: BackgroundFiles;
} {
  let onReady!: (report: { ms: number; logos?: number; steps: Steps }) => void;
  let onFailed!: (error: Error) => void;
  let onDone!: (value: { ms: number; steps: Steps } | null) => void;
  const ready = new Promise<{ ms: number; logos?: number; steps: Steps }>((resolve, reject) => {
    onReady = resolve;
    onFailed = reject;
  });
  const done = new Promise<{ ms: number; steps: Steps } | null>((resolve) => {
    onDone = resolve;
  });
  let failure: string | undefined;
  let isReady = false;
  let pending = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const report = parseReport(line);
      if (!report) continue;
      if (!report.ok) failure = report.message;
      else if (report.phase === 'ready') {
        isReady = true;
        onReady(report);
      } else onDone({ ms: report.ms, steps: report.steps });
    }
  });
  child.once('error', (error) => onFailed(error));
  child.once('close', (code, signal) => {
    onDone(null);
    if (isReady || !startUp) return;
    // Stopped before it was ready: this start fails, in the child's words when it had any.
    if (signal) process.kill(process.pid, signal);
    onFailed(new Error(failure ?? `creating the embedded database failed (exit ${code})`));
  });
  return {
    ready,
    background: {
      done,
      stop: () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      },
    },
  };
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

function parseReport(line: string): ChildReport | null {
  try {
    return JSON.parse(line) as ChildReport;
  } catch {
    return null;
  }
}
