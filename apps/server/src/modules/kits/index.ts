import type { FastifyInstance } from 'fastify';
import { registerIntervalTask } from '../../platform/work/interval-task.ts';
import { createKitRunner, type KitRunner } from './kit-runner.ts';
import { KIT_MAX_ATTEMPTS } from './kits.service.ts';

/**
 * The kits module's face (issue 26, ADR 0106): the instant brand kit of each paid order logo,
 * queued in the payment's transaction, built off the event loop from the pinned lettering layout
 * and the buyer's names, stored privately as one zip. Orders show and serve it.
 */
export type { KitFile } from './kit-input.ts';
export type { KitRunner } from './kit-runner.ts';
export {
  KIT_MAX_ATTEMPTS,
  type KitSource,
  type KitStatus,
  type KitView,
  kitFilesOf,
  kitsOf,
  kitZipKey,
  queueKits,
  retryKit,
} from './kits.service.ts';
export { drawLogoFiles, type LogoFilesInput } from './logo-files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The brand kit builder: `wake()` after a payment commits. */
    kits: KitRunner;
  }
}

export function registerKits(app: FastifyInstance): KitRunner {
  const runner = createKitRunner({
    db: app.database.db,
    storage: app.storage,
    log: app.log,
    maxAttempts: KIT_MAX_ATTEMPTS,
    concurrency: app.config.KIT_BUILD_WORKERS,
  });
  app.decorate('kits', runner);
  registerIntervalTask(app, {
    name: 'kit builder',
    intervalMs: app.config.KIT_POLL_INTERVAL_MS,
    run: () => runner.poll(),
  });
  app.addHook('onClose', () => runner.stop());
  return runner;
}
