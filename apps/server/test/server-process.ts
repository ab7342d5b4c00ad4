import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';

/** A server started as its own process, with what it printed so far. */
export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  out(): string;
  err(): string;
  /** stdout then stderr: for an assertion's message. */
  log(): string;
}

const running = new Set<ServerProcess>();
/** The process groups the test started, alive or not: a group outlives its leader while a child lives. */
const groups = new Set<number>();
const folders = new Set<string>();
let cleanUpPending = false;

/**
 * Whatever a test left running or on disk goes when it ends, failed or not, so a failure in one
 * test cannot leave a server holding a port or a data folder for the next. Registered for the
 * test that starts a process or makes a folder: the API stage runs files without isolation, so a
 * hook at this module's top level would be registered for the first file that imports it only.
 * Each server leads a process group of its own: the kill reaches the child a first start builds
 * its database in (ADR 0094), and the folders go once every process is gone, so none writes one
 * back.
 */
function cleanUpWhenTestEnds(): void {
  if (cleanUpPending) return;
  onTestFinished(async () => {
    cleanUpPending = false;
    const left = [...running];
    running.clear();
    for (const group of groups) {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // The whole group has already ended.
      }
    }
    groups.clear();
    await Promise.all(left.map((p) => p.exited));
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
    folders.clear();
  });
  // Only once registered: outside a test, onTestFinished throws and nothing is pending.
  cleanUpPending = true;
}

/** Starts `node <args>` with `env` on top of this process's, stdout and stderr captured. */
export function startProcess(args: string[], env: Record<string, string>, cwd?: string): ServerProcess {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
    ...(cwd ? { cwd } : {}),
  });
  cleanUpWhenTestEnds();
  if (child.pid) groups.add(child.pid);
  child.stdin.end();
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const p: ServerProcess = {
    child,
    exited: new Promise((resolve) =>
      child.on('exit', (code) => {
        running.delete(p);
        resolve(code);
      }),
    ),
    out: () => stdout,
    err: () => stderr,
    log: () => `${stdout}${stderr}`,
  };
  running.add(p);
  return p;
}

/** A fresh data folder, removed when the test ends. */
export function tempDataDir(prefix = 'logoya-server-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanUpWhenTestEnds();
  folders.add(dir);
  return dir;
}

/**
 * A port for a test server (and the next one, which some tests use too): below the kernel's
 * ephemeral range (32768–60999 here), which every outgoing connection and every `listen(0)` of the
 * e2e lane running beside the API tests draws from, so only another test's pick can collide.
 */
export const randomPort = () => 20000 + 2 * Math.floor(Math.random() * 5000);

/**
 * Polls `path` (default /readyz) until it answers 200; the error carries the server's log so far
 * when it never does, or when the server exits first. The deadline is 50 s: a first start on a new
 * embedded folder makes its database in a child (ADR 0094), which took up to 30 s while both lanes
 * of `npm test` kept the two cores busy; the callers' tests allow 60 s.
 */
export async function waitReady(
  base: string,
  server: ServerProcess,
  { timeoutMs = 50_000, path: probe = '/readyz' }: { timeoutMs?: number; path?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.child.exitCode === null && server.child.signalCode === null) {
    const ok = await fetch(`${base}${probe}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  const why =
    server.child.exitCode === null && server.child.signalCode === null
      ? `did not become ready in ${timeoutMs} ms`
      : `exited (${server.child.exitCode ?? server.child.signalCode}) before it was ready`;
  throw new Error(`${base} ${why}; its log:\n${server.log()}`);
}
