import type { LogoImportFailure, LogoImportState } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../../platform/db/db.ts';
import { sqlState } from '../../../platform/db/transaction.ts';

/** SQL of the background CSV imports (ADR 0077): one row per import, its progress and its report. */

export interface JobCounts {
  done: number;
  created: number;
  updated: number;
  unchanged: number;
}

export interface JobRow extends JobCounts {
  id: number;
  dry_run: boolean;
  state: LogoImportState;
  total: number;
  failed_count: number;
  failures: LogoImportFailure[];
  started_at: string;
  finished_at: string | null;
}

/** json columns: parsed by one driver, text from another. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const iso = (value: unknown) => new Date(value as string).toISOString();

/**
 * A running row whose heartbeat is older than this belongs to an instance that stopped without
 * saying so (killed, out of memory): it counts as stopped. Running imports beat every few seconds.
 */
export const STALE_SECONDS = 60;

/**
 * Starts a job; null when another one is running. A running row gone stale is closed first, so a
 * dead instance blocks new imports for a minute at most; the partial unique index settles a race
 * of two starts.
 */
export async function insertJob(
  db: Db,
  job: { userId: number | null; dryRun: boolean; total: number },
): Promise<number | null> {
  await db.execute(
    sql`update logo_import_jobs set state = 'stopped', finished_at = heartbeat_at
        where state = 'running' and heartbeat_at < now() - make_interval(secs => ${STALE_SECONDS})`,
  );
  try {
    const [row] = await rows<{ id: number }>(
      db,
      sql`insert into logo_import_jobs (user_id, dry_run, total)
          values (${job.userId}, ${job.dryRun}, ${job.total}) returning id`,
    );
    return Number(row!.id);
  } catch (error) {
    if (sqlState(error) === '23505') return null;
    throw error;
  }
}

/**
 * Progress of a job, also its heartbeat; `added` are the rows refused since the last save, appended
 * to the list. `end` closes it: done, or stopped before the last row.
 */
export async function saveProgress(
  db: Db,
  id: number,
  counts: JobCounts & { failed: number },
  added: readonly LogoImportFailure[],
  end?: Exclude<LogoImportState, 'running'>,
): Promise<void> {
  const failures = added.length ? sql`failures || ${JSON.stringify(added)}::jsonb` : sql`failures`;
  await db.execute(
    sql`update logo_import_jobs set done = ${counts.done}, created = ${counts.created},
          updated = ${counts.updated}, unchanged = ${counts.unchanged}, failed_count = ${counts.failed},
          failures = ${failures}, heartbeat_at = now()
          ${end ? sql`, state = ${end}, finished_at = now()` : sql``}
        where id = ${id} and state = 'running'`,
  );
}

/**
 * One job as a poll sees it; a running row gone stale reads as stopped. The refused rows come only
 * with a job that is no longer running (a poll while it runs stays small).
 */
export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`select id, dry_run, total, done, created, updated, unchanged, failed_count, started_at,
          case when state = 'running' and heartbeat_at < now() - make_interval(secs => ${STALE_SECONDS})
               then 'stopped' else state end as state,
          case when state = 'running' and heartbeat_at < now() - make_interval(secs => ${STALE_SECONDS})
               then heartbeat_at else finished_at end as finished_at,
          case when state = 'running' and heartbeat_at >= now() - make_interval(secs => ${STALE_SECONDS})
               then null else failures end as failures
        from logo_import_jobs where id = ${id}`,
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    dry_run: Boolean(row.dry_run),
    state: row.state as LogoImportState,
    total: Number(row.total),
    done: Number(row.done),
    created: Number(row.created),
    updated: Number(row.updated),
    unchanged: Number(row.unchanged),
    failed_count: Number(row.failed_count),
    failures: row.failures === null ? [] : json<LogoImportFailure[]>(row.failures),
    started_at: iso(row.started_at),
    finished_at: row.finished_at === null ? null : iso(row.finished_at),
  };
}

/** Finished jobs older than `days` go: a report is for the days after its import. */
export async function deleteOldJobs(db: Db, days: number): Promise<void> {
  await db.execute(
    sql`delete from logo_import_jobs where state <> 'running' and started_at < now() - make_interval(days => ${days})`,
  );
}
