import type { FastifyInstance } from 'fastify';
import { registerIntervalTask } from '../../platform/work/interval-task.ts';
import { releaseExpiredKeeps } from './favorites.repository.ts';

/**
 * Releases expired keeps for everyone every `intervalMs` (KEEP_SWEEP_INTERVAL_MS; 0 turns it off),
 * so a keep ends on time even when its owner never looks. Cards already stop showing an expired
 * keep by its date; the sweep records the release (kept=false, keep_expired_at). Several
 * instances may sweep at once: the update is idempotent. `after` runs in the same sweep once the
 * releases are done: the return mails (keep reminders, favourites sold; issue 26), given by
 * app.ts, each sent once however many sweeps run.
 */
export function registerKeepSweep(
  app: FastifyInstance,
  intervalMs: number,
  after?: () => Promise<Record<string, number>>,
): void {
  registerIntervalTask(app, {
    name: 'keep sweep',
    intervalMs,
    run: async () => ({ released: await releaseExpiredKeeps(app.database.db), ...(await after?.()) }),
    report: (result) => {
      const counts = result as Record<string, number>;
      return Object.values(counts).some((n) => n > 0) ? counts : undefined;
    },
  });
}
