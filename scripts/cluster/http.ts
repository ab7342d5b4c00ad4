import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The cluster as scripts/cluster.sh started it (it passes these when it runs the test). */
export const root = path.resolve(import.meta.dirname, '../..');
export const nginxUrl = process.env.CLUSTER_URL ?? 'http://127.0.0.1:8088';
export const ports = (process.env.CLUSTER_PORTS ?? '3541,3542,3543').split(',').map(Number);
export const runDir = process.env.CLUSTER_RUN ?? '/tmp/cluster/run';
export const databaseUrl =
  process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/logoya_cluster';
/** Instance n (1-based) directly, bypassing nginx: to pin a request to one instance. */
export const instanceUrl = (n: number) => `http://127.0.0.1:${ports[n - 1]}`;

/**
 * Which instances answered, from nginx's `X-Upstream` ($upstream_addr): "127.0.0.1:3542", or
 * "127.0.0.1:3542, 127.0.0.1:3541" when nginx moved on to a second one. 1-based; 0 unknown.
 */
export function upstreamsOf(header: string | string[] | null | undefined): number[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(/[,:]\s*/)
    .map((part) => ports.indexOf(Number(part)) + 1)
    .filter((n) => n > 0);
}

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** One JSON call; `base` is nginx unless a request must reach one instance. */
export async function call<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; base?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', locale: 'en', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${options.base ?? nginxUrl}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as T,
    headers: response.headers,
  };
}

// The captcha library is the server's dependency: solve challenges with the same one, as the widget does.
const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
const { solveChallenge } = serverRequire('altcha-lib') as {
  solveChallenge: (options: unknown) => Promise<unknown>;
};
const { deriveKey } = serverRequire('altcha-lib/algorithms/sha') as { deriveKey: unknown };

/** A solved captcha; the challenge comes from `base` (nginx: any instance). */
export async function captcha(base = nginxUrl): Promise<string> {
  const { body: challenge } = await call('GET', '/api/captcha/challenge', { base });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha could not be solved.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** POST /api/sign-in (the shop's, with a captcha), through `base`. */
export async function signIn(email: string, password: string, base = nginxUrl) {
  return call<{ data?: { access_token: string }; message?: string }>('POST', '/api/sign-in', {
    base,
    body: { email, password, captcha: await captcha(base) },
  });
}

export async function tokenOf(email: string, password: string): Promise<string> {
  const res = await signIn(email, password);
  if (res.status !== 200 || !res.body.data) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return res.body.data.access_token;
}

/** The pid scripts/cluster.sh wrote for instance n. */
export const pidOf = (n: number) => Number(fs.readFileSync(path.join(runDir, `instance-${n}.pid`), 'utf8'));

/** `scripts/cluster.sh start-instance n`: same settings as at `up`; resolves once it is ready. */
export function startInstance(n: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // A child process: the test's event loop (and the load it measures) keeps going meanwhile.
    const child = spawn('bash', [path.join(root, 'scripts/cluster.sh'), 'start-instance', String(n)], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`start-instance ${n} exited ${code}`)),
    );
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether a process still runs (signal 0). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
