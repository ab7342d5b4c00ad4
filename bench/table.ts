import path from 'node:path';
import { type LoadResult, runLoad } from './load.ts';
import { root, startAndWait, stop } from './process.ts';

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
/** Columns a text takes in a terminal: CJK and full-width characters take two. */
const displayWidth = (text: string) => Array.from(text).reduce((n, c) => n + (WIDE.test(c) ? 2 : 1), 0);

/** Rows of load figures printed as one aligned table. */
export class LoadTable {
  private readonly rows: string[][] = [];

  add(name: string, r: LoadResult, target = ''): void {
    const fmt = (n: number) => n.toFixed(2);
    this.rows.push([name, fmt(r.p50), fmt(r.p95), fmt(r.p99), r.rps.toFixed(0), String(r.errors), target]);
  }

  print(): void {
    const header = ['run', 'p50', 'p95', 'p99', 'req/s', 'errors', 'target'];
    const widths = header.map((h, i) => Math.max(h.length, ...this.rows.map((r) => displayWidth(r[i]!))));
    const line = (r: string[]) =>
      r
        .map((c, i) => c + ' '.repeat(widths[i]! - displayWidth(c)))
        .join('  ')
        .trimEnd();
    console.log(line(header));
    for (const r of this.rows) console.log(line(r));
  }
}

/**
 * The baseline every benchmark prints beside its figures: a hello-world Fastify route under the
 * same load, measured in the same run, so figures from a busy machine can still be compared.
 */
export async function measureBaseline(
  connections: number,
  seconds: number,
  port = '3951',
): Promise<LoadResult> {
  const hello = await startAndWait(
    [process.execPath, '--import', 'tsx', path.join(root, 'bench/hello-server.ts')],
    { PORT: port },
    [`http://127.0.0.1:${port}/hello`],
  );
  try {
    return await runLoad(`http://127.0.0.1:${port}/hello`, connections, seconds);
  } finally {
    await stop(hello.child);
  }
}
