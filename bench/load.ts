import http from 'node:http';
import { RawPool } from './raw-client.ts';

export interface LoadResult {
  requests: number;
  errors: number;
  /** Answers by status code, and requests without an answer by error code (ECONNRESET, …). */
  outcomes: Record<string, number>;
  rps: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface LoadRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
  /** This request's URL instead of the run's (loopback only). */
  url?: string;
  /** Anything the caller wants back in `onAnswer` (which write this was, for example). */
  tag?: unknown;
}

/** One request's outcome, for a caller that checks answers one by one (fault scripts). */
export interface LoadAnswer {
  worker: number;
  request: LoadRequest;
  /** performance.now() when the request was handed to the socket (`written`), and when it ended. */
  sentAt: number;
  /** The whole request reached the socket (false: refused or cut before that; sentAt is its start). */
  written: boolean;
  endedAt: number;
  /** The status, or null when no complete answer came (then `error` says why). */
  status: number | null;
  error?: string;
  headers: http.IncomingHttpHeaders;
  /** The answer's text, when `keepBodies` is set. */
  body?: string;
}

export interface LoadOptions {
  /** Called for every request once it ends, answered or not. */
  onAnswer?: (answer: LoadAnswer) => void;
  /** Stops the run early: no new request starts once it is aborted. */
  signal?: AbortSignal;
  /** An open-loop pace over all connections (requests per second) instead of back-to-back. */
  ratePerSecond?: number;
  /** A connection waits this long after a request without a 2xx (a client backing off). */
  pauseAfterFailureMs?: number;
  keepBodies?: boolean;
  /**
   * `node` (default): node:http with a keep-alive agent. `raw`: the lean client of raw-client.ts,
   * for runs where the client's own cost must stay small next to the server's (a baseline of
   * tens of thousands of requests a second).
   */
  client?: 'node' | 'raw';
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
 * accepted. `options` paces the run, stops it early and reports each answer (the fault scripts).
 */
export async function runLoad(
  url: string | readonly string[],
  connections: number,
  seconds: number,
  request: LoadPlan = {},
  options: LoadOptions = {},
): Promise<LoadResult> {
  const targets = (typeof url === 'string' ? [url] : url).map((u) => new URL(u));
  if (targets.length === 0) throw new Error('load needs at least one URL');
  if (targets.some((t) => !['127.0.0.1', 'localhost', '[::1]'].includes(t.hostname)))
    throw new Error('load only targets loopback');
  let turn = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const outcomes: Record<string, number> = {};
  const deadline = Date.now() + seconds * 1000;
  const {
    onAnswer,
    signal,
    ratePerSecond,
    pauseAfterFailureMs = 0,
    keepBodies = false,
    client = 'node',
  } = options;
  const raw = client === 'raw' ? new RawPool() : null;
  let paced = 0;
  const pacedStart = performance.now();

  const sent = Array.from({ length: connections }, () => 0);
  // A plan function answering null has nothing more for that connection: it stops early.
  const done = Array.from({ length: connections }, () => false);
  const one = (w: number) =>
    new Promise<boolean>((resolve) => {
      const plan = typeof request === 'function' ? request(w, sent[w]!++) : request;
      if (plan === null) {
        done[w] = true;
        resolve(true);
        return;
      }
      const target = plan.url ? loopback(plan.url) : targets[turn++ % targets.length]!;
      const start = process.hrtime.bigint();
      let sentAt = performance.now();
      let written = false;
      let settled = false;
      const body = plan.body === undefined ? undefined : JSON.stringify(plan.body);
      const headers = { ...plan.headers, ...(body ? { 'content-type': 'application/json' } : {}) };
      const finish = (
        status: number | null,
        answer: Omit<LoadAnswer, 'worker' | 'request' | 'status' | 'sentAt' | 'endedAt' | 'written'>,
      ) => {
        if (settled) return;
        settled = true;
        if (status === null || status < 200 || status > 299) errors++;
        const key = status === null ? (answer.error ?? 'error') : String(status);
        outcomes[key] = (outcomes[key] ?? 0) + 1;
        onAnswer?.({
          worker: w,
          request: plan,
          sentAt,
          written,
          endedAt: performance.now(),
          status,
          ...answer,
        });
        resolve(status !== null && status >= 200 && status <= 299);
      };
      if (raw) {
        raw
          .get(w, target)
          .request(target, plan.method ?? 'GET', headers, body, {
            wantBody: keepBodies,
            wantHeaders: onAnswer !== undefined,
            onWritten: () => {
              sentAt = performance.now();
              written = true;
            },
          })
          .then(
            (answer) => {
              latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
              finish(answer.status, {
                headers: answer.headers,
                ...(keepBodies ? { body: answer.body ?? '' } : {}),
              });
            },
            (error: NodeJS.ErrnoException) =>
              finish(null, { headers: {}, error: error.code ?? error.message }),
          );
        return;
      }
      const req = http.request(target, { agent, method: plan.method ?? 'GET', headers }, (res) => {
        const chunks: Buffer[] = [];
        if (keepBodies) res.on('data', (c: Buffer) => chunks.push(c));
        else res.resume();
        res.on('end', () => {
          if (settled) return;
          latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
          finish(res.statusCode ?? null, {
            headers: res.headers,
            ...(keepBodies ? { body: Buffer.concat(chunks).toString('utf8') } : {}),
          });
        });
        // An answer cut off half way is no answer.
        res.on('error', (error: NodeJS.ErrnoException) => {
          finish(null, { headers: res.headers, error: error.code ?? error.message });
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        finish(null, { headers: {}, error: error.code ?? error.message });
      });
      req.end(body, () => {
        sentAt = performance.now();
        written = true;
      });
    });

  const worker = async (w: number) => {
    while (Date.now() < deadline && !done[w] && !signal?.aborted) {
      if (ratePerSecond) {
        const due = pacedStart + (paced++ * 1000) / ratePerSecond;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (Date.now() >= deadline || signal?.aborted) break;
      }
      const ok = await one(w);
      if (!ok && pauseAfterFailureMs > 0) await new Promise((r) => setTimeout(r, pauseAfterFailureMs));
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  raw?.close();
  return loadResult(latencies, errors, outcomes, elapsed);
}

/** The figures of a run from its latencies (ms) and how long it took (s). */
export function loadResult(
  latencies: number[],
  errors: number,
  outcomes: Record<string, number>,
  elapsedSeconds: number,
): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    outcomes,
    rps: sorted.length / elapsedSeconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p975: percentile(sorted, 97.5),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}
