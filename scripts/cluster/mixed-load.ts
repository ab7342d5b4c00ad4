import { type LoadAnswer, type LoadRequest, runLoad } from '../../bench/load.ts';
import { nginxUrl, ports, upstreamsOf } from './http.ts';
import { printTable, spreadText } from './report.ts';

const READERS = 8;
export const WRITERS = 2;

interface Tally {
  answers: number;
  failed: number;
  byInstance: number[];
}

export interface MixedResult {
  phases: Map<string, Tally>;
  /** GETs answered with an error status (nginx gave up on them). */
  readErrors: number;
  /** Requests with no answer at all (a connection reset before any byte), sent again by the client. */
  resets: number;
  /** POSTs answered with an error status or none, sent again by the client. */
  writeFirstFailures: number;
  /** Requests that failed again on the client's retry: a user would see these. */
  failedTwice: number;
  /** Answers nginx got only from a second instance. */
  nginxRetries: number;
  failures: string[];
  summary: string;
}

const ok = (a: LoadAnswer) => a.status !== null && a.status >= 200 && a.status < 300;

/**
 * Mixed load through nginx while `timeline` does something to the cluster: 8 readers (GET list,
 * search, detail) and 2 writers (signed-in members adding and removing favourites, POST). Clients
 * retry once as browsers do: any request whose connection was reset before an answer came (an
 * idle keep-alive connection closed under it), and a POST that failed (a favourite set twice counts
 * once). `timeline` names the current phase with `phase(name)`; the load stops when it resolves.
 */
export async function mixedLoad(
  readPaths: string[],
  tokens: string[],
  favIds: number[],
  timeline: (phase: (name: string) => void) => Promise<void>,
): Promise<MixedResult> {
  const phases = new Map<string, Tally>();
  let current: Tally | undefined;
  let currentName = '';
  const phase = (name: string) => {
    currentName = name;
    current = { answers: 0, failed: 0, byInstance: ports.map(() => 0) };
    phases.set(name, current);
  };
  phase('start');
  const r: Omit<MixedResult, 'phases' | 'summary'> = {
    readErrors: 0,
    resets: 0,
    writeFirstFailures: 0,
    failedTwice: 0,
    nginxRetries: 0,
    failures: [],
  };
  const retry: (LoadRequest | null)[] = Array.from({ length: READERS + WRITERS }, () => null);
  const writes = Array.from({ length: WRITERS }, () => 0);
  const abort = new AbortController();

  const plan = (worker: number, sent: number): LoadRequest => {
    if (worker < READERS)
      return { url: `${nginxUrl}${readPaths[(worker * 7919 + sent) % readPaths.length]}` };
    const w = worker - READERS;
    const again = retry[w];
    if (again) return { ...again, tag: 'retry' };
    const n = writes[w]!++;
    const id = favIds[(w * 101 + Math.floor(n / 2)) % favIds.length]!;
    return {
      url: `${nginxUrl}/api/favorite/${id}`,
      method: 'POST',
      body: { type: n % 2 === 0 ? 1 : 0 },
      headers: { authorization: `Bearer ${tokens[w]}` },
    };
  };

  const onAnswer = (a: LoadAnswer) => {
    const t = current!;
    t.answers++;
    const ups = upstreamsOf(a.headers['x-upstream']);
    if (ups.length > 1) r.nginxRetries++;
    const last = ups.at(-1);
    if (last) t.byInstance[last - 1]!++;
    const isWrite = a.request.method === 'POST';
    retry[a.worker] = null;
    if (ok(a)) return;
    t.failed++;
    r.failures.push(
      `${a.request.method ?? 'GET'} ${a.status ?? a.error} via ${ups.join(',') || '?'} (${currentName})`,
    );
    if (a.request.tag === 'retry') r.failedTwice++;
    else if (a.status === null) {
      r.resets++;
      retry[a.worker] = a.request;
    } else if (isWrite) {
      r.writeFirstFailures++;
      retry[a.worker] = a.request;
    } else r.readErrors++;
  };

  const load = runLoad(nginxUrl, READERS + WRITERS, 600, plan, { onAnswer, signal: abort.signal });
  await timeline(phase).finally(() => abort.abort());
  const result = await load;

  printTable(
    ['phase', 'answers', 'failed', 'answered by'],
    [...phases].map(([name, t]) => [name, String(t.answers), String(t.failed), spreadText(t.byInstance)]),
  );
  const summary =
    `${result.requests} answers (${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(0)} ms, ` +
    `max ${result.max.toFixed(0)} ms); nginx moved ${r.nginxRetries} requests to another instance; ` +
    `outcomes ${JSON.stringify(result.outcomes)}`;
  console.log(summary);
  for (const f of r.failures.slice(0, 10)) console.log(`  failure: ${f}`);
  return { ...r, phases, summary };
}
