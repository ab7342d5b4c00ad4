import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/db.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { startWorker } from '../../platform/work/worker-thread.ts';
import type { KitFile, KitInput } from './kit-input.ts';
import { kitInputOf } from './kit-source.ts';
import type { KitWorkerReply } from './kit-worker.ts';
import * as repo from './kits.repository.ts';

/**
 * The kit builder (ADR 0106): one kit at a time (`concurrency`, default 1), each in a worker
 * thread of its own that ends with the build. The queue is the `kits` table: `wake()` after a
 * payment starts building at once; a timer looks again every `pollMs` for kits left building by a
 * stopped server and failed kits due a retry (at most `maxAttempts` tries, `retrySeconds` apart).
 */
export interface KitRunnerOptions {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  concurrency?: number;
  maxAttempts?: number;
  retrySeconds?: number;
  staleSeconds?: number;
  timeoutMs?: number;
}

const HEAP_MB = 512;

/** Runs one build in a fresh worker thread; progress as it comes. */
async function buildInWorker(input: KitInput, timeoutMs: number, progress: (p: number) => void) {
  const worker = await startWorker(import.meta.url, 'kit-worker', {
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
  });
  return new Promise<{ zip: Buffer; files: KitFile[] }>((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, value?: { zip: Buffer; files: KitFile[] }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve(value as { zip: Buffer; files: KitFile[] });
    };
    const timer = setTimeout(() => finish(new Error(`no kit in ${timeoutMs} ms`)), timeoutMs);
    worker.on('message', (reply: KitWorkerReply) => {
      if (reply.kind === 'progress') progress(reply.percent);
      else if (reply.kind === 'error') finish(new Error(reply.error));
      else
        finish(null, {
          zip: Buffer.from(reply.zip.buffer, reply.zip.byteOffset, reply.zip.byteLength),
          files: reply.files,
        });
    });
    worker.on('error', (error) => finish(error));
    worker.on('exit', (code) => finish(new Error(`the kit worker exited (${code})`)));
    worker.postMessage(input);
  });
}

export const kitStorageKey = (orderLogoId: number) => `kits/${orderLogoId}/brand-kit.zip`;

export function createKitRunner(options: KitRunnerOptions) {
  const { db, storage, log } = options;
  const concurrency = options.concurrency ?? 1;
  const claim = {
    maxAttempts: options.maxAttempts ?? 3,
    retrySeconds: options.retrySeconds ?? 30,
    staleSeconds: options.staleSeconds ?? 120,
  };
  const timeoutMs = options.timeoutMs ?? 60_000;
  let running = 0;
  let stopped = false;
  const inFlight = new Set<Promise<void>>();
  /** Told each order logo whose kit became ready (the certificate lists the kit's hash). */
  const readyListeners: ((orderLogoId: number) => Promise<void>)[] = [];

  const buildOne = async (kit: repo.KitRow) => {
    const started = Date.now();
    let lastWrite = 0;
    try {
      const input = await kitInputOf({ db, storage }, kit.source);
      const built = await buildInWorker(input, timeoutMs, (p) => {
        // At most about four writes a second.
        if (Date.now() - lastWrite < 250) return;
        lastWrite = Date.now();
        void repo.setProgress(db, kit.id, p).catch(() => {});
      });
      const key = kitStorageKey(kit.order_logo_id);
      await storage.put(key, built.zip);
      await repo.markReady(db, kit.id, { storageKey: key, size: built.zip.byteLength, files: built.files });
      log.info({ kit: kit.id, ms: Date.now() - started, bytes: built.zip.byteLength }, 'brand kit ready');
      for (const listener of readyListeners) {
        await listener(kit.order_logo_id).catch((err) =>
          log.error({ err, kit: kit.id }, 'kit ready listener'),
        );
      }
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      log.error({ err: error, kit: kit.id }, 'brand kit failed');
      await repo.markFailed(db, kit.id, text).catch(() => {});
    }
  };

  const pump = (): void => {
    if (stopped || running >= concurrency) return;
    running++;
    const job = (async () => {
      try {
        const kit = await repo.claimNext(db, claim);
        if (!kit) return false;
        pump(); // another slot may take the next kit meanwhile
        await buildOne(kit);
        return true;
      } finally {
        running--;
      }
    })();
    const settled = job.then(
      (more) => {
        if (more) pump();
      },
      (error: unknown) => log.warn({ err: error }, 'kit queue not read'),
    );
    inFlight.add(settled);
    void settled.finally(() => inFlight.delete(settled));
  };

  return {
    /** Starts building now (after a payment commits). */
    wake: pump,
    /** Calls `listener` with the order logo of every kit that becomes ready (after it is stored). */
    onReady(listener: (orderLogoId: number) => Promise<void>): void {
      readyListeners.push(listener);
    },
    /** The timer's look: only when something waits. */
    async poll(): Promise<void> {
      if (concurrency === 0) return;
      if (!stopped && running === 0 && (await repo.anyWaiting(db, claim.maxAttempts))) pump();
    },
    /** Resolves when nothing is building (tests, shutdown). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async stop(): Promise<void> {
      stopped = true;
      await Promise.all([...inFlight]);
    },
  };
}
export type KitRunner = ReturnType<typeof createKitRunner>;
