// Mockup WebPs, uncached (docs/mockups.md, ADR 0097): `npm run bench:mockups [-- rounds]`.
// In process (the mockup route is not wired yet): every render is a logo picture never seen
// before (its colours change each time), so the result cache never answers; the scenes' layers
// are warm, as they are after a scene's first mockup at a width (the first, cold, render is timed
// apart). Beside it, in the same run, the trivial baseline: sharp rasterising a one-rectangle SVG
// of the same size to WebP, the floor of any SVG → WebP answer. The event loop's delay is
// sampled throughout: sharp works on libuv's threads, so it should stay near zero.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { createMockups, listScenes, type MockupLogo } from '../apps/server/src/modules/mockups/index.ts';
import { sampleLogos } from './mockup-samples.ts';

const rounds = Number(process.argv[2] ?? 12);
const widths = [480, 800, 1600];
const TARGET_P95_MS = 150;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (n: number) => n.toFixed(1).padStart(7);
const time = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

/** A picture never rendered before: the sample with its colours shifted by `n`. */
function fresh(logo: MockupLogo, n: number): MockupLogo {
  const hex = `#${(0x100000 + n * 7919).toString(16).slice(-6)}`;
  const recolour = (p: string | Buffer) => (typeof p === 'string' ? p.replace(/#[0-9a-fA-F]{6}/, hex) : p);
  return { light: recolour(logo.light), dark: logo.dark === undefined ? undefined : recolour(logo.dark) };
}

const samples = (await sampleLogos()).filter((s) => typeof s.logo.light === 'string');
const mockups = createMockups({ maxWaiting: 1000 });
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
let n = 0;
console.log(
  `mockup WebP, uncached, ${rounds} rounds × ${listScenes().length} scenes × ${samples.length} logos a width`,
);
console.log('width | baseline p50 / p95 | mockup p50 / p95 | cold scene (first) | KB p50');
const figures: { width: number; p95: number }[] = [];
for (const width of widths) {
  const height = Math.round(width * 0.75);
  const trivial = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#e9e4da"/></svg>`,
  );
  const baseline: number[] = [];
  const mockup: number[] = [];
  const cold: number[] = [];
  const sizes: number[] = [];
  for (const scene of listScenes()) {
    cold.push(await time(() => mockups.webp(scene.id, fresh(samples[0]!.logo, n++), width)));
  }
  for (let round = 0; round < rounds; round++) {
    for (const scene of listScenes()) {
      for (const sample of samples) {
        baseline.push(await time(() => sharp(trivial).webp({ quality: 82, effort: 2 }).toBuffer()));
        let size = 0;
        mockup.push(
          await time(async () => {
            size = (await mockups.webp(scene.id, fresh(sample.logo, n++), width)).length;
          }),
        );
        sizes.push(size / 1024);
      }
    }
  }
  figures.push({ width, p95: pct(mockup, 95) });
  console.log(
    `${String(width).padStart(5)} | ${ms(pct(baseline, 50))} / ${ms(pct(baseline, 95))} | ${ms(pct(mockup, 50))} / ${ms(pct(mockup, 95))} | ${ms(pct(cold, 50))} p50, ${ms(Math.max(...cold))} max | ${pct(sizes, 50).toFixed(1)}`,
  );
}
loop.disable();
const stats = mockups.stats();
console.log(
  `event loop delay during the run: p50 ${(loop.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
);
console.log(
  `renders ${stats.renders}, result cache hits ${stats.cache.hits}, scene layers kept ${stats.layers.entries} (${(stats.layers.bytes / 1048576).toFixed(1)} MB)`,
);
const at800 = figures.find((f) => f.width === 800)!;
console.log(
  `target: p95 ≤ ${TARGET_P95_MS} ms uncached at 800 px: ${at800.p95 <= TARGET_P95_MS ? 'met' : 'NOT met'} (${at800.p95.toFixed(1)} ms)`,
);
