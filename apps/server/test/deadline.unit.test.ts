import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The fuzz run's event-loop watch (deadline.ts), in a process of its own. */
const script = path.resolve(import.meta.dirname, 'fixtures/blocked-loop.ts');
const run = (mode: 'request' | 'idle') =>
  spawnSync(process.execPath, ['--import', 'tsx', script, mode], { encoding: 'utf8', timeout: 30_000 });

/** Each case starts a TypeScript process of its own: seconds on a loaded machine, not the 5 s default. */
const CHILD_MS = 40_000;

describe('watchEventLoop', () => {
  it(
    'ends the process and names the request when a request blocks the event loop',
    () => {
      const result = run('request');
      expect(result.signal).toBe('SIGKILL');
      expect(result.stderr).toMatch(/The event loop has been blocked for \d+ ms, during: GET \/api\/slow/);
      expect(result.stdout).not.toContain('survived');
    },
    CHILD_MS,
  );

  it(
    'leaves the process alone when the loop is blocked between requests',
    () => {
      const result = run('idle');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('survived idle');
    },
    CHILD_MS,
  );
});
