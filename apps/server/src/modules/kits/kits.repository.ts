import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { idArray } from '../../platform/db/sql.ts';
import type { KitFile } from './kit-input.ts';

/** SQL of the brand kits (ADR 0106); the kits module is the only one to touch `kits`. */

export type KitStatus = 'pending' | 'building' | 'ready' | 'failed';

/** What a kit is drawn from, copied from its order line at payment. */
export interface KitSource {
  logo_id: number;
  /** The pinned lettering version; null: the logo had no layout. */
  lettering_version: number | null;
  main_name: string;
  sub_name: string;
  logo_name: string;
  /** The logo's main image (storage key), for a kit without a layout. */
  main_key: string | null;
  lang: string;
}

export interface KitRow {
  id: number;
  order_logo_id: number;
  status: KitStatus;
  progress: number;
  attempts: number;
  has_layout: boolean;
  source: KitSource;
  files: KitFile[];
  storage_key: string | null;
  size: number | null;
  error: string | null;
  built_at: Date | string | null;
  updated_at: Date | string;
}

/** Queues one pending kit per line; a line that has one keeps it (a payment settled twice). */
export async function insertPending(
  db: Db,
  lines: readonly { orderLogoId: number; source: KitSource }[],
): Promise<void> {
  for (const l of lines) {
    await db.execute(sql`insert into kits (order_logo_id, has_layout, source)
      values (${l.orderLogoId}, ${l.source.lettering_version !== null}, ${JSON.stringify(l.source)}::jsonb)
      on conflict (order_logo_id) do nothing`);
  }
}

/**
 * Takes the next kit to build, marking it building, or none. Pending kits first; then kits left
 * building by a stopped server (not touched for `staleSeconds`) and failed kits under
 * `maxAttempts` whose last try is `retrySeconds` old. SKIP LOCKED: two instances never take one kit.
 */
export async function claimNext(
  db: Db,
  options: { staleSeconds: number; retrySeconds: number; maxAttempts: number },
): Promise<KitRow | undefined> {
  const [row] = await rows<KitRow>(
    db,
    sql`update kits set status = 'building', progress = 0, attempts = attempts + 1, error = null, updated_at = now()
      where id = (
        select id from kits
        where status = 'pending'
          or (status = 'building' and updated_at < now() - make_interval(secs => ${options.staleSeconds}))
          or (status = 'failed' and attempts < ${options.maxAttempts}
              and updated_at < now() - make_interval(secs => ${options.retrySeconds}))
        order by (status = 'pending') desc, id
        limit 1
        for update skip locked
      )
      returning *`,
  );
  return row;
}

export async function setProgress(db: Db, id: number, progress: number): Promise<void> {
  await db.execute(
    sql`update kits set progress = ${Math.max(0, Math.min(100, Math.round(progress)))}, updated_at = now()
      where id = ${id} and status = 'building'`,
  );
}

export async function markReady(
  db: Db,
  id: number,
  done: { storageKey: string; size: number; files: KitFile[] },
): Promise<void> {
  await db.execute(sql`update kits set status = 'ready', progress = 100, storage_key = ${done.storageKey},
      size = ${done.size}, files = ${JSON.stringify(done.files)}::jsonb, built_at = now(), updated_at = now(), error = null
    where id = ${id}`);
}

export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db.execute(
    sql`update kits set status = 'failed', error = ${error.slice(0, 2000)}, updated_at = now() where id = ${id}`,
  );
}

/** A failed kit queued again with fresh attempts (staff's retry); false when it is not failed. */
export async function requeueFailed(db: Db, orderLogoId: number): Promise<boolean> {
  const done = await rows<{ id: number }>(
    db,
    sql`update kits set status = 'pending', progress = 0, attempts = 0, error = null, updated_at = now()
      where order_logo_id = ${orderLogoId} and status = 'failed' returning id`,
  );
  return done.length > 0;
}

export function kitsOfLines(db: Db, orderLogoIds: readonly number[]): Promise<KitRow[]> {
  if (orderLogoIds.length === 0) return Promise.resolve([]);
  return rows<KitRow>(
    db,
    sql`select * from kits where order_logo_id = any(${idArray(orderLogoIds)}) order by id`,
  );
}

/** Whether any kit waits to be built (or rebuilt): the runner's cheap check. */
export async function anyWaiting(db: Db, maxAttempts: number): Promise<boolean> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from kits where status in ('pending', 'building')
      or (status = 'failed' and attempts < ${maxAttempts})`,
  );
  return Number(row?.n ?? 0) > 0;
}
