import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const serverEntry = path.resolve(import.meta.dirname, '../../server.ts');
const tsx = path.resolve(import.meta.dirname, '../../../../../node_modules/.bin/tsx');
const asRoot = process.getuid?.() === 0;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    spawnSync('chmod', ['-R', 'u+w', dir]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** A DATA_DIR holding an existing embedded database's files, then made read-only for everyone. */
function readOnlyDataDir(options: { onlyDatabase: boolean }): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-ro-'));
  dirs.push(dataDir);
  for (const folder of ['files', 'mail', 'pglite/global'])
    fs.mkdirSync(path.join(dataDir, folder), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'pglite/PG_VERSION'), '17\n');
  fs.writeFileSync(path.join(dataDir, 'pglite/global/pg_control'), Buffer.alloc(64));
  // Writable for everyone (so also for `nobody` below), then the part under test read-only.
  spawnSync('chmod', ['-R', 'a+rwX', dataDir]);
  const target = options.onlyDatabase ? path.join(dataDir, 'pglite') : dataDir;
  spawnSync('chmod', ['-R', 'a-w', target]);
  return dataDir;
}

/**
 * Starts the real server on that folder. Root may write anywhere, so as root the server runs as
 * `nobody`, for whom the permissions hold; as any other user it runs as that user.
 */
function start(dataDir: string) {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: os.tmpdir(),
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: '39999',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
  };
  const command = asRoot ? 'runuser' : tsx;
  const args = asRoot
    ? ['-u', 'nobody', '--', 'env', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), tsx, serverEntry]
    : [serverEntry];
  return spawnSync(command, args, { env, encoding: 'utf8', timeout: 60_000 });
}

describe('start-up on data that cannot be written', () => {
  it('a read-only DATA_DIR with existing data stops the start with one clear line, naming the folder', () => {
    const dataDir = readOnlyDataDir({ onlyDatabase: false });
    const result = start(dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Logoya failed to start: DATA_DIR ${dataDir} cannot be written`);
    expect(result.stderr).toMatch(/permission denied: EACCES/);
    expect(result.stderr).toContain('or set DATA_DIR to a writable folder');
    expect(result.stderr).not.toMatch(/PGlite|\n\s+at /);
  });

  it('a writable DATA_DIR whose database folder is read-only is refused the same way', () => {
    const dataDir = readOnlyDataDir({ onlyDatabase: true });
    const result = start(dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `cannot be written (permission denied: EACCES on ${path.join(dataDir, 'pglite')})`,
    );
    expect(result.stderr).not.toMatch(/PGlite|\n\s+at /);
  });
});
