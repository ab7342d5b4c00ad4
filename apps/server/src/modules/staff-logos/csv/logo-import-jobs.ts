import { type Locale, type LogoImportFailure, type LogoImportJob, msg, translateMessage } from '@logoya/core';
import type { RequestContext } from '../../../platform/http/context.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { CsvImportDeps, ImportProgress, PreparedImport } from './logo-csv-import.service.ts';
import {
  deleteOldJobs,
  findJob,
  insertJob,
  type JobRow,
  saveProgress,
} from './logo-import-jobs.repository.ts';

export { STALE_SECONDS } from './logo-import-jobs.repository.ts';

/**
 * Catalogue CSV imports as background jobs (ADR 0077). The request that brings the file judges it
 * and starts the job, answering at once; the rows then run in this process, writing their progress
 * to the database at most once a second (and a heartbeat every few seconds), so a poll that
 * reaches any instance follows the job, and no proxy's time-out can cut an import. One import
 * runs at a time, in the whole shop. When the app closes, a running import stops after its current
 * row and is saved as stopped.
 */

/** Progress reaches the database at most this often (the last row always). */
const SAVE_EVERY_MS = 1000;
/** A running job's heartbeat, also while one row takes long; well inside STALE_SECONDS. */
const HEARTBEAT_MS = 5000;
/** Finished jobs are kept this long, then removed when a later import starts. */
const KEEP_DAYS = 30;

export interface ImportJobs {
  /** Starts the prepared import as a job; 409 when another one runs. `discard` runs at its end. */
  start(ctx: RequestContext, job: PreparedImport, discard: () => Promise<void>): Promise<LogoImportJob>;
  /** The job as a poll sees it, texts in the caller's language; unknown: 404. */
  view(ctx: RequestContext, id: number): Promise<LogoImportJob>;
  /** Stops running jobs after their current row and waits until they are saved. */
  close(): Promise<void>;
}

const translated = (failure: LogoImportFailure, locale: Locale): LogoImportFailure => ({
  ...failure,
  errors: Object.fromEntries(
    Object.entries(failure.errors).map(([k, v]) => [k, v.map((m) => translateMessage(m, locale))]),
  ),
});

function endMessage(job: JobRow): string {
  if (job.state === 'stopped') return msg('csv_import_stopped');
  return msg(job.dry_run ? 'csv_checked' : 'csv_imported');
}

/** The answer of a job: counts while it runs; the report and its message once it no longer does. */
function viewOf(job: JobRow, locale: Locale): LogoImportJob {
  const view: LogoImportJob = {
    id: job.id,
    state: job.state,
    dry_run: job.dry_run,
    total: job.total,
    done: job.done,
    created: job.created,
    updated: job.updated,
    unchanged: job.unchanged,
    failed: job.failed_count,
    started_at: job.started_at,
    finished_at: job.finished_at,
  };
  if (job.state === 'running') return view;
  return {
    ...view,
    result: {
      created: job.created,
      updated: job.updated,
      unchanged: job.unchanged,
      failed: job.failures.map((f) => translated(f, locale)),
      total: job.total,
      dry_run: job.dry_run,
    },
    message: translateMessage(endMessage(job), locale),
  };
}

export function createImportJobs(deps: CsvImportDeps): ImportJobs {
  const running = new Map<number, Promise<void>>();
  let closing = false;

  async function runJob(id: number, job: PreparedImport): Promise<void> {
    let counts: ImportProgress = {
      done: 0,
      total: job.total,
      created: 0,
      updated: 0,
      unchanged: 0,
      failed: 0,
    };
    const added: LogoImportFailure[] = [];
    // Saves go one after another, each with the failures since the one before.
    let saving = Promise.resolve();
    const save = (end?: 'done' | 'stopped') => {
      const batch = added.splice(0);
      const snapshot = counts;
      saving = saving
        .then(() => saveProgress(deps.db, id, snapshot, batch, end))
        .catch((error: unknown) => deps.log.warn({ err: error, job: id }, 'CSV import progress not saved.'));
      return saving;
    };
    // The first row is saved at once, so the screen sees the rows start moving.
    let lastSave = 0;
    const heartbeat = setInterval(() => void save(), HEARTBEAT_MS);
    heartbeat.unref();
    try {
      const outcome = await job.run(
        (progress, failure) => {
          counts = progress;
          if (failure) added.push(failure);
          if (Date.now() - lastSave >= SAVE_EVERY_MS) {
            lastSave = Date.now();
            void save();
          }
        },
        () => closing,
      );
      await save(outcome.done === outcome.total ? 'done' : 'stopped');
      if (outcome.done < outcome.total)
        deps.log.warn(
          { job: id, done: outcome.done, total: outcome.total },
          'A CSV import stopped: the server is closing.',
        );
    } catch (error) {
      deps.log.error({ err: error, job: id }, 'The CSV import stopped.');
      await save('stopped');
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function view(ctx: RequestContext, id: number): Promise<LogoImportJob> {
    const job = await findJob(deps.db, id);
    if (!job) throw notFound(msg('csv_import_not_found'));
    return viewOf(job, ctx.locale);
  }

  return {
    view,
    async start(ctx, job, discard) {
      const abandon = async () => {
        await job.close();
        await discard();
      };
      let id: number | null = null;
      try {
        if (!closing)
          id = await insertJob(deps.db, {
            userId: ctx.actor?.id ?? null,
            dryRun: job.dryRun,
            total: job.total,
          });
      } catch (error) {
        await abandon();
        throw error;
      }
      if (id === null) {
        await abandon();
        throw new AppError(409, msg('csv_import_busy'));
      }
      const work = runJob(id, job)
        .finally(async () => {
          await discard();
          running.delete(id);
        })
        .catch((error: unknown) =>
          deps.log.warn({ err: error, job: id }, 'A CSV import upload was not removed.'),
        );
      running.set(id, work);
      await deleteOldJobs(deps.db, KEEP_DAYS).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'Old CSV import reports were not removed.'),
      );
      return view(ctx, id);
    },

    async close() {
      closing = true;
      await Promise.all(running.values());
    },
  };
}
