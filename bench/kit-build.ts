import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { KitInput } from '../apps/server/src/modules/kits/kit-input.ts';
import { layoutInputOf } from '../apps/server/src/modules/kits/kit-source.ts';
import type { KitWorkerReply } from '../apps/server/src/modules/kits/kit-worker.ts';
import { buildKit } from '../apps/server/src/modules/kits/kit-zip.ts';
import { markInk } from '../apps/server/src/modules/kits/mark-ink.ts';
import { markDataUri } from '../apps/server/src/modules/lettering/index.ts';
import { KIT_NAMES, MARK_SVG, MARKED } from '../apps/server/test/fixtures/kits.ts';

/**
 * One brand kit built in process, as the kit worker builds it (issue 26, ADR 0106): a layout with
 * a mark (the kits' test fixture), every file, the guide and the zip, on this thread, with no
 * queue, worker thread, storage or database. `bench:kit` prints it alone; `bench:kit-ready` uses it
 * as the baseline beside the shop's payment → ready time.
 */
export interface KitBuild {
  ms: number;
  files: number;
  bytes: number;
}

export interface KitBench {
  /** The mark's one-colour ink, judged on the main thread before the build (ADR 0115), in ms. */
  inkMs: number;
  ink: Awaited<ReturnType<typeof markInk>>;
  /** Builds the kit once; `run` picks the guide's language (en, ja, vi in turn). */
  build(run: number): Promise<KitBuild>;
  /**
   * Builds it in a new worker thread running `workerFile` (the compiled server's kit-worker.js), as
   * the shop's kit runner does for every kit: the thread's start and the reply's transfer included.
   */
  buildInWorker(run: number, workerFile: string): Promise<KitBuild>;
}

/** The kit runner's heap limit for a kit worker (kit-runner.ts). */
const WORKER_HEAP_MB = 512;

export async function kitBench(): Promise<KitBench> {
  const inkStarted = performance.now();
  const ink = await markInk(MARK_SVG);
  const inkMs = performance.now() - inkStarted;
  const layout = layoutInputOf(MARKED, KIT_NAMES, markDataUri('image/svg+xml', MARK_SVG), MARK_SVG, ink);
  const input = (run: number): KitInput => ({
    logoNumber: '00001',
    logoName: 'Bench',
    names: KIT_NAMES,
    lang: (['en', 'ja', 'vi'] as const)[run % 3]!,
    layout,
    image: null,
  });
  return {
    inkMs,
    ink,
    async build(run) {
      const started = performance.now();
      const kit = await buildKit(input(run));
      return { ms: performance.now() - started, files: kit.files.length, bytes: kit.zip.byteLength };
    },
    async buildInWorker(run, workerFile) {
      const started = performance.now();
      const worker = new Worker(workerFile, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
      try {
        const reply = await new Promise<KitWorkerReply>((resolve, reject) => {
          worker.on('message', (message: KitWorkerReply) => {
            if (message.kind !== 'progress') resolve(message);
          });
          worker.once('error', reject);
          worker.once('exit', (code) => reject(new Error(`the kit worker exited (${code})`)));
          worker.postMessage(input(run));
        });
        if (reply.kind === 'error') throw new Error(reply.error);
        if (reply.kind !== 'done') throw new Error(`the kit worker answered ${reply.kind}`);
        return { ms: performance.now() - started, files: reply.files.length, bytes: reply.zip.byteLength };
      } finally {
        await worker.terminate();
      }
    },
  };
}

/** The median of some figures (the upper middle one of an even count, as bench:kit always took). */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
