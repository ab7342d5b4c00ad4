/**
 * The brand kit's build time (issue 26, ADR 0106): one kit of a layout with a mark, drawn in
 * process as the kit worker draws it (every file, the guide, the zip), `n` times; prints each run,
 * the median and the machine's load average, since the figure depends on what else runs.
 * `npm run bench:kit [-- --n 5]`.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { layoutInputOf } from '../apps/server/src/modules/kits/kit-source.ts';
import { buildKit } from '../apps/server/src/modules/kits/kit-zip.ts';
import { markInk } from '../apps/server/src/modules/kits/mark-ink.ts';
import { markDataUri } from '../apps/server/src/modules/lettering/index.ts';
import { KIT_NAMES, MARK_SVG, MARKED } from '../apps/server/test/fixtures/kits.ts';

const { values } = parseArgs({ options: { n: { type: 'string' } } });
const N = Math.max(1, Number(values.n ?? 5));

// The one-colour versions' ink is judged on the main thread before the build (ADR 0115).
const inkStarted = performance.now();
const ink = await markInk(MARK_SVG);
const inkMs = performance.now() - inkStarted;
const layout = layoutInputOf(MARKED, KIT_NAMES, markDataUri('image/svg+xml', MARK_SVG), MARK_SVG, ink);
const times: number[] = [];
let files = 0;
let bytes = 0;
for (let i = 0; i < N; i++) {
  const started = performance.now();
  const kit = await buildKit({
    logoNumber: '00001',
    logoName: 'Bench',
    names: KIT_NAMES,
    lang: (['en', 'ja', 'vi'] as const)[i % 3]!,
    layout,
    image: null,
  });
  times.push(performance.now() - started);
  files = kit.files.length;
  bytes = kit.zip.byteLength;
  console.log(`run ${i + 1}: ${Math.round(times.at(-1)!)} ms`);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `kit: ${files} files, ${(bytes / 1024 / 1024).toFixed(2)} MB; median ${Math.round(sorted[Math.floor(N / 2)]!)} ms of ${N} (first run includes loading sharp and fonts); load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `the mark's one-colour ink (main thread, before the build): ${inkMs.toFixed(0)} ms, ${JSON.stringify(ink)}`,
);
