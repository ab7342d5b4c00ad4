import { ORDER_STATUS } from '@logoya/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { containsPattern, idArray, listOrder } from '../../platform/db/sql.ts';
import type { CheckoutLineSnapshot } from './checkouts.repository.ts';

/** SQL of orders and their logos. Prices, names, currency and tax are fixed at creation. */

export interface OrderRow {
  id: number;
  invoice_num: string;
  user_id: number;
  status: number;
  payment_status: number;
  payment_type: number;
  payment_intent_id: string | null;
  lang: string;
  currency: string;
  tax: number;
  tax_percent: number;
  total_amount: number;
  recipient_name: string;
  recipient_company: string;
  recipient_email: string;
  purchase_date: Date | string;
  payment_date: Date | string | null;
  delivery_date: Date | string | null;
  expires_at: Date | string | null;
}

export interface OrderLogoRow {
  id: number;
  order_id: number;
  logo_id: number;
  logo_name: string;
  price: number;
  logo_manual: boolean;
  logo_manual_price: number;
  logo_motion: boolean;
  logo_motion_price: number;
  main_name: string;
  sub_name: string;
  main_key: string | null;
  zip: boolean;
  /** The lettering layout version pinned at purchase (ADR 0102); null: the logo had none. */
  lettering_version: number | null;
  /** When the line was delivered (ADR 0104); null until then. */
  delivered_at: Date | string | null;
  /** The current zip's upload: when, by whom (staff and the logo's designer only). */
  uploaded_at: Date | string | null;
  uploaded_by: number | null;
  uploader_name: string | null;
}

export interface NewOrder {
  userId: number;
  status: number;
  paymentStatus: number;
  paymentType: number;
  paymentIntentId: string | null;
  lang: string;
  currency: string;
  tax: number;
  taxPercent: number;
  total: number;
  recipient: { name: string; company: string; email: string };
  paid: boolean;
  delivered: boolean;
  expiresAt: Date | null;
}

/** Writes an order with the next invoice number (a sequence: sequential, never reused). */
export async function insertOrder(
  tx: Db,
  o: NewOrder,
  lines: readonly CheckoutLineSnapshot[],
): Promise<OrderRow> {
  const [order] = await rows<OrderRow>(
    tx,
    sql`insert into orders (invoice_num, user_id, status, payment_status, payment_type, payment_intent_id, lang,
          currency, tax, tax_percent, total_amount, recipient_name, recipient_company, recipient_email,
          payment_date, delivery_date, expires_at)
        values (nextval('invoice_number_seq')::text, ${o.userId}, ${o.status}, ${o.paymentStatus}, ${o.paymentType},
          ${o.paymentIntentId}, ${o.lang}, ${o.currency}, ${o.tax}, ${o.taxPercent}, ${o.total},
          ${o.recipient.name}, ${o.recipient.company}, ${o.recipient.email},
          ${o.paid ? sql`now()` : null}, ${o.delivered ? sql`now()` : null}, ${o.expiresAt?.toISOString() ?? null})
        returning *`,
  );
  const values = sql.join(
    lines.map(
      (l) => sql`(${order!.id}, ${l.logo_id}, ${l.logo_price}, ${l.logo_manual}, ${l.logo_manual_price},
        ${l.logo_motion}, ${l.logo_motion_price}, ${l.main_name}, ${l.sub_name}, ${l.logo_name},
        ${l.lettering_version ?? null}::int)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`insert into order_logos (order_id, logo_id, price, logo_manual, logo_manual_price,
    logo_motion, logo_motion_price, main_name, sub_name, logo_name, lettering_version) values ${values}`);
  return order!;
}

export async function lockOrder(tx: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await rows<OrderRow>(tx, sql`select * from orders where id = ${id} for update`);
  return row;
}

export async function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await rows<OrderRow>(db, sql`select * from orders where id = ${id}`);
  return row;
}

export async function findByIntent(db: Db, intentId: string): Promise<OrderRow | undefined> {
  const [row] = await rows<OrderRow>(db, sql`select * from orders where payment_intent_id = ${intentId}`);
  return row;
}

/** Waiting → paid (status 2, payment_status 2), dated now; delivered now when every zip exists. */
export async function markPaid(tx: Db, id: number, delivered: boolean): Promise<OrderRow> {
  const [row] = await rows<OrderRow>(
    tx,
    sql`update orders set status = 2, payment_status = 2, payment_date = now(), expires_at = null,
          delivery_date = ${delivered ? sql`now()` : null}, updated_at = now()
        where id = ${id} returning *`,
  );
  return row!;
}

/**
 * At payment: the lines whose zip is there already are delivered now (ADR 0104); the order is
 * delivered when all of them are.
 */
export async function deliverAtPayment(tx: Db, orderId: number): Promise<void> {
  await tx.execute(
    sql`update order_logos ol set delivered_at = now()
        where ol.order_id = ${orderId} and ol.delivered_at is null
          and exists (select 1 from zips z where z.logo_id = ol.logo_id)`,
  );
}

export interface DeliveredLine {
  order_id: number;
  logo_id: number;
  first: boolean;
}

/**
 * In the transaction of a zip upload for a logo: its lines in paid orders are delivered (the
 * first upload dates them; a replacement keeps the date), and an order whose lines all have
 * their zip now is delivered. Answers the lines, once per upload (each upload's own transaction).
 */
export async function deliverUpload(tx: Db, logoId: number): Promise<DeliveredLine[]> {
  const lines = await rows<{ order_id: number; logo_id: number; first: boolean }>(
    tx,
    sql`update order_logos ol set delivered_at = coalesce(ol.delivered_at, now())
        from orders o, order_logos before
        where o.id = ol.order_id and o.status = 2 and ol.logo_id = ${logoId} and before.id = ol.id
        returning ol.order_id, ol.logo_id, before.delivered_at is null as first`,
  );
  const orderIds = [...new Set(lines.map((l) => Number(l.order_id)))];
  if (orderIds.length > 0) {
    await tx.execute(
      sql`update orders o set delivery_date = now(), updated_at = now()
          where o.id = any(${idArray(orderIds)}) and o.delivery_date is null
            and not exists (select 1 from order_logos ol where ol.order_id = o.id
              and not exists (select 1 from zips z where z.logo_id = ol.logo_id))`,
    );
  }
  return lines.map((l) => ({
    order_id: Number(l.order_id),
    logo_id: Number(l.logo_id),
    first: Boolean(l.first),
  }));
}

export async function markCancelled(tx: Db, id: number): Promise<void> {
  await tx.execute(
    sql`update orders set status = 3, payment_status = 3, updated_at = now() where id = ${id}`,
  );
}

/** Unpaid orders past their expiry (QR transfers never paid). */
export function expiredUnpaid(db: Db, limit: number): Promise<{ id: number }[]> {
  return rows(
    db,
    sql`select id from orders where status = 1 and expires_at <= now() order by expires_at limit ${limit}`,
  );
}

/**
 * The logos of orders, with their current main image, whether the delivery zip exists and who
 * uploaded it when (one zip per logo: the join adds no rows); with
 * `designerId`, only the lines whose logo is now that designer's (ADR 0076).
 */
export function linesOf(db: Db, orderIds: readonly number[], designerId?: number): Promise<OrderLogoRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  const ofDesigner =
    designerId === undefined
      ? sql``
      : sql` and exists (select 1 from logos l where l.id = ol.logo_id and l.designer_id = ${designerId})`;
  return rows<OrderLogoRow>(
    db,
    sql`select ol.*, (select i.storage_key from logo_images i where i.logo_id = ol.logo_id and i.kind = 'main'
          order by case i.format when 'gif' then 0 else 1 end, i.sort, i.id limit 1) as main_key,
          z.id is not null as zip, z.uploaded_at, z.uploaded_by, u.name as uploader_name
        from order_logos ol left join zips z on z.logo_id = ol.logo_id left join users u on u.id = z.uploaded_by
        where ol.order_id = any(${idArray(orderIds)})${ofDesigner} order by ol.order_id, ol.id`,
  );
}

/** Paid orders after `afterId`, oldest first, `limit` at a time (the kits' backfill walks them). */
export function paidOrdersAfter(
  db: Db,
  afterId: number,
  limit: number,
): Promise<{ id: number; lang: string }[]> {
  return rows<{ id: number; lang: string }>(
    db,
    sql`select id, lang from orders where status = ${ORDER_STATUS.paid} and id > ${afterId} order by id limit ${limit}`,
  );
}

export async function pageOfUser(db: Db, userId: number, limit: number, offset: number) {
  const [list, [count]] = await Promise.all([
    rows<OrderRow>(
      db,
      sql`select * from orders where user_id = ${userId} order by purchase_date desc, id desc
          limit ${limit} offset ${offset}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from orders where user_id = ${userId}`),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

export interface StaffOrderFilter {
  search?: string;
  status?: number;
  sortField: string;
  sortValue: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const SORTABLE: Record<string, string> = {
  id: 'o.id',
  invoice_num: 'o.invoice_num::bigint',
  payment_date: 'o.payment_date',
  purchase_date: 'o.purchase_date',
  status: 'o.status',
  payment_status: 'o.payment_status',
  payment_type: 'o.payment_type',
  total_amount: 'o.total_amount',
  tax: 'o.tax',
};

/** The staff list: search by invoice number, order id, buyer name or e-mail; any sortable column. */
export async function staffPage(db: Db, f: StaffOrderFilter) {
  const where: SQL[] = [sql`true`];
  if (f.status !== undefined) where.push(sql`o.status = ${f.status}`);
  if (f.search) {
    const like = containsPattern(f.search);
    const digits = /^\d{1,9}$/.test(f.search) ? Number(f.search) : -1;
    where.push(sql`(o.id = ${digits} or o.invoice_num::bigint = ${digits} or o.recipient_name ilike ${like}
      or o.recipient_email ilike ${like} or o.recipient_company ilike ${like})`);
  }
  const condition = sql.join(where, sql` and `);
  const order = listOrder(SORTABLE, f.sortField, f.sortValue, 'o.id desc', 'o.id desc');
  const [list, [count]] = await Promise.all([
    rows<OrderRow>(
      db,
      sql`select o.* from orders o where ${condition} order by ${order} limit ${f.limit} offset ${f.offset}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from orders o where ${condition}`),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

/** One order line's logo, by the line's id (a kit's file name). */
export async function lineById(
  db: Db,
  orderLogoId: number,
): Promise<{ logo_id: number; order_id: number } | undefined> {
  const [row] = await rows<{ logo_id: number; order_id: number }>(
    db,
    sql`select logo_id, order_id from order_logos where id = ${orderLogoId}`,
  );
  return row;
}
