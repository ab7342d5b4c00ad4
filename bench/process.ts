import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
/** `npm start` without npm in between: the server runs in this very process (its pid is the shop's). */
export const shopCommand = (nodeArgs: string[] = []) => [
  process.execPath,
  ...nodeArgs,
  path.join(root, 'scripts/start.mjs'),
];

export interface Started {
  child: ChildProcess;
  /** Milliseconds from spawn until the probe URL answered 200. */
  readyMs: number;
}

/**
 * Spawns a process and waits until `probe` answers 200 (bounded by `timeoutMs`). Its output is
 * dropped (errors shown), or appended to the file `logFile` (both streams).
 */
export async function startAndWait(
  command: string[],
  env: Record<string, string>,
  probes: string[],
  timeoutMs = 120_000,
  logFile?: string,
): Promise<Started> {
  const started = Date.now();
  const log = logFile ? fs.openSync(logFile, 'a') : undefined;
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: log === undefined ? ['ignore', 'ignore', 'inherit'] : ['ignore', log, log],
  });
  if (log !== undefined) fs.closeSync(log);
  for (const probe of probes) {
    for (;;) {
      if (hasExited(child))
        throw new Error(`${command.join(' ')} exited with ${child.exitCode ?? child.signalCode}`);
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

/** Whether the process has ended (by itself, or by a signal such as SIGKILL). */
export const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (hasExited(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** performance.now() when the exit was seen. */
  at: number;
}

/** Resolves when the process ends; `timeoutMs` past, with null (it is still running). */
export function exited(child: ChildProcess, timeoutMs = Number.POSITIVE_INFINITY): Promise<Exit | null> {
  return new Promise((resolve) => {
    if (hasExited(child))
      return resolve({ code: child.exitCode, signal: child.signalCode, at: performance.now() });
    const timer = Number.isFinite(timeoutMs) ? setTimeout(() => resolve(null), timeoutMs) : undefined;
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, at: performance.now() });
    });
  });
}

/** A TCP port nobody listens on right now (for a child server, or a private database). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in bytes (VmRSS in /proc/<pid>/status), null when it is gone. */
export function residentBytes(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}
