import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverFile = path.resolve(import.meta.dirname, 'server.ts');

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    env: { ...process.env, LOG_LEVEL: 'info', SEED_DEMO: 'never', DATABASE_URL: 'memory://', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

describe('server process', () => {
  it('stops at start-up with one clear line naming a bad setting', async () => {
    const p = run({ PORT: 'abc' });
    expect(await p.exited).toBe(1);
    expect(p.err()).toContain('PORT: must be a whole number between 1 and 65535 (got "abc")');
    expect(p.err()).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-server-'));
    const port = String(40000 + Math.floor(Math.random() * 10000));
    const p = run({ PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 200; i++) {
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.out()).toContain('shutting down');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
