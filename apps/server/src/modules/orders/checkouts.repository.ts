import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';

/** SQL of checkouts: the server's snapshot of a payment attempt (ADR 0019). */

export const CHECKOUT = { open: 1, completed: 2, released: 3 } as const;

export interface CheckoutLineSnapshot {
  cart_item_id: number;
  logo_id: number;
  logo_name: string;
  sub_name: string;
  main_name: string;
  logo_price: number;
  logo_manual: boolean;
  logo_manual_price: number;
  logo_motion: boolean;
  logo_motion_price: number;
  price: number;
  /**
   * The logo's lettering layout version when the checkout opened (ADR 0102), the one the order
   * pins; null without a layout. Absent in snapshots written before it existed.
   */
  lettering_version?: number | null;
}

export interface CheckoutRow {
  id: number;
  user_id: number;
  status: number;
  payment_type: number;
  lang: string;
  currency: string;
  tax: number;
  tax_percent: number;
  total_amount: number;
  items: CheckoutLineSnapshot[] | string;
  payment_intent_id: string | null;
  order_id: number | null;
  expires_at: Date | string;
}

export async function insertCheckout(
  tx: Db,
  c: {
    userId: number;
    paymentType: number;
    lang: string;
    currency: string;
    tax: number;
    taxPercent: number;
    total: number;
    items: CheckoutLineSnapshot[];
    expiresAt: Date;
  },
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into checkouts (user_id, payment_type, lang, currency, tax, tax_percent, total_amount, items, expires_at)
        values (${c.userId}, ${c.paymentType}, ${c.lang}, ${c.currency}, ${c.tax}, ${c.taxPercent}, ${c.total},
          ${JSON.stringify(c.items)}::jsonb, ${c.expiresAt.toISOString()}) returning id`,
  );
  return Number(row!.id);
}

export async function setIntent(db: Db, id: number, intentId: string): Promise<void> {
  await db.execute(
    sql`update checkouts set payment_intent_id = ${intentId}, updated_at = now() where id = ${id}`,
  );
}

export async function lockByIntent(tx: Db, intentId: string): Promise<CheckoutRow | undefined> {
  const [row] = await rows<CheckoutRow>(
    tx,
    sql`select * from checkouts where payment_intent_id = ${intentId} for update`,
  );
  return row;
}

export async function lockById(tx: Db, id: number): Promise<CheckoutRow | undefined> {
  const [row] = await rows<CheckoutRow>(tx, sql`select * from checkouts where id = ${id} for update`);
  return row;
}

export async function findByIntent(db: Db, intentId: string): Promise<CheckoutRow | undefined> {
  const [row] = await rows<CheckoutRow>(
    db,
    sql`select * from checkouts where payment_intent_id = ${intentId}`,
  );
  return row;
}

/** The member's open card checkouts (an earlier attempt is released when a new one starts). */
export async function openCardCheckoutsOf(tx: Db, userId: number): Promise<CheckoutRow[]> {
  return rows<CheckoutRow>(
    tx,
    sql`select * from checkouts where user_id = ${userId} and status = ${CHECKOUT.open} and payment_type = 1
        order by id for update`,
  );
}

export async function setStatus(
  tx: Db,
  id: number,
  status: number,
  orderId: number | null = null,
): Promise<void> {
  await tx.execute(sql`update checkouts set status = ${status}, order_id = coalesce(${orderId}, order_id),
    updated_at = now() where id = ${id}`);
}

/** Open card checkouts past their hold, oldest first (the sweep settles or releases them). */
export function expiredCardCheckouts(db: Db, limit: number): Promise<CheckoutRow[]> {
  return rows<CheckoutRow>(
    db,
    sql`select * from checkouts where status = ${CHECKOUT.open} and payment_type = 1 and expires_at <= now()
        order by expires_at limit ${limit}`,
  );
}

/** Open card checkouts with an intent, still holding (a processing payment may settle meanwhile). */
export function openCardCheckoutIntents(db: Db, limit: number): Promise<{ payment_intent_id: string }[]> {
  return rows(
    db,
    sql`select payment_intent_id from checkouts where status = ${CHECKOUT.open} and payment_type = 1
        and payment_intent_id is not null order by id limit ${limit}`,
  );
}

export function parseItems(row: CheckoutRow): CheckoutLineSnapshot[] {
  return typeof row.items === 'string' ? JSON.parse(row.items) : row.items;
}

export async function lockByOrder(tx: Db, orderId: number): Promise<CheckoutRow | undefined> {
  const [row] = await rows<CheckoutRow>(
    tx,
    sql`select * from checkouts where order_id = ${orderId} for update`,
  );
  return row;
}
