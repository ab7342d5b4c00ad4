import { boundedQueue } from './bounded-queue.ts';

/**
 * Work a request starts and does not wait for (a certificate after a payment): each task runs as
 * soon as one of `concurrency` places is free (heavy work is never unbounded: a burst of payments
 * queues its certificates instead of drawing and hashing them all at once, each on a database
 * connection), a failure is logged under its name and never reaches the caller, and `idle()`
 * resolves when none is left, so the app closes its database only after them (and tests wait on
 * the state, not on time). Nothing is refused: each task comes from a request already bounded.
 */
export function backgroundWork(
  log: { error(obj: object, msg: string): void },
  options: { concurrency: number } = { concurrency: 2 },
) {
  const queue = boundedQueue({ concurrency: options.concurrency, maxWaiting: Number.POSITIVE_INFINITY });
  const inFlight = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<unknown>): void {
      const done: Promise<void> = queue
        .run(async () => task())
        .then(
          () => undefined,
          (err: unknown) => log.error({ err }, name),
        )
        .finally(() => inFlight.delete(done));
      inFlight.add(done);
    },
    /** Resolves when no task is running or waiting, including tasks started by those that ended. */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    stats: () => queue.stats(),
  };
}
export type BackgroundWork = ReturnType<typeof backgroundWork>;
