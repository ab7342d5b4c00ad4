import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';
import { openDatabase, rows } from './db.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  const pid = Number(child.stdout.toString());
  expect(() => process.kill(pid, 0)).toThrow();
  return pid;
}

describe('one process per embedded data folder', () => {
  it('refuses a second database on the same DATA_DIR with a clear message, and the first keeps working', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ url: '', dataDir });
    await first.migrate();
    const lockFile = path.join(dataDir, 'pglite.lock');
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);

    const started = Date.now();
    const second = openDatabase({ url: '', dataDir, lockWaitMs: 300 });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      /data folder .* is in use by .*two servers on one embedded database/,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);

    await first.db.execute(sql`insert into alphabets (name, sort) values ('Q', 1)`);
    expect(await rows(first.db, sql`select name from alphabets`)).toEqual([{ name: 'Q' }]);
    await first.close();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('lets a waiting process in as soon as the holder closes (a rolling restart)', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ url: '', dataDir });
    await first.migrate();
    const waiting = openDatabase({ url: '', dataDir, lockWaitMs: 20_000 });
    let opened = false;
    void waiting.then(() => {
      opened = true;
    });
    await new Promise((r) => setTimeout(r, 400));
    expect(opened).toBe(false);
    await first.close();
    const second = await waiting;
    expect(await rows(second.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    await second.close();
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'pglite.lock');
    const stale = { pid: deadPid(), host: os.hostname(), startedAt: '2020-01-01T00:00:00.000Z', token: 'x' };
    fs.writeFileSync(file, JSON.stringify(stale));
    const lock = await acquireDataDirLock(file, { waitMs: 0 });
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(file)).toBe(false);

    // A torn (empty) file from a crash during creation counts as stale once it is not brand new.
    fs.writeFileSync(file, '');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    (await acquireDataDirLock(file, { waitMs: 0 })).release();
  });

  it('keeps a live holder: a lock held by a running process is not taken over', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'pglite.lock');
    // The parent of this test process (vitest) is alive.
    fs.writeFileSync(
      file,
      JSON.stringify({ pid: process.ppid, host: os.hostname(), startedAt: 'now', token: 'y' }),
    );
    await expect(acquireDataDirLock(file, { waitMs: 200 })).rejects.toThrow(
      new RegExp(`in use by process ${process.ppid}, started now`),
    );
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).token).toBe('y');
  });

  it('takes no lock for in-memory PGlite', async () => {
    const dataDir = tempDir();
    const a = await openDatabase({ url: 'memory://', dataDir, lockWaitMs: 0 });
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    await a.close();
  });
});
