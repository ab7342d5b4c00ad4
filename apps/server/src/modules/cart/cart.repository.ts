import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { idArray } from '../../platform/db/sql.ts';

/** A cart belongs to a member, or to a guest's anonymous cart id (stored as its SHA-256). */
export type CartOwner = { userId: number } | { guestHash: string };

export interface CartItemRow {
  id: number;
  logo_id: number;
  sub_name: string;
  main_name: string;
  logo_manual: boolean;
  logo_motion: boolean;
}

const ownedBy = (owner: CartOwner): SQL =>
  'userId' in owner ? sql`user_id = ${owner.userId}` : sql`guest_token = ${owner.guestHash}`;

const lockKey = (owner: CartOwner): string =>
  'userId' in owner ? `cart:u:${owner.userId}` : `cart:g:${owner.guestHash}`;

/**
 * Serialises the writes of one cart until the transaction ends, so the item limit and the
 * merge hold however many requests of one cart arrive together.
 */
export async function lockCart(tx: Db, owner: CartOwner): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey(owner)}))`);
}

export function listItems(db: Db, owner: CartOwner, ids?: readonly number[]): Promise<CartItemRow[]> {
  const only = ids ? sql` and id = any(${idArray(ids)})` : sql``;
  return rows<CartItemRow>(
    db,
    sql`select id, logo_id, sub_name, main_name, logo_manual, logo_motion from cart_items
        where ${ownedBy(owner)}${only} order by created_at desc, id desc`,
  );
}

export async function countItems(db: Db, owner: CartOwner): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from cart_items where ${ownedBy(owner)}`,
  );
  return Number(row?.n ?? 0);
}

export interface NewCartItem {
  logoId: number;
  subName: string;
  mainName: string;
  logoManual: boolean;
  logoMotion: boolean;
}

/** Adds a line; undefined when the logo is already in this cart (the unique indexes decide). */
export async function insertItem(db: Db, owner: CartOwner, item: NewCartItem): Promise<number | undefined> {
  const [userId, guest] = 'userId' in owner ? [owner.userId, null] : [null, owner.guestHash];
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into cart_items (user_id, guest_token, logo_id, sub_name, main_name, logo_manual, logo_motion)
        values (${userId}, ${guest}, ${item.logoId}, ${item.subName}, ${item.mainName}, ${item.logoManual}, ${item.logoMotion})
        on conflict do nothing returning id`,
  );
  return row ? Number(row.id) : undefined;
}

export async function updateItem(
  db: Db,
  owner: CartOwner,
  id: number,
  item: Omit<NewCartItem, 'logoId'>,
): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`update cart_items set sub_name = ${item.subName}, main_name = ${item.mainName},
          logo_manual = ${item.logoManual}, logo_motion = ${item.logoMotion}
        where id = ${id} and ${ownedBy(owner)} returning id`,
  );
  return found.length > 0;
}

/** Removes a line; the removed line's logo, or undefined when it was not in this cart. */
export async function deleteItem(db: Db, owner: CartOwner, id: number): Promise<number | undefined> {
  const [row] = await rows<{ logo_id: number }>(
    db,
    sql`delete from cart_items where id = ${id} and ${ownedBy(owner)} returning logo_id`,
  );
  return row ? Number(row.logo_id) : undefined;
}

/** Removes the member's lines of these logos (they were just bought or ordered). */
export async function deleteLogos(db: Db, userId: number, logoIds: readonly number[]): Promise<void> {
  if (logoIds.length === 0) return;
  await db.execute(
    sql`delete from cart_items where user_id = ${userId} and logo_id = any(${idArray(logoIds)})`,
  );
}

/**
 * Moves a guest cart into a member's: lines of logos the member already has are dropped, the
 * rest change owner. Run inside a transaction holding the member's cart lock.
 */
export async function mergeGuest(tx: Db, guestHash: string, userId: number): Promise<void> {
  await tx.execute(sql`update cart_items set user_id = ${userId}, guest_token = null
    where guest_token = ${guestHash}
      and logo_id not in (select logo_id from cart_items where user_id = ${userId})`);
  await tx.execute(sql`delete from cart_items where guest_token = ${guestHash}`);
}

/** The names a member typed on their cart line of a logo, if the logo is in their cart. */
export function namesOnLine(
  db: Db,
  userId: number,
  logoId: number,
): Promise<{ main_name: string; sub_name: string }[]> {
  return rows(
    db,
    sql`select main_name, sub_name from cart_items where user_id = ${userId} and logo_id = ${logoId} limit 1`,
  );
}
