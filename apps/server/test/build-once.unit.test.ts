import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOnce } from './build-once.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-once-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('buildOnce', () => {
  it('builds once when several ask at the same time; the others wait until it is ready', async () => {
    const dir = tempDir();
    let builds = 0;
    let finish!: () => void;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const build = async () => {
      builds += 1;
      await held;
      fs.writeFileSync(path.join(dir, 'thing'), 'built');
    };
    const callers = Array.from({ length: 5 }, () => buildOnce(dir, 'thing', build));
    let settled = 0;
    for (const c of callers) void c.then(() => (settled += 1));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(settled).toBe(0);
    finish();
    await Promise.all(callers);
    expect(builds).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'thing'), 'utf8')).toBe('built');
    // Later callers find it ready and build nothing.
    await buildOnce(dir, 'thing', build);
    expect(builds).toBe(1);
  });

  it('fails the waiting callers at once when the build fails, with its error', async () => {
    const dir = tempDir();
    let fail!: (error: Error) => void;
    const failing = buildOnce(
      dir,
      'thing',
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    const waiting = buildOnce(dir, 'thing', async () => {
      throw new Error('the waiting caller must not build');
    });
    fail(new Error('disk full'));
    await expect(failing).rejects.toThrow('disk full');
    await expect(waiting).rejects.toThrow('thing failed in the process that built it: Error: disk full');
  });

  it('gives up after its wait when nobody finishes the build', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'thing.lock'));
    await expect(buildOnce(dir, 'thing', async () => {}, { waitMs: 150 })).rejects.toThrow(
      `thing was not built in ${dir} within 0.15 s by another process`,
    );
  });
});
