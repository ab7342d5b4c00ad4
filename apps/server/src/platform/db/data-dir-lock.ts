import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processAlive } from '../work/process-alive.ts';

/**
 * One process per embedded database folder. PGlite has no shared-memory locking of its own, so
 * two servers on one DATA_DIR would each keep their own copy of the pages and overwrite each
 * other's writes. The lock is a file created with O_EXCL that names its holder; a holder that
 * died (kill -9, crash) leaves a file whose process is gone, and the next process takes it over.
 */

/** Thrown when another live process holds the folder; its message is one line for the operator. */
export class DataDirLockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
  token: string;
}

/** A lock on another host cannot be checked by pid; its holder touches it, and silence means gone. */
const HEARTBEAT_MS = 5_000;
const FOREIGN_STALE_MS = 30_000;
/** A file this young may still be being written by its creator. */
const FRESH_MS = 2_000;

/** Lock files this process holds, so that a second open in the same process is refused too. */
const heldHere = new Set<string>();

function readLock(file: string): { info: LockInfo | null; text: string; mtimeMs: number } | null {
  try {
    const text = fs.readFileSync(file, 'utf8');
    const mtimeMs = fs.statSync(file).mtimeMs;
    try {
      const info = JSON.parse(text) as LockInfo;
      return { info: typeof info.pid === 'number' ? info : null, text, mtimeMs };
    } catch {
      return { info: null, text, mtimeMs };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function isStale(file: string, info: LockInfo | null, mtimeMs: number): boolean {
  const age = Date.now() - mtimeMs;
  if (!info) return age > FRESH_MS;
  if (info.host !== os.hostname()) return age > FOREIGN_STALE_MS;
  // A container restarted on the same volume often gets the same pid back: that lock is its own
  // previous life's, unless this process really holds it.
  if (info.pid === process.pid) return !heldHere.has(file);
  return !processAlive(info.pid);
}

/** Removes a stale lock, unless someone replaced it meanwhile (then puts theirs back). */
function takeOver(file: string, staleText: string): void {
  const aside = `${file}.${process.pid}.${randomUUID()}.stale`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = fs.readFileSync(aside, 'utf8');
  if (moved !== staleText) {
    try {
      fs.linkSync(aside, file);
    } catch {
      // Someone else created a lock in the meantime; theirs stands.
    }
  }
  fs.rmSync(aside, { force: true });
}

function tryCreate(file: string, info: LockInfo): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, JSON.stringify(info));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

function describeHolder(info: LockInfo | null): string {
  if (!info) return 'another process';
  const where = info.host === os.hostname() ? '' : ` on ${info.host}`;
  return `process ${info.pid}${where}, started ${info.startedAt}`;
}

/**
 * Takes the lock file, waiting up to `waitMs` for a live holder to let go (a rolling restart:
 * the old process closes while the new one waits). Throws DataDirLockedError after that.
 */
export async function acquireDataDirLock(
  file: string,
  options: { waitMs: number; pollMs?: number },
): Promise<DataDirLock> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const info: LockInfo = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  const deadline = Date.now() + options.waitMs;
  let holder: LockInfo | null = null;
  for (;;) {
    const ours = heldHere.has(file);
    if (!ours) {
      if (tryCreate(file, info)) break;
      const existing = readLock(file);
      if (!existing) continue;
      holder = existing.info;
      if (isStale(file, existing.info, existing.mtimeMs)) {
        takeOver(file, existing.text);
        continue;
      }
    }
    if (Date.now() >= deadline) {
      throw new DataDirLockedError(
        `The data folder ${path.dirname(file)} is in use by ${ours ? 'this process' : describeHolder(holder)}: two servers on one embedded database would lose data. Stop the other server or set another DATA_DIR (waited ${options.waitMs} ms, DATA_DIR_LOCK_WAIT_MS; if no such process runs, delete ${file}).`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 100));
  }
  heldHere.add(file);
  const mine = JSON.stringify(info);
  const heartbeat = setInterval(() => {
    const now = new Date();
    fs.utimes(file, now, now, () => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    heldHere.delete(file);
    try {
      if (fs.readFileSync(file, 'utf8') === mine) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  // A process that exits without closing the database still leaves the folder free.
  process.on('exit', release);
  return { file, release };
}
