import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

/**
 * The SQL statements one request sends, whatever code is in the tree: the shop is built in this
 * process (buildApp on the benchmark database), every pg query is recorded while the request runs
 * through app.inject, and each statement is then run again under EXPLAIN (ANALYZE, BUFFERS).
 */
export interface Statement {
  text: string;
  values: unknown[];
}

export interface Explained extends Statement {
  plan: string;
  /**
   * Median "Execution Time" of runs with TIMING OFF, in ms: per-row timing in the plan costs a
   * clock read per row and node, which on a virtual machine can double a large scan.
   */
  executionMs: number | null;
}

type QueryArgs = [unknown, unknown?, unknown?];

let recording: Statement[] | null = null;
const original = pg.Client.prototype.query as (...args: QueryArgs) => unknown;

function record(args: QueryArgs): void {
  if (!recording) return;
  const [first, second] = args;
  if (typeof first === 'string') recording.push({ text: first, values: Array.isArray(second) ? second : [] });
  else if (first && typeof first === 'object' && 'text' in first) {
    const q = first as { text: string; values?: unknown[] };
    recording.push({ text: q.text, values: q.values ?? (Array.isArray(second) ? second : []) });
  }
}

pg.Client.prototype.query = function query(this: pg.Client, ...args: QueryArgs) {
  record(args);
  return original.apply(this, args);
} as typeof pg.Client.prototype.query;

/** The shop built in this process on `databaseUrl`, with no background work. */
export async function inProcessShop(
  databaseUrl: string,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-explain-'));
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'never',
    LOG_LEVEL: 'silent',
    CATALOG_CACHE_TTL_MS: '0',
    KEEP_SWEEP_INTERVAL_MS: '0',
    ORDER_SWEEP_INTERVAL_MS: '0',
  });
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The statements `url` sends (a GET, with `headers`), after one call to warm it. */
export async function statementsOf(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<Statement[]> {
  const first = await app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200)
    throw new Error(`${url} answered ${first.statusCode}: ${first.body.slice(0, 300)}`);
  recording = [];
  try {
    await app.inject({ method: 'GET', url, headers });
    return recording;
  } finally {
    recording = null;
  }
}

/** Runs with TIMING OFF whose median execution time is reported (a busy machine varies a lot). */
const RUNS = 5;

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement, run twice: the second, warm, plan is kept; then
 * RUNS times with TIMING OFF for the median execution time.
 */
export async function explainAll(databaseUrl: string, statements: Statement[]): Promise<Explained[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const out: Explained[] = [];
    for (const s of statements) {
      const sql = `explain (analyze, buffers) ${s.text}`;
      await original.call(client, sql, s.values);
      const result = (await original.call(client, sql, s.values)) as { rows: { 'QUERY PLAN': string }[] };
      const plan = result.rows.map((r) => r['QUERY PLAN']).join('\n');
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const untimed = (await original.call(
          client,
          `explain (analyze, timing off) ${s.text}`,
          s.values,
        )) as {
          rows: { 'QUERY PLAN': string }[];
        };
        const time = /Execution Time: ([\d.]+) ms/.exec(
          untimed.rows.map((r) => r['QUERY PLAN']).join('\n'),
        )?.[1];
        if (time !== undefined) times.push(Number(time));
      }
      times.sort((a, b) => a - b);
      const time = times[Math.floor(times.length / 2)];
      out.push({ ...s, plan, executionMs: time ?? null });
    }
    return out;
  } finally {
    await client.end();
  }
}

/** One request's statements and plans as Markdown. */
export function explainMarkdown(title: string, explained: Explained[]): string {
  const total = explained.reduce((sum, e) => sum + (e.executionMs ?? 0), 0);
  return [
    `### ${title}`,
    '',
    `${explained.length} statements, ${total.toFixed(2)} ms of execution in all (warm, one at a time: the median of ${RUNS} runs with timing off; the plans below are with timing on).`,
    '',
    ...explained.flatMap((e, i) => [
      `#### ${i + 1}. ${e.executionMs === null ? '' : `${e.executionMs.toFixed(2)} ms`}`,
      '',
      '```sql',
      e.text.replace(/\s+/g, ' ').trim(),
      '```',
      e.values.length ? `parameters: \`${JSON.stringify(e.values)}\`` : '',
      '',
      '```',
      e.plan,
      '```',
      '',
    ]),
  ].join('\n');
}
