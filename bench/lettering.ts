/**
 * The lettering renderer's micro benchmark (issue 25, ADR 0096): in one process, no HTTP, no
 * cache of answers. Rows: a trivial baseline (the names escaped into an SVG text element, what a
 * renderer without fonts would cost), the SVG render of two layouts with names that rotate so no
 * name repeats (the glyph outlines' LRU is warm, as in a running server), and the PNG and WebP
 * rasters at 800 px with the event loop's utilisation while they run (sharp works on libuv's
 * thread pool). `npm run bench:lettering [-- --n 2000 --raster 60]`.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { LetteringLayout } from '@logoya/core';
import {
  outlineCacheStats,
  preloadFonts,
  rasterizeLettering,
  renderLettering,
} from '../apps/server/src/modules/lettering/index.ts';
import { NOREN, WESTERN } from '../apps/server/test/fixtures/lettering-layouts.ts';

const { values } = parseArgs({ options: { n: { type: 'string' }, raster: { type: 'string' } } });
const N = Number(values.n ?? 2000);
const RASTER = Number(values.raster ?? 60);

const EN = ['Golden', 'Owl', 'River', 'Maple', 'Studio', 'Bakery', 'Coffee', 'Garden', 'Harbor', 'Lantern'];
const VI = ['Phở', 'Hà Nội', 'Bánh mì', 'Sài Gòn', 'Hoa', 'Quán', 'Nhà', 'Trà', 'Ngọt', 'Biển'];
const JA = ['花', '屋', 'さくら', '珈琲', '山', '工房', 'カフェ', '本舗', '茶', '月'];

/** The i-th name: words of the three languages and the number, so no two names are alike. */
function nameOf(i: number): { main_name: string; sub_name: string } {
  const pick = (list: string[], k: number) => list[k % list.length]!;
  return {
    main_name: `${pick(EN, i)} ${pick(VI, i >> 1)} ${pick(JA, i >> 2)}${i}`,
    sub_name: `${pick(JA, i >> 3)}${pick(EN, i >> 4)} ${i * 7}`,
  };
}

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return { p50: at(0.5), p95: at(0.95), mean, perSecond: 1000 / mean };
}

const rows: { name: string; p50: number; p95: number; mean: number; perSecond: number; note: string }[] = [];
const row = (name: string, ms: number[], note = '') => rows.push({ name, ...stats(ms), note });

function timeSync(n: number, work: (i: number) => void): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    work(i);
    out.push(performance.now() - t);
  }
  return out;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const trivial = (layout: LetteringLayout, names: { main_name: string; sub_name: string }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${layout.canvas.width} ${layout.canvas.height}"><text>${escapeXml(names.main_name)}</text><text>${escapeXml(names.sub_name)}</text></svg>`;

const t0 = performance.now();
preloadFonts();
const fontsMs = performance.now() - t0;
// Warm-up: the JIT and the outlines of the common letters.
timeSync(300, (i) => renderLettering(WESTERN, nameOf(1_000_000 + i)));
timeSync(300, (i) => renderLettering(NOREN, nameOf(2_000_000 + i)));

row(
  'baseline: names escaped into <text>',
  timeSync(N, (i) => trivial(WESTERN, nameOf(i))),
);
row(
  'SVG western (serif + fallbacks)',
  timeSync(N, (i) => renderLettering(WESTERN, nameOf(10_000 + i))),
);
row(
  'SVG noren (vertical mincho)',
  timeSync(N, (i) => renderLettering(NOREN, nameOf(20_000 + i))),
);

for (const format of ['png', 'webp'] as const) {
  const ms: number[] = [];
  const elu0 = performance.eventLoopUtilization();
  for (let i = 0; i < RASTER; i++) {
    const t = performance.now();
    const { svg, width, height } = renderLettering(WESTERN, nameOf(30_000 + i));
    await rasterizeLettering({ svg, canvas: { width, height }, format, width: 800 });
    ms.push(performance.now() - t);
  }
  const elu = performance.eventLoopUtilization(elu0);
  row(
    `${format.toUpperCase()} 800 px (render + raster)`,
    ms,
    `event loop busy ${(elu.utilization * 100).toFixed(0)} %`,
  );
}

console.log(
  `lettering bench: ${N} names per SVG row, ${RASTER} per raster row; fonts parsed in ${fontsMs.toFixed(0)} ms`,
);
console.log(
  'row'.padEnd(40),
  'p50 ms'.padStart(9),
  'p95 ms'.padStart(9),
  'mean ms'.padStart(9),
  'per s'.padStart(9),
  ' note',
);
for (const r of rows)
  console.log(
    r.name.padEnd(40),
    r.p50.toFixed(3).padStart(9),
    r.p95.toFixed(3).padStart(9),
    r.mean.toFixed(3).padStart(9),
    r.perSecond.toFixed(0).padStart(9),
    ` ${r.note}`,
  );
console.log('outline cache', outlineCacheStats());
