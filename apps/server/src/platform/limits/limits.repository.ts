import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db/db.ts';
import { unflushedRows } from '../db/unflushed.ts';

/** SQL of counted limits (limits.ts): one row per key, a window start and the hits in it. */

/*
 * Hits are written without waiting for their WAL flush (platform/db/unflushed.ts, ADR 0117): a
 * crash may lose the last fraction of a second of counts, which only lets a few more tries
 * through; every counted request (sign-in, the lettering preview while a buyer types) would
 * otherwise wait for a disk flush. The row lock of the upsert still orders parallel hits, so a
 * limit holds.
 */

/**
 * Takes one hit for `key` in one statement: a new or expired window starts at 1, an open window
 * under `max` counts one more, a full one is left as it is. The row lock of the upsert orders
 * parallel callers, so at most `max` hits are ever granted per window. Answers the window's start
 * (exact text, to give the hit back) when granted, nothing when refused.
 */
export async function takeHit(
  db: Db,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<string | undefined> {
  const expired = sql`r.window_start <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await unflushedRows<{ stamp: string }>(
    db,
    sql`insert into rate_limits as r (key, window_start, hits) values (${key}, now(), 1)
      on conflict (key) do update set
        hits = case when ${expired} then 1 else r.hits + 1 end,
        window_start = case when ${expired} then now() else r.window_start end
      where r.hits < ${max} or ${expired}
      returning r.window_start::text as stamp`,
  );
  return row?.stamp;
}

/** Seconds until the window of `key` ends (at least 1). */
export async function secondsLeft(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await rows<{ left: number | string | null }>(
    db,
    sql`select ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as left
        from rate_limits where key = ${key}`,
  );
  return Math.max(1, Number(row?.left ?? 1));
}

/** Gives a granted hit back, unless its window has been replaced meanwhile. */
export async function giveBack(db: Db, key: string, stamp: string): Promise<void> {
  await unflushedRows(
    db,
    sql`update rate_limits set hits = greatest(hits - 1, 0)
      where key = ${key} and window_start = ${stamp}::timestamptz`,
  );
}

/** Drops rows whose window ended more than `olderThanSeconds` ago. */
export async function pruneHits(db: Db, olderThanSeconds: number): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds})`,
  );
}
