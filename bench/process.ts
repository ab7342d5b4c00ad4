import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export interface Started {
  child: ChildProcess;
  /** Milliseconds from spawn until the probe URL answered 200. */
  readyMs: number;
}

/** Spawns a process and waits until `probe` answers 200 (bounded by `timeoutMs`). */
export async function startAndWait(
  command: string[],
  env: Record<string, string>,
  probes: string[],
  timeoutMs = 120_000,
): Promise<Started> {
  const started = Date.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const probe of probes) {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
      if (Date.now() - started > timeoutMs) throw new Error(`${probe} not ready after ${timeoutMs} ms`);
      const ok = await fetch(probe).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return { child, readyMs: Date.now() - started };
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
