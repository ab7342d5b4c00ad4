/**
 * The brand kit's build time (issue 26, ADR 0106): one kit of a layout with a mark, drawn in
 * process as the kit worker draws it (every file, the guide, the zip), `n` times; prints each run,
 * the median and the machine's load average, since the figure depends on what else runs.
 * `npm run bench:kit [-- --n 5]`. The build itself is bench/kit-build.ts (shared with
 * bench:kit-ready, which runs it as its baseline).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { kitBench, median } from './kit-build.ts';

const { values } = parseArgs({ options: { n: { type: 'string' } } });
const N = Math.max(1, Number(values.n ?? 5));

const bench = await kitBench();
const times: number[] = [];
let files = 0;
let bytes = 0;
for (let i = 0; i < N; i++) {
  const kit = await bench.build(i);
  times.push(kit.ms);
  files = kit.files;
  bytes = kit.bytes;
  console.log(`run ${i + 1}: ${Math.round(kit.ms)} ms`);
}
console.log(
  `kit: ${files} files, ${(bytes / 1024 / 1024).toFixed(2)} MB; median ${Math.round(median(times))} ms of ${N} (first run includes loading sharp and fonts); load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `the mark's one-colour ink (main thread, before the build): ${bench.inkMs.toFixed(0)} ms, ${JSON.stringify(bench.ink)}`,
);
