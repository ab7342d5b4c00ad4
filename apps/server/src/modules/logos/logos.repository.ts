import { LOGO_STATE, ON_SALE_STATES } from '@logoya/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { codeInt, idArray } from '../../platform/db/sql.ts';

/**
 * Every write to the `logos` table, its one owner (ADR 0083): the back office's edits and state
 * changes, the CSV import, the sale's states and the heart count. Others read the table in their
 * own statements (boundaries.unit.test.ts lists who, and why) but write it only through this
 * module's face: a whole statement here, or, where the write is one step of another module's
 * single statement, a statement part from here (a hold, a favourite toggle).
 */

/** The fields staff write, as stored. */
export interface LogoWrite {
  name_ja: string;
  name_en: string;
  name_vi: string;
  explain: string;
  explain_en: string | null;
  explain_vi: string | null;
  designer_ref: string | null;
  designer_id: number | null;
}

/** A new logo, stopped (7) and not yet published (ADR 0086); answers its id. */
export async function insertLogo(tx: Db, w: LogoWrite): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into logos (name_ja, name_en, name_vi, explain, explain_en, explain_vi, designer_ref, designer_id,
          state, published_at)
        values (${w.name_ja}, ${w.name_en}, ${w.name_vi}, ${w.explain}, ${w.explain_en}, ${w.explain_vi},
          ${w.designer_ref}, ${w.designer_id}, ${codeInt(LOGO_STATE.stopped)}, null)
        returning id`,
  );
  return Number(row!.id);
}

export async function updateLogo(tx: Db, id: number, w: LogoWrite): Promise<void> {
  await tx.execute(
    sql`update logos set name_ja = ${w.name_ja}, name_en = ${w.name_en}, name_vi = ${w.name_vi},
          explain = ${w.explain}, explain_en = ${w.explain_en}, explain_vi = ${w.explain_vi}, designer_ref = ${w.designer_ref}, designer_id = ${w.designer_id},
          updated_at = now()
        where id = ${id}`,
  );
}

/**
 * Sets the state of logos the caller has locked and checked; a logo put on sale for the first
 * time is published now.
 */
export async function setStates(tx: Db, ids: readonly number[], state: number): Promise<void> {
  if (ids.length === 0) return;
  const published = ON_SALE_STATES.includes(state) ? sql`coalesce(published_at, now())` : sql`published_at`;
  await tx.execute(
    sql`update logos set state = ${state}, published_at = ${published}, updated_at = now()
        where id = any(${idArray(ids)})`,
  );
}

/** Marks a logo edited (images, categories, keywords live in other tables). */
export async function touchLogo(tx: Db, id: number): Promise<void> {
  await tx.execute(sql`update logos set updated_at = now() where id = ${id}`);
}

/*
 * Statement parts: each the body of a common table expression in another module's statement,
 * where the write must happen in that one statement. `ids` is a query of logo ids in it.
 */

/** The held logos show as negotiating (2) while a checkout holds them (the sale's hold). */
export function heldLogosNegotiating(ids: SQL): SQL {
  return sql`update logos set state = ${codeInt(LOGO_STATE.negotiating)}, updated_at = now() where id in (${ids})`;
}

/**
 * Logos whose holds `gone` (logo_id, previous_state) just ended get their earlier state back,
 * unless staff changed it meanwhile (then the new state stays); returns their ids.
 */
export function heldStatesRestored(gone: SQL): SQL {
  return sql`update logos l set state = g.previous_state, updated_at = now() from ${gone} g
          where l.id = g.logo_id and l.state = ${codeInt(LOGO_STATE.negotiating)} returning l.id`;
}

/** The heart count of the logos in `ids` moves by `delta`, never below 0; returns the new count. */
export function favoritesCountMoved(ids: SQL, delta: 1 | -1): SQL {
  return sql`update logos set favorites_count = greatest(favorites_count + ${delta}, 0)
          where id in (${ids}) returning favorites_count`;
}
