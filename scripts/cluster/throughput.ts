import { type LoadResult, runLoad } from '../../bench/load.ts';
import { measureBaseline } from '../../bench/table.ts';
import type { ClusterDb } from './cluster.repository.ts';
import { instanceUrl, nginxUrl, ports, sleep, upstreamsOf } from './http.ts';
import { check, printTable, section, spreadText } from './report.ts';

const QUERIES = [
  'cafe',
  'さくら',
  'cà phê',
  'flower',
  'studio',
  'sa',
  '花',
  'コーヒー',
  'yoga',
  'hoa',
  'sushi',
];

export interface CallUrls {
  name: string;
  /** Paths (with query), requested in turn. */
  paths: string[];
}

/** The three read calls of the issue: a list page of 100, a free-text search, one logo. */
export function readCalls(logoIds: number[], pages: number): CallUrls[] {
  return [
    {
      name: 'list /api/all-logo?per_page=100',
      paths: Array.from({ length: Math.max(1, pages) }, (_, i) => `/api/all-logo?per_page=100&page=${i + 1}`),
    },
    {
      name: 'search /api/search/logo?u_keyword=…',
      paths: QUERIES.map((q) => `/api/search/logo?u_keyword=${encodeURIComponent(q)}`),
    },
    { name: 'detail /api/logo/{id}', paths: logoIds.map((id) => `/api/logo/${id}`) },
  ];
}

interface Measured {
  result: LoadResult;
  spread: number[];
  /** Answers nginx got only from a second instance. */
  retried: number;
  /** Database transactions (statements, for reads) per answer: what the visitor caches left. */
  perAnswer: number;
}

export async function measure(
  db: ClusterDb,
  base: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<Measured> {
  const before = await db.transactions();
  const spread = ports.map(() => 0);
  let retried = 0;
  const result = await runLoad(
    paths.map((p) => `${base}${p}`),
    connections,
    seconds,
    {},
    {
      onAnswer: (answer) => {
        const ups = upstreamsOf(answer.headers['x-upstream']);
        const last = ups.at(-1);
        if (last) spread[last - 1]!++;
        if (ups.length > 1) retried++;
      },
    },
  );
  await sleep(1500); // backends publish their counts when idle, at most a second late
  const perAnswer = (await db.transactions()) - before - 2;
  return { result, spread, retried, perAnswer: perAnswer / Math.max(1, result.requests) };
}

const fmt = (n: number) => n.toFixed(1);
const row = (name: string, m: Measured, hello: number) => [
  name,
  m.result.rps.toFixed(0),
  `${((100 * m.result.rps) / hello).toFixed(2)}%`,
  fmt(m.result.p50),
  fmt(m.result.p95),
  fmt(m.result.p99),
  String(m.result.errors),
  m.perAnswer.toFixed(2),
  m.spread.some(Boolean) ? spreadText(m.spread) : 'instance 1 only',
];

/**
 * Each read call through nginx across the instances, and on instance 1 alone (no nginx), with a
 * hello-world Fastify route measured in the same run as the machine's yardstick.
 */
export async function throughput(
  db: ClusterDb,
  calls: CallUrls[],
  connections: number,
  seconds: number,
): Promise<void> {
  section(`Throughput: ${connections} connections, ${seconds} s per run, latencies in ms`);
  const hello = (await measureBaseline(connections, seconds, '3560')).rps;
  const rows: string[][] = [['hello-world Fastify (one process, baseline)', hello.toFixed(0), '100%']];
  for (const call of calls) {
    await measure(db, nginxUrl, call.paths, connections, 1); // warm every instance's pool and plans
    const across = await measure(db, nginxUrl, call.paths, connections, seconds);
    const alone = await measure(db, instanceUrl(1), call.paths, connections, seconds);
    rows.push(row(`${call.name}, nginx → ${ports.length} instances`, across, hello));
    rows.push(row(`${call.name}, instance 1 alone`, alone, hello));
    const share = Math.min(...across.spread) / Math.max(1, across.result.requests);
    check(
      `${call.name}: every answer 2xx, every instance serves`,
      across.result.errors === 0 && share > 0.5 / ports.length,
      `${across.result.requests} requests, ${across.result.errors} errors, spread ${spreadText(across.spread)}`,
    );
  }
  printTable(['run', 'req/s', 'of hello', 'p50', 'p95', 'p99', 'errors', 'db/answer', 'answered by'], rows);
  console.log(
    'of hello: share of the hello-world req/s; db/answer: database transactions per answer (each ' +
      'statement outside a transaction is one), what the per-instance visitor cache leaves to PostgreSQL',
  );
}
