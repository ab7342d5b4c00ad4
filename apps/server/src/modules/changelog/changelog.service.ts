import type { ChangeLogPage, ChangeLogQuery } from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import { dbOf, type TxScope } from '../../platform/db/transaction.ts';
import { listMeta, offsetOf } from '../../platform/http/list-page.ts';
import * as repo from './changelog.repository.ts';

/** One change of one field of a logo: who made it, and the value before and after (as text). */
export interface ChangeEntry {
  logoId: number | null;
  userId: number | null;
  field: string;
  oldValue: string | number | null;
  newValue: string | number | null;
}

const text = (v: string | number | null): string | null => (v === null ? null : String(v));

/**
 * Appends change-log rows inside the caller's transaction, so a change and its record are
 * written together or not at all. Entries whose value did not change are left out.
 */
export async function recordChanges(ctx: { tx: Db }, entries: readonly ChangeEntry[]): Promise<void> {
  const real = entries
    .map((e) => ({ ...e, oldValue: text(e.oldValue), newValue: text(e.newValue) }))
    .filter((e) => e.oldValue !== e.newValue);
  await repo.insertChanges(ctx.tx, real);
}

/** GET /api/logs: newest first unless sorted; past the last page, no rows. */
export async function listChangeLogs(pool: Db, ctx: TxScope, query: ChangeLogQuery): Promise<ChangeLogPage> {
  const db = dbOf(ctx, pool);
  const filter: repo.LogFilter = {
    search: query.search_text || undefined,
    logoId: query.logo_id,
    userId: query.user_id,
    dateFrom: query.date_from,
    dateTo: query.date_to,
  };
  const total = await repo.countLogs(db, filter);
  const found =
    total === 0
      ? []
      : await repo.listLogs(
          db,
          filter,
          { field: query.sort_field, value: query.sort_value },
          { limit: query.per_page, offset: offsetOf(query.page, query.per_page) },
        );
  return {
    data: found.map((r) => ({
      id: Number(r.id),
      logo_id: r.logo_id === null ? null : Number(r.logo_id),
      logo_name: r.logo_name,
      user_id: r.user_id === null ? null : Number(r.user_id),
      user_name: r.user_name,
      field: r.field,
      old_value: r.old_value,
      new_value: r.new_value,
      old_label: r.old_label,
      new_label: r.new_label,
      created_at: new Date(r.created_at).toISOString(),
    })),
    meta: listMeta(total, query.page, query.per_page),
  };
}
