import type { Db } from '../../platform/db/db.ts';
import type { KitFile } from './kit-input.ts';
import * as repo from './kits.repository.ts';

export type { KitSource, KitStatus } from './kits.repository.ts';

/** A kit as order answers show it (ADR 0106). */
export interface KitView {
  order_logo_id: number;
  status: repo.KitStatus;
  progress: number;
  has_layout: boolean;
  /** A failed kit the builder will try again by itself. */
  retrying: boolean;
  files: KitFile[];
  size: number | null;
  built_at: string | null;
}

export const KIT_MAX_ATTEMPTS = 3;

const viewOf = (row: repo.KitRow): KitView => ({
  order_logo_id: Number(row.order_logo_id),
  status: row.status,
  progress: row.status === 'ready' ? 100 : Number(row.progress),
  has_layout: Boolean(row.has_layout),
  retrying: row.status === 'failed' && Number(row.attempts) < KIT_MAX_ATTEMPTS,
  files: row.status === 'ready' ? row.files : [],
  size: row.size === null ? null : Number(row.size),
  built_at: row.built_at === null ? null : new Date(row.built_at).toISOString(),
});

/**
 * Queues a kit for each paid order line, in the payment's own transaction (`tx`): the kit is
 * never lost between the payment and its build.
 */
export function queueKits(
  tx: Db,
  lines: readonly { orderLogoId: number; source: repo.KitSource }[],
): Promise<void> {
  return repo.insertPending(tx, lines);
}

/** The kits of these order lines (absent: the line has none, e.g. paid before kits existed). */
export async function kitsOf(db: Db, orderLogoIds: readonly number[]): Promise<Map<number, KitView>> {
  const found = await repo.kitsOfLines(db, orderLogoIds);
  return new Map(found.map((r) => [Number(r.order_logo_id), viewOf(r)]));
}

/**
 * The files a ready kit delivered (name, size, SHA-256), or null while it has none. The
 * exclusivity certificate lists these hashes (issue 26).
 */
export async function kitFilesOf(db: Db, orderLogoId: number): Promise<KitFile[] | null> {
  const [row] = await repo.kitsOfLines(db, [orderLogoId]);
  return row?.status === 'ready' ? row.files : null;
}

/** The storage key of a ready kit's zip, or null. */
export async function kitZipKey(db: Db, orderLogoId: number): Promise<string | null> {
  const [row] = await repo.kitsOfLines(db, [orderLogoId]);
  return row?.status === 'ready' ? row.storage_key : null;
}

/** Staff's retry of a failed kit: queued again with fresh attempts; false when it is not failed. */
export function retryKit(db: Db, orderLogoId: number): Promise<boolean> {
  return repo.requeueFailed(db, orderLogoId);
}
