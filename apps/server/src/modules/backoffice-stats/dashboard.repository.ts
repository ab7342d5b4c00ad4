import { ORDER_STATUS } from '@logoya/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';

/**
 * The dashboard's figures, read straight from orders, order_logos, users, favorites and logos: a
 * read-only report over several modules' tables (table ownership is not split yet, ADR 0021). The
 * keep-to-purchase figure comes from the favourites module's keep history, through its face.
 * Days are calendar days of `tz`; the period is [from 00:00, the day after `to` 00:00) there.
 * `designerId` narrows every figure to that designer's logos.
 */

export interface StatsScope {
  from: string;
  to: string;
  tz: string;
  designerId: number | null;
}

const dayOf = (column: SQL, tz: string) => sql`to_char(timezone(${tz}, ${column}), 'YYYY-MM-DD')`;
const inPeriod = (column: SQL, s: StatsScope) =>
  sql`${column} >= timezone(${s.tz}, ${s.from}::date::timestamp)
      and ${column} < timezone(${s.tz}, (${s.to}::date + 1)::timestamp)`;

/** Paid orders (status 2) by payment day and currency: the amount in minor units and the count. */
export function salesByDay(db: Db, s: StatsScope) {
  if (s.designerId === null) {
    return rows<{ day: string; currency: string; amount: string | number; orders: number }>(
      db,
      sql`select ${dayOf(sql`o.payment_date`, s.tz)} as day, o.currency, sum(o.total_amount)::bigint as amount,
            count(*)::int as orders
          from orders o
          where o.status = ${ORDER_STATUS.paid} and ${inPeriod(sql`o.payment_date`, s)}
          group by 1, 2`,
    );
  }
  // A designer's sales are the lines of their logos (logo price and options, as fixed at purchase).
  return rows<{ day: string; currency: string; amount: string | number; orders: number }>(
    db,
    sql`select ${dayOf(sql`o.payment_date`, s.tz)} as day, o.currency,
          sum(ol.price + ol.logo_manual_price + ol.logo_motion_price)::bigint as amount,
          count(distinct o.id)::int as orders
        from orders o
        join order_logos ol on ol.order_id = o.id
        join logos l on l.id = ol.logo_id
        where o.status = ${ORDER_STATUS.paid} and l.designer_id = ${s.designerId}
          and ${inPeriod(sql`o.payment_date`, s)}
        group by 1, 2`,
  );
}

/** Orders placed per day, any status (for a designer: orders with one of their logos). */
export function ordersByDay(db: Db, s: StatsScope) {
  const mine =
    s.designerId === null
      ? sql`true`
      : sql`exists (select 1 from order_logos ol join logos l on l.id = ol.logo_id
                    where ol.order_id = o.id and l.designer_id = ${s.designerId})`;
  return rows<{ day: string; orders: number }>(
    db,
    sql`select ${dayOf(sql`o.purchase_date`, s.tz)} as day, count(*)::int as orders
        from orders o where ${mine} and ${inPeriod(sql`o.purchase_date`, s)}
        group by 1`,
  );
}

/** Members (role user) whose sign-up was confirmed, by the day the account was made. */
export function newMembersByDay(db: Db, s: StatsScope) {
  return rows<{ day: string; members: number }>(
    db,
    sql`select ${dayOf(sql`u.created_at`, s.tz)} as day, count(*)::int as members
        from users u
        where u.role = 'user' and u.email_verified_at is not null and ${inPeriod(sql`u.created_at`, s)}
        group by 1`,
  );
}

const designerLogo = (s: StatsScope, alias: string) =>
  s.designerId === null ? sql`true` : sql`${sql.raw(alias)}.designer_id = ${s.designerId}`;

/** The 10 logos favourited most in the period (favourites still held), with their current total. */
export function topFavorites(db: Db, s: StatsScope) {
  return rows<{
    logo_id: number;
    name_ja: string | null;
    name_en: string | null;
    name_vi: string | null;
    favorites: number;
    favorites_total: number;
  }>(
    db,
    sql`select l.id as logo_id, l.name_ja, l.name_en, l.name_vi, count(*)::int as favorites,
          l.favorites_count as favorites_total
        from favorites f join logos l on l.id = f.logo_id
        where l.state <> 9 and ${designerLogo(s, 'l')} and ${inPeriod(sql`f.created_at`, s)}
        group by l.id
        order by favorites desc, l.favorites_count desc, l.id asc
        limit 10`,
  );
}

/** Whether the user is a designer (an admin's designer_id must name one). */
export async function isDesigner(db: Db, userId: number): Promise<boolean> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`select id from users where id = ${userId} and role = 'designer' and deleted_at is null`,
  );
  return Boolean(row);
}
