import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { idArray } from '../../platform/db/sql.ts';
import { heldLogosNegotiating, heldStatesRestored } from '../logos/index.ts';

/**
 * SQL of selling logos: locks, holds while a payment runs, and the final sale (ADR 0019). The
 * logos' states move through the logos module, the table's one writer (ADR 0083).
 */

export interface SaleLogoRow {
  id: number;
  state: number;
  name_ja: string | null;
  name_en: string | null;
  name_vi: string | null;
  main_key: string | null;
  /** The open checkout holding the logo, and its buyer. */
  hold_checkout_id: number | null;
  hold_user_id: number | null;
  zip: boolean;
}

const saleColumns = sql`l.id, l.state, l.name_ja, l.name_en, l.name_vi,
  (select i.storage_key from logo_images i where i.logo_id = l.id and i.kind = 'main'
    order by case i.format when 'gif' then 0 else 1 end, i.sort, i.id limit 1) as main_key,
  h.checkout_id as hold_checkout_id, h.user_id as hold_user_id,
  exists (select 1 from zips z where z.logo_id = l.id) as zip`;

/** Reads logos with their hold, without locking (cart display). */
export function saleLogos(db: Db, ids: readonly number[]): Promise<SaleLogoRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rows<SaleLogoRow>(
    db,
    sql`select ${saleColumns} from logos l left join logo_holds h on h.logo_id = l.id
        where l.id = any(${idArray(ids)}) order by l.id`,
  );
}

/**
 * Locks the logo rows in id order (every sale locks in the same order, so two buyers of the
 * same logos queue instead of deadlocking), then reads them with their holds. Two statements on
 * purpose: a row lock that waited re-checks only the locked row, so one statement joining the
 * holds would still miss the hold that the buyer it waited for has just committed.
 */
export async function lockSaleLogos(tx: Db, ids: readonly number[]): Promise<SaleLogoRow[]> {
  if (ids.length === 0) return [];
  await lockLogoRows(tx, ids);
  return saleLogos(tx, ids);
}

/** Locks the logo rows in id order, reading nothing (every sale locks in this order). */
export async function lockLogoRows(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`select id from logos where id = any(${idArray(ids)}) order by id for update`);
}

/** Holds the logos for a checkout and shows them as negotiating (state 2) meanwhile. */
export async function insertHolds(
  tx: Db,
  logos: readonly { id: number; state: number }[],
  checkoutId: number,
  userId: number,
  expiresAt: Date,
): Promise<void> {
  if (logos.length === 0) return;
  const values = sql.join(
    logos.map((l) => sql`(${l.id}, ${checkoutId}, ${userId}, ${l.state}, ${expiresAt.toISOString()})`),
    sql`, `,
  );
  await tx.execute(
    sql`with held as (insert into logo_holds (logo_id, checkout_id, user_id, previous_state, expires_at)
          values ${values} returning logo_id)
        ${heldLogosNegotiating(sql`select logo_id from held`)}`,
  );
}

/**
 * Ends the holds of a checkout. A logo still negotiating because of the hold gets its earlier
 * state back; one whose state staff changed meanwhile keeps the new state.
 */
export async function releaseHolds(tx: Db, checkoutId: number): Promise<number[]> {
  const released = await rows<{ logo_id: number }>(
    tx,
    sql`with gone as (delete from logo_holds where checkout_id = ${checkoutId}
          returning logo_id, previous_state),
        restored as (${heldStatesRestored(sql`gone`)})
        select logo_id from gone`,
  );
  return released.map((r) => Number(r.logo_id));
}

/**
 * Drops the holds of logos being sold. Answers each logo's state before the hold, for the change
 * log (so it reads "normal → sold", not "negotiating → sold").
 */
export async function endHoldsForSale(
  tx: Db,
  ids: readonly number[],
): Promise<{ id: number; old_state: number }[]> {
  if (ids.length === 0) return [];
  const before = await rows<{ id: number; old_state: number }>(
    tx,
    sql`select l.id, coalesce(h.previous_state, l.state) as old_state
        from logos l left join logo_holds h on h.logo_id = l.id where l.id = any(${idArray(ids)}) order by l.id`,
  );
  await tx.execute(sql`delete from logo_holds where logo_id = any(${idArray(ids)})`);
  return before;
}
