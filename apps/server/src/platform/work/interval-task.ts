import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` every `intervalMs` (0 turns it off) while the app is up: never two runs at once on
 * one instance, a failure logged and retried at the next interval, and a run in flight finished
 * before the app (and its database) closes. Work that several instances may do at once must be
 * idempotent by itself; the keep sweep and the order sweep are.
 */
export function registerIntervalTask(
  app: FastifyInstance,
  task: {
    name: string;
    intervalMs: number;
    run: () => Promise<unknown>;
    /** A log line about a finished run, or nothing to say. */
    report?: (result: unknown) => object | undefined;
  },
): void {
  if (task.intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= task
      .run()
      .then((result) => {
        const line = task.report?.(result);
        if (line) app.log.info(line, task.name);
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, `${task.name} failed; it runs again at the next interval`);
      })
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, task.intervalMs);
    timer.unref();
  });
  // Stop first and let a run in flight end before the database closes.
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
