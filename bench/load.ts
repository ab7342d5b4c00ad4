import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface LoadRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  /** This request's URL instead of the run's (loopback only). */
  url?: string;
}

/**
 * One request for every call, or a function making each one: `worker` is the connection (0 to
 * connections - 1) and `sent` how many it sent before, so a run can vary the URL, body or token.
 */
export type LoadPlan = LoadRequest | ((worker: number, sent: number) => LoadRequest | null);

function loopback(url: string): URL {
  const target = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname))
    throw new Error('load only targets loopback');
  return target;
}

/**
 * A bounded closed-loop load: `connections` keep-alive clients each send the next request as soon
 * as the previous answer is read, for `seconds`. Given a list of URLs, the requests go through it
 * in turn (so a server cannot answer one cached query plan or result). Only loopback URLs are
 * accepted.
 */
export async function runLoad(
  url: string | readonly string[],
  connections: number,
  seconds: number,
  request: LoadPlan = {},
): Promise<LoadResult> {
  const targets = (typeof url === 'string' ? [url] : url).map((u) => new URL(u));
  if (targets.length === 0) throw new Error('load needs at least one URL');
  if (targets.some((t) => !['127.0.0.1', 'localhost', '[::1]'].includes(t.hostname)))
    throw new Error('load only targets loopback');
  let turn = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;

  const sent = Array.from({ length: connections }, () => 0);
  // A plan function answering null has nothing more for that connection: it stops early.
  const done = Array.from({ length: connections }, () => false);
  const one = (w: number) =>
    new Promise<void>((resolve) => {
      const plan = typeof request === 'function' ? request(w, sent[w]!++) : request;
      if (plan === null) {
        done[w] = true;
        resolve();
        return;
      }
      const target = plan.url ? loopback(plan.url) : targets[turn++ % targets.length]!;
      const start = process.hrtime.bigint();
      const body = plan.body === undefined ? undefined : JSON.stringify(plan.body);
      const headers = { ...plan.headers, ...(body ? { 'content-type': 'application/json' } : {}) };
      const req = http.request(target, { agent, method: plan.method ?? 'GET', headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (!res.statusCode || res.statusCode < 200 || res.statusCode > 299) errors++;
          latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });

  const worker = async (w: number) => {
    while (Date.now() < deadline && !done[w]) await one(w);
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
  };
}
