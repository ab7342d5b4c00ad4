import path from 'node:path';
import { type LoadOptions, type LoadResult, runLoad } from './load.ts';
import { type CpuUse, cpuMeter, pinnedTo, root, startAndWait, stop } from './process.ts';

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
/** Columns a text takes in a terminal: CJK and full-width characters take two. */
const displayWidth = (text: string) => Array.from(text).reduce((n, c) => n + (WIDE.test(c) ? 2 : 1), 0);

/** One row of a table, as printed and as written to JSON. */
export interface TableRow {
  name: string;
  result: LoadResult;
  target: string;
  /** A short key for machines (the JSON output), when the bench gives one. */
  key?: string;
  /** req/s as a share of the baseline row's (0.017 = 1.7 %), in a table with a baseline. */
  share?: number;
  /** Whether the row meets its targets, and why not, in words. */
  verdict?: string;
  cpu?: CpuUse;
}

export interface TableOptions {
  /**
   * Also p97.5, the share of the baseline's req/s, CPU use and a verdict column: the layout of
   * the catalogue bench. Without it, the short layout every other bench prints.
   */
  detail?: boolean;
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '-');
const percent = (share: number | undefined) =>
  share === undefined ? '' : `${(share * 100).toFixed(share < 0.1 ? 2 : 1)} %`;
const cores = (cpu: CpuUse | undefined) =>
  cpu
    ? `${cpu.server === null ? '-' : cpu.server.toFixed(2)}/${cpu.client.toFixed(2)}/${cpu.others.toFixed(2)}`
    : '';

/** Rows of load figures printed as one aligned table. */
export class LoadTable {
  readonly rows: TableRow[] = [];
  /** req/s every share is computed from (the hello-world baseline of the same run). */
  private baseline: number | undefined;

  constructor(private readonly options: TableOptions = {}) {}

  /** Sets the req/s every share is computed from (the hello-world baseline of the same run). */
  setBaseline(rps: number): void {
    this.baseline = rps;
  }

  add(
    name: string,
    r: LoadResult,
    target = '',
    extra: Omit<TableRow, 'name' | 'result' | 'target'> = {},
  ): TableRow {
    const share = this.baseline && this.baseline > 0 ? r.rps / this.baseline : undefined;
    const row: TableRow = { name, result: r, target, ...(share === undefined ? {} : { share }), ...extra };
    this.rows.push(row);
    return row;
  }

  print(): void {
    const detail = this.options.detail ?? false;
    const header = detail
      ? ['run', 'req/s', 'p50', 'p95', 'p97.5', 'p99', 'errors', 'share', 'target', 'verdict', 'cpu s/c/o']
      : ['run', 'p50', 'p95', 'p99', 'req/s', 'errors', 'target'];
    const cells = this.rows.map(({ name, result: r, target, share, verdict, cpu }) =>
      detail
        ? [
            name,
            r.rps.toFixed(0),
            fmt(r.p50),
            fmt(r.p95),
            fmt(r.p975),
            fmt(r.p99),
            String(r.errors),
            percent(share),
            target,
            verdict ?? '',
            cores(cpu),
          ]
        : [name, fmt(r.p50), fmt(r.p95), fmt(r.p99), r.rps.toFixed(0), String(r.errors), target],
    );
    const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => displayWidth(r[i]!))));
    const line = (r: string[]) =>
      r
        .map((c, i) => c + ' '.repeat(widths[i]! - displayWidth(c)))
        .join('  ')
        .trimEnd();
    console.log(line(header));
    for (const r of cells) console.log(line(r));
    if (detail) {
      console.log(
        'share: req/s over the baseline’s (the mean of the baseline rows); cpu s/c/o: cores used by the server, the load generator and everything else (database, other processes)',
      );
    }
  }

  /** The rows as plain data (latencies in ms), for BENCH_OUT files. */
  toJSON() {
    return this.rows.map(({ name, key, result: r, target, share, verdict, cpu }) => ({
      key: key ?? null,
      name,
      rps: Math.round(r.rps * 10) / 10,
      p50: r.p50,
      p95: r.p95,
      p975: r.p975,
      p99: r.p99,
      max: r.max,
      requests: r.requests,
      errors: r.errors,
      outcomes: r.outcomes,
      share: share ?? null,
      target,
      verdict: verdict ?? null,
      cpu: cpu ?? null,
    }));
  }
}

export interface BaselineOptions {
  port?: string;
  /** Core the hello-world server runs on (taskset), like the shop it is compared with. */
  serverCpu?: number;
  /** Load options (the catalogue bench uses the raw client). */
  load?: LoadOptions;
  /** Also measure where the CPU went. */
  onCpu?: (cpu: CpuUse) => void;
}

/**
 * The baseline every benchmark prints beside its figures: a hello-world Fastify route under the
 * same load, measured in the same run, so figures from a busy machine can still be compared.
 */
export async function measureBaseline(
  connections: number,
  seconds: number,
  portOrOptions: string | BaselineOptions = '3951',
): Promise<LoadResult> {
  const options = typeof portOrOptions === 'string' ? { port: portOrOptions } : portOrOptions;
  const port = options.port ?? '3951';
  const url = `http://127.0.0.1:${port}/hello`;
  const hello = await startAndWait(
    pinnedTo(options.serverCpu, [
      process.execPath,
      '--import',
      'tsx',
      path.join(root, 'bench/hello-server.ts'),
    ]),
    { PORT: port },
    [url],
  );
  try {
    // A second of warm-up: the JIT, and the connections' first handshakes.
    await runLoad(url, connections, 1, {}, options.load);
    const cpu = cpuMeter(hello.child.pid);
    const result = await runLoad(url, connections, seconds, {}, options.load);
    options.onCpu?.(cpu());
    return result;
  } finally {
    await stop(hello.child);
  }
}
