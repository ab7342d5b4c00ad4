import type { FastifyInstance } from 'fastify';
import { releaseExpiredKeeps } from './favorites.repository.ts';

/**
 * Releases expired keeps for everyone every `intervalMs` (KEEP_SWEEP_INTERVAL_MS; 0 turns it off),
 * so a keep ends on time even when its owner never looks. Cards already stop showing an expired
 * keep by its date; the sweep records the release (kept=false, keep_expired_at). Several
 * instances may sweep at once: the update is idempotent.
 */
export function registerKeepSweep(app: FastifyInstance, intervalMs: number): void {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= releaseExpiredKeeps(app.database.db)
      .then((released) => {
        if (released > 0) app.log.info({ released }, 'expired keeps released');
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'keep sweep failed; it runs again at the next interval');
      })
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, intervalMs);
    timer.unref();
  });
  // Stop first and let a sweep in flight end before the database closes.
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
