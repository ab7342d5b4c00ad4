import type { Worker } from 'node:worker_threads';
import { boundedQueue, type QueueStats } from '../../../platform/work/bounded-queue.ts';
import { startWorker } from '../../../platform/work/worker-thread.ts';
import type { PdfInput, RenderJob, RenderReply } from './invoice-worker.ts';

/**
 * Invoice PDFs rendered in worker threads (ADR 0078): pdfkit lays out and subsets the fonts for
 * 50–600 ms per invoice, which on the event loop held every other request up (issue 22). At most
 * `workers` render at once, one per thread; at most `maxWaiting` more wait, and past that
 * `render` refuses at once with QueueFull. A thread starts on the first invoice (pdfkit and the
 * fonts stay out of a shop that sells nothing, ADR 0055) and ends after `idleMs` without work.
 */
export interface InvoiceRendererOptions {
  workers: number;
  maxWaiting: number;
  /** A render taking longer ends its thread and fails with InvoiceRenderFailed. */
  timeoutMs?: number;
  idleMs?: number;
}

export interface RendererStats extends QueueStats {
  /** Invoices rendered since start. */
  renders: number;
  /** Threads alive now. */
  threads: number;
}

/** A render that did not finish: its thread timed out, ran out of memory or died. */
export class InvoiceRenderFailed extends Error {
  constructor(reason: string) {
    super(`the invoice could not be rendered: ${reason}`);
    this.name = 'InvoiceRenderFailed';
  }
}

export interface InvoiceRenderer {
  render(input: PdfInput): Promise<Buffer>;
  stats(): RendererStats;
  /** Ends every thread; renders in progress fail. */
  close(): Promise<void>;
}

interface Thread {
  worker: Worker;
  job?: { id: number; resolve: (pdf: Buffer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
  idleTimer?: NodeJS.Timeout;
}

const TIMEOUT_MS = 30_000;
const IDLE_MS = 120_000;
/** Far above an invoice's needs (tens of MB); a runaway render ends its thread, not the server. */
const HEAP_MB = 256;

export function createInvoiceRenderer(options: InvoiceRendererOptions): InvoiceRenderer {
  const { workers, timeoutMs = TIMEOUT_MS, idleMs = IDLE_MS } = options;
  const queue = boundedQueue({ concurrency: workers, maxWaiting: options.maxWaiting });
  const threads = new Set<Thread>();
  let nextId = 1;
  let renders = 0;
  let closed = false;

  /** Ends a thread; its job, if any, fails with `reason`. */
  const drop = async (thread: Thread, reason: string): Promise<void> => {
    if (!threads.delete(thread)) return;
    clearTimeout(thread.idleTimer);
    const job = thread.job;
    thread.job = undefined;
    if (job) {
      clearTimeout(job.timer);
      job.reject(new InvoiceRenderFailed(reason));
    }
    await thread.worker.terminate();
  };

  const spawn = async (): Promise<Thread> => {
    const worker = await startWorker(import.meta.url, 'invoice-worker', {
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    });
    // An idle thread never keeps the process alive.
    worker.unref();
    const thread: Thread = { worker };
    worker.on('message', (reply: RenderReply) => {
      const job = thread.job;
      if (!job || job.id !== reply.id) return;
      thread.job = undefined;
      clearTimeout(job.timer);
      if ('error' in reply) job.reject(new Error(reply.error));
      else {
        renders++;
        job.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      }
      thread.idleTimer = setTimeout(() => void drop(thread, 'idle'), idleMs).unref();
    });
    worker.on('error', (error) => void drop(thread, error.message));
    worker.on('exit', (code) => void drop(thread, `its thread exited (${code})`));
    threads.add(thread);
    return thread;
  };

  /** Runs one job on a free thread; the queue makes sure one is free or may be started. */
  const onThread = async (input: PdfInput): Promise<Buffer> => {
    if (closed) throw new InvoiceRenderFailed('the server is stopping');
    const thread = [...threads].find((t) => !t.job) ?? (await spawn());
    if (closed) {
      await drop(thread, 'the server is stopping');
      throw new InvoiceRenderFailed('the server is stopping');
    }
    return new Promise<Buffer>((resolve, reject) => {
      clearTimeout(thread.idleTimer);
      const id = nextId++;
      const timer = setTimeout(() => void drop(thread, `no answer in ${timeoutMs} ms`), timeoutMs);
      thread.job = { id, resolve, reject, timer };
      const job: RenderJob = { id, input };
      thread.worker.postMessage(job);
    });
  };

  return {
    render: (input) => queue.run(() => onThread(input)),
    stats: () => ({ ...queue.stats(), renders, threads: threads.size }),
    async close() {
      closed = true;
      await Promise.all([...threads].map((thread) => drop(thread, 'the server is stopping')));
    },
  };
}
