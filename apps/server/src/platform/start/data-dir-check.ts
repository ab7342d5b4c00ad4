import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Thrown at start when DATA_DIR cannot be written; its message is one line for the operator. */
export class DataDirNotWritableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirNotWritableError';
  }
}

const REFUSED = new Set(['EACCES', 'EPERM', 'EROFS']);

/** The files inside an embedded database that PGlite opens for writing first. */
const DATABASE_FILES = ['PG_VERSION', 'postmaster.opts', path.join('global', 'pg_control')];

function refusal(dataDir: string, target: string, error: unknown): DataDirNotWritableError | null {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (!REFUSED.has(code)) return null;
  const why = code === 'EROFS' ? 'the file system is read-only' : 'permission denied';
  return new DataDirNotWritableError(
    `DATA_DIR ${dataDir} cannot be written (${why}: ${code} on ${target}). Logoya keeps its embedded ` +
      'database, uploaded files and mail outbox there. Give the user running Logoya write access to ' +
      'that folder and everything in it, or set DATA_DIR to a writable folder.',
  );
}

function probe(dataDir: string, target: string, work: () => void): void {
  try {
    work();
  } catch (error) {
    throw refusal(dataDir, target, error) ?? error;
  }
}

/**
 * Checks, before anything opens them, that the folders Logoya writes under DATA_DIR can be
 * written: a probe file is created and removed in each, and an existing embedded database's own
 * files are opened for writing. Without this, a read-only copy of existing data fails deep inside
 * PGlite ("PGlite failed to initialize properly") or on the first upload.
 */
export function assertDataDirWritable(dataDir: string, options: { embeddedDatabase: boolean }): void {
  const folders = [dataDir, path.join(dataDir, 'files'), path.join(dataDir, 'mail')];
  if (options.embeddedDatabase) folders.push(path.join(dataDir, 'pglite'));
  for (const folder of folders) {
    probe(dataDir, folder, () => fs.mkdirSync(folder, { recursive: true }));
    const file = path.join(folder, `.write-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
    probe(dataDir, folder, () => {
      fs.writeFileSync(file, '');
      fs.unlinkSync(file);
    });
  }
  if (!options.embeddedDatabase) return;
  for (const name of DATABASE_FILES) {
    const file = path.join(dataDir, 'pglite', name);
    if (!fs.existsSync(file)) continue;
    probe(dataDir, file, () => fs.closeSync(fs.openSync(file, 'r+')));
  }
}
