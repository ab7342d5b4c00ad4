import type { FastifyInstance } from 'fastify';
import { registerIntervalTask } from '../../platform/work/interval-task.ts';
import { releaseExpiredKeeps } from './favorites.repository.ts';

/**
 * Releases expired keeps for everyone every `intervalMs` (KEEP_SWEEP_INTERVAL_MS; 0 turns it off),
 * so a keep ends on time even when its owner never looks. Cards already stop showing an expired
 * keep by its date; the sweep records the release (kept=false, keep_expired_at). Several
 * instances may sweep at once: the update is idempotent.
 */
export function registerKeepSweep(app: FastifyInstance, intervalMs: number): void {
  registerIntervalTask(app, {
    name: 'keep sweep',
    intervalMs,
    run: () => releaseExpiredKeeps(app.database.db),
    report: (released) => ((released as number) > 0 ? { released } : undefined),
  });
}
