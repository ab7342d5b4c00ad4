import fs from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { startWorker, withoutLoaders } from './worker-thread.ts';

// A module beside the worker, as kit-runner.ts is beside kit-worker.ts.
const caller = new URL('../../../test/fixtures/workers/caller.ts', import.meta.url).href;
const started: Worker[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((worker) => worker.terminate()));
});

async function ask(worker: Worker, text: string) {
  started.push(worker);
  const reply = new Promise<{ text: string; execArgv: string[]; locales: string[] }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  worker.postMessage(text);
  return reply;
}

describe('startWorker from the TypeScript sources (ADR 0121)', () => {
  it('runs the module compiled, with its sibling modules and the workspace package', async () => {
    const reply = await ask(await startWorker(caller, 'echo-worker'), 'hello');
    expect(reply.text).toBe('echo: hello');
    expect(reply.locales).toEqual(['en', 'ja', 'vi']);
  });

  it('compiles a module once per process: later threads start the same JavaScript', async () => {
    await ask(await startWorker(caller, 'echo-worker'), 'first');
    const root = path.resolve(import.meta.dirname, '../../../dist/source-workers');
    const mine = fs.readdirSync(root).filter((name) => name.startsWith(`${process.pid}-`));
    expect(mine).toHaveLength(1);
    const file = path.join(root, mine[0] as string, 'echo-worker', 'echo-worker.js');
    const before = fs.statSync(file).mtimeMs;
    expect((await ask(await startWorker(caller, 'echo-worker'), 'second')).text).toBe('echo: second');
    expect(fs.statSync(file).mtimeMs).toBe(before);
  });

  it('starts the thread without the process module loaders, keeping its other flags', async () => {
    // As `npm run dev` runs (node --import tsx): a thread inherits the process's flags by default.
    const flags = process.execArgv.length;
    process.execArgv.push('--import', 'tsx', '--enable-source-maps');
    try {
      const reply = await ask(await startWorker(caller, 'echo-worker'), 'flags');
      expect(reply.text).toBe('echo: flags');
      expect(reply.execArgv).toContain('--enable-source-maps');
      expect(reply.execArgv).not.toContain('--import');
      expect(reply.execArgv).not.toContain('tsx');
    } finally {
      process.execArgv.splice(flags);
    }
  });
});

describe('withoutLoaders', () => {
  it('drops --import, --loader and --require with their values, in both spellings', () => {
    expect(
      withoutLoaders([
        '--enable-source-maps',
        '--import',
        'tsx',
        '--loader=ts-node/esm',
        '-r',
        'dotenv/config',
        '--max-old-space-size=512',
        '--require=./x.cjs',
        '--experimental-loader',
        './l.mjs',
      ]),
    ).toEqual(['--enable-source-maps', '--max-old-space-size=512']);
  });

  it('keeps flags that only start like a loader flag', () => {
    expect(withoutLoaders(['--import-meta-resolve', '--inspect'])).toEqual([
      '--import-meta-resolve',
      '--inspect',
    ]);
  });
});
