import os from 'node:os';
import { inParallel } from './members.ts';
import { pinnedTo, type Started, shopCommand, startAndWait } from './process.ts';

/** How the catalogue benches run the shop and the load: ports, cores, connections. */
export interface BenchSetup {
  port: number;
  connections: number;
  /** Cores of the server and of this process (the load generator); undefined: not pinned. */
  serverCpu: number | undefined;
  loadCpu: number | undefined;
}

/**
 * BENCH_PORT (first of two ports: the baseline, then the shop), BENCH_CONNECTIONS,
 * BENCH_SERVER_CPU and BENCH_LOAD_CPU (BENCH_PIN=0, or a one-core machine: no pinning).
 */
export function benchSetup(env = process.env): BenchSetup {
  const pin = env.BENCH_PIN !== '0' && os.cpus().length >= 2;
  return {
    port: Number(env.BENCH_PORT ?? 3620),
    connections: Number(env.BENCH_CONNECTIONS ?? 10),
    serverCpu: pin ? Number(env.BENCH_SERVER_CPU ?? 0) : undefined,
    loadCpu: pin ? Number(env.BENCH_LOAD_CPU ?? 1) : undefined,
  };
}

/**
 * The shop on the benchmark database, pinned to the server core: the visitor cache off unless
 * `cacheMs` says otherwise, nothing seeded, `nodeArgs` for node itself (--cpu-prof).
 */
export function startShop(
  setup: BenchSetup,
  database: { url: string; dataDir: string },
  options: { cacheMs?: number; nodeArgs?: string[]; env?: Record<string, string>; logFile?: string } = {},
): Promise<Started> {
  const base = `http://127.0.0.1:${setup.port + 1}`;
  return startAndWait(
    pinnedTo(setup.serverCpu, shopCommand(options.nodeArgs)),
    {
      PORT: String(setup.port + 1),
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      SEED_DEMO: 'never',
      CATALOG_CACHE_TTL_MS: String(options.cacheMs ?? 0),
      ...options.env,
    },
    [`${base}/api/search-options`],
    120_000,
    options.logFile,
  );
}

export const shopBase = (setup: BenchSetup) => `http://127.0.0.1:${setup.port + 1}`;

/** What the answers of a check said, summed over the pages. */
export interface Checked {
  urls: number;
  /** Cards on all pages, and among them the asker's hearts and keeps (member rows). */
  cards: number;
  likes: number;
  keeps: number;
  /** meta.total of each list answer, in URL order (none for a detail). */
  totals: number[];
}

interface CardAnswer {
  data: { is_like: boolean; is_user_kept: boolean }[] | { is_like: boolean; is_user_kept: boolean };
  meta?: { total: number };
}

/**
 * Each URL once (ten at a time), failing loudly on any answer but 200, before a row loads them.
 * `headersOf(i)` gives the i-th request's headers (a member's session).
 */
export async function checkAll(
  urls: readonly string[],
  headersOf: (i: number) => Record<string, string> = () => ({}),
): Promise<Checked> {
  const checked: Checked = { urls: urls.length, cards: 0, likes: 0, keeps: 0, totals: [] };
  const totals = new Array<number>(urls.length);
  await inParallel([...urls.keys()], 10, async (i) => {
    const res = await fetch(urls[i]!, { headers: headersOf(i) });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${urls[i]} answered ${res.status}: ${text.slice(0, 300)}`);
    const body = JSON.parse(text) as CardAnswer;
    const cards = Array.isArray(body.data) ? body.data : [body.data];
    checked.cards += cards.length;
    checked.likes += cards.filter((c) => c.is_like).length;
    checked.keeps += cards.filter((c) => c.is_user_kept).length;
    if (body.meta) totals[i] = body.meta.total;
  });
  checked.totals = totals.filter((t) => t !== undefined);
  return checked;
}
