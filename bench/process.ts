import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
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

/** `npm start`'s command words: its leading NAME=value settings, then `node`, options, the script. */
function npmStartWords(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return (pkg.scripts?.start ?? '').split(/\s+/).filter(Boolean);
}
const SETTING = /^([A-Z_][A-Z0-9_]*)=(\S*)$/;

/** The node options `npm start` runs the server with: those between `node` and the script. */
export function npmStartNodeArgs(): string[] {
  const words = npmStartWords().filter((w) => !SETTING.test(w));
  const script = words.indexOf('scripts/start.mjs');
  return words[0] === 'node' && script > 0 ? words.slice(1, script) : [];
}

/** The environment settings `npm start` puts before `node` (glibc's malloc thresholds, ADR 0118). */
export function npmStartEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const word of npmStartWords()) {
    const setting = SETTING.exec(word);
    if (!setting) break;
    env[setting[1]!] = setting[2]!;
  }
  return env;
}

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
    // As `npm start` runs the shop: its settings before `node`, then the caller's.
    env: { ...process.env, LOG_LEVEL: 'warn', ...npmStartEnv(), ...env },
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

/**
 * `command` run on one CPU core only (`taskset -c cpu`, from util-linux), so that a server and the
 * load generator do not take turns on the same core. Without a cpu the command is left as it is.
 */
export function pinnedTo(cpu: number | undefined, command: string[]): string[] {
  if (cpu === undefined) return command;
  requireTaskset();
  return ['taskset', '-c', String(cpu), ...command];
}

/** Pins this process, every thread it has and every one it will start, to one core. */
export function pinSelf(cpu: number): void {
  requireTaskset();
  execFileSync('taskset', ['-a', '-p', '-c', String(cpu), String(process.pid)], { stdio: 'ignore' });
}

function requireTaskset(): void {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
  } catch {
    throw new Error('taskset (util-linux) is needed to pin the server and the load to a core each');
  }
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far, null when it is gone. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * Waits until `pid` (all its threads) is idle: under `share` of a core for `windowMs`, twice in a
 * row. A shop does work of its own after it starts listening (the demo's zips, brand kits and
 * certificates queued at start, in worker threads); a row measured beside it measures both.
 * Answers the seconds waited; throws after `timeoutMs`.
 */
export async function settled(
  pid: number,
  { share = 0.05, windowMs = 1000, timeoutMs = 300_000 } = {},
): Promise<number> {
  const started = performance.now();
  let quiet = 0;
  let last = cpuSeconds(pid);
  while (quiet < 2) {
    if (performance.now() - started > timeoutMs) {
      throw new Error(`the server (pid ${pid}) was still busy after ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const now = cpuSeconds(pid);
    if (now === null || last === null) throw new Error(`the server (pid ${pid}) is gone`);
    quiet = now - last <= (share * windowMs) / 1000 ? quiet + 1 : 0;
    last = now;
  }
  return (performance.now() - started) / 1000;
}

/** Busy and total CPU seconds of the whole machine so far (every core, from /proc/stat). */
export function machineSeconds(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS };
}

/** Where the CPU went during a run, each in cores (1 = one core fully busy). */
export interface CpuUse {
  server: number | null;
  client: number;
  /** Everything else busy on the machine: the database, other people's processes. */
  others: number;
}

/**
 * Starts measuring the CPU of the server `pid`, of this process (the load generator) and of the
 * whole machine; the returned function ends the measurement.
 */
export function cpuMeter(pid: number | undefined): () => CpuUse {
  const started = performance.now();
  const server = pid === undefined ? null : cpuSeconds(pid);
  const client = process.cpuUsage();
  const machine = machineSeconds();
  return () => {
    const wall = (performance.now() - started) / 1000;
    const serverEnd = pid === undefined ? null : cpuSeconds(pid);
    const used = process.cpuUsage(client);
    const clientCores = (used.user + used.system) / 1e6 / wall;
    const serverCores = server === null || serverEnd === null ? null : (serverEnd - server) / wall;
    const now = machineSeconds();
    const machineCores = (now.busy - machine.busy) / wall;
    return {
      server: serverCores,
      client: clientCores,
      others: Math.max(0, machineCores - clientCores - (serverCores ?? 0)),
    };
  };
}
