import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../platform/work/worker-thread.ts';
import type { KitFile, KitInput } from './kit-input.ts';
import type { KitWorkerReply } from './kit-worker.ts';

const HEAP_MB = 512;
/** How long a thread waits for the next kit after a build before it ends. */
export const KIT_THREAD_IDLE_MS = 60_000;

export interface BuiltKit {
  zip: Buffer;
  files: KitFile[];
}

export interface KitThreads {
  /** Builds one kit in a thread (the spare one, or a new one); progress as it comes. */
  build(input: KitInput, timeoutMs: number, progress: (percent: number) => void): Promise<BuiltKit>;
  /** Threads started so far. */
  started(): number;
  /** Ends the spare thread; builds in progress end with their own. */
  close(): Promise<void>;
}

/**
 * The kit builder's threads (ADR 0106, amended by ADR 0121): a build runs in a worker thread, and
 * a thread whose build succeeded is kept for the next kit for `idleMs`. Starting one loads sharp,
 * pdfkit and the fonts (0.8 s of CPU compiled); a shop that sells several kits in a row pays it
 * once, and one that sells nothing keeps no thread. A thread whose build failed or timed out is
 * ended, never reused. One spare at most: a build that finds none starts a thread.
 */
export function kitThreads(options: { idleMs?: number } = {}): KitThreads {
  const idleMs = options.idleMs ?? KIT_THREAD_IDLE_MS;
  let spare: { worker: Worker; timer: NodeJS.Timeout; gone: () => void } | undefined;
  let started = 0;
  let closed = false;

  const take = async (): Promise<Worker> => {
    if (spare) {
      const { worker, timer, gone } = spare;
      spare = undefined;
      clearTimeout(timer);
      worker.off('exit', gone);
      worker.ref();
      return worker;
    }
    started++;
    return startWorker(import.meta.url, 'kit-worker', {
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    });
  };

  const keep = (worker: Worker): void => {
    if (closed || spare) {
      void worker.terminate();
      return;
    }
    // A spare thread never keeps the process alive.
    worker.unref();
    const gone = () => {
      if (spare?.worker !== worker) return;
      clearTimeout(spare.timer);
      spare = undefined;
    };
    const timer = setTimeout(() => {
      gone();
      void worker.terminate();
    }, idleMs);
    timer.unref();
    worker.once('exit', gone);
    spare = { worker, timer, gone };
  };

  return {
    async build(input, timeoutMs, progress) {
      const worker = await take();
      try {
        const built = await buildOn(worker, input, timeoutMs, progress);
        keep(worker);
        return built;
      } catch (error) {
        void worker.terminate();
        throw error;
      }
    },
    started: () => started,
    async close() {
      closed = true;
      const last = spare;
      spare = undefined;
      if (last) {
        clearTimeout(last.timer);
        await last.worker.terminate();
      }
    },
  };
}

/** One build on `worker`; its listeners go when the build ends, so the thread can take the next. */
function buildOn(
  worker: Worker,
  input: KitInput,
  timeoutMs: number,
  progress: (percent: number) => void,
): Promise<BuiltKit> {
  return new Promise<BuiltKit>((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, value?: BuiltKit) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (error) reject(error);
      else resolve(value as BuiltKit);
    };
    const onMessage = (reply: KitWorkerReply) => {
      if (reply.kind === 'progress') progress(reply.percent);
      else if (reply.kind === 'error') finish(new Error(reply.error));
      else
        finish(null, {
          zip: Buffer.from(reply.zip.buffer, reply.zip.byteOffset, reply.zip.byteLength),
          files: reply.files,
        });
    };
    const onError = (error: Error) => finish(error);
    const onExit = (code: number) => finish(new Error(`the kit worker exited (${code})`));
    const timer = setTimeout(() => finish(new Error(`no kit in ${timeoutMs} ms`)), timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(input);
  });
}
