import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/db.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { kitInputOf } from './kit-source.ts';
import { kitThreads } from './kit-threads.ts';
import * as repo from './kits.repository.ts';

/**
 * The kit builder (ADR 0106): one kit at a time (`concurrency`, default 1), each in a worker
 * thread, kept for the next kit a while after a build that succeeded (kit-threads.ts, ADR 0121). The queue is the `kits` table: `wake()` after a
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
  const threads = kitThreads();
  /** Told each order logo whose kit became ready (the certificate lists the kit's hash). */
  const readyListeners: ((orderLogoId: number) => Promise<void>)[] = [];

  const buildOne = async (kit: repo.KitRow) => {
    const started = Date.now();
    let lastWrite = 0;
    try {
      const input = await kitInputOf({ db, storage }, kit.source);
      const built = await threads.build(input, timeoutMs, (p) => {
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
      await threads.close();
    },
    /** Kit threads started so far (tests: a kit after a kit reuses the thread). */
    threadsStarted: () => threads.started(),
  };
}
export type KitRunner = ReturnType<typeof createKitRunner>;
