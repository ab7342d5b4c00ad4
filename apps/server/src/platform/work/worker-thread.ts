import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running the module `name`, which lies beside the calling module (`callerUrl`,
 * its import.meta.url). The compiled server (scripts/build-server.mjs, ADR 0067) has the module as
 * an entry point of its own, `name`.js, in the same folder as every chunk, and starts it with no
 * loader. The TypeScript sources (tests, `npm run dev`) start `name`.ts through ts-worker.mjs,
 * which registers tsx first. `workerData` is not the caller's: the module gets its settings by
 * message.
 */
export function startWorker(
  callerUrl: string,
  name: string,
  options: Omit<WorkerOptions, 'workerData' | 'eval'> = {},
): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl), options);
  const entry = new URL(`./${name}.ts`, callerUrl).href;
  return new Worker(new URL('./ts-worker.mjs', import.meta.url), { ...options, workerData: { entry } });
}
