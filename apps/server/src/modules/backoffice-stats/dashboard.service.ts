import {
  CURRENCIES,
  type Currency,
  type DashboardStats,
  type DashboardStatsQuery,
  daysBetween,
  msg,
  STATS_MAX_DAYS,
  STATS_TIME_ZONE,
} from '@logoya/core';
import { requireUser } from '../../platform/auth/auth.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, validationFailed } from '../../platform/http/errors.ts';
import { keepConversion } from '../favorites/index.ts';
import * as repo from './dashboard.repository.ts';
import type { StatsDeps } from './deps.ts';
import { statsPeriod } from './stats-period.ts';

type Amounts = Record<Currency, number>;
const noSales = (): Amounts => Object.fromEntries(CURRENCIES.map((c) => [c, 0])) as Amounts;

/**
 * Whose figures: a designer always sees their own logos' (asking for another designer's is
 * refused); an admin sees the whole shop, or one designer's logos with designer_id.
 */
async function scopeOf(deps: StatsDeps, ctx: RequestContext, designerId: number | undefined) {
  const actor = requireUser(ctx.actor);
  if (actor.role === 'designer') {
    if (designerId !== undefined && designerId !== actor.id) throw new AppError(403, msg('forbidden'));
    return actor.id;
  }
  if (designerId === undefined) return null;
  if (!(await repo.isDesigner(deps.db, designerId))) {
    throw validationFailed({ designer_id: [msg('stats_designer_unknown')] });
  }
  return designerId;
}

/**
 * GET /api/dashboard/stats: per day of the period (Asia/Tokyo), the orders placed, the paid
 * orders and their sales per currency, and new members (shop-wide figures only: null when the
 * figures are one designer's); then the keep-to-purchase conversion and the most-favourited logos.
 */
export async function dashboardStats(
  deps: StatsDeps,
  ctx: RequestContext,
  query: DashboardStatsQuery,
): Promise<DashboardStats> {
  const { from, to } = statsPeriod(query, deps.now());
  const designerId = await scopeOf(deps, ctx, query.designer_id);
  const scope: repo.StatsScope = { from, to, tz: STATS_TIME_ZONE, designerId };
  const shopWide = designerId === null;
  const [sales, orders, members, conversion, top] = await Promise.all([
    repo.salesByDay(deps.db, scope),
    repo.ordersByDay(deps.db, scope),
    shopWide ? repo.newMembersByDay(deps.db, scope) : Promise.resolve([]),
    keepConversion(deps.db, ctx, { from, to, timeZone: STATS_TIME_ZONE, designerId }),
    repo.topFavorites(deps.db, scope),
  ]);

  const days = new Map(
    daysBetween(from, to, STATS_MAX_DAYS).map((date) => [
      date,
      { date, orders: 0, paid_orders: 0, sales: noSales(), new_members: shopWide ? 0 : null },
    ]),
  );
  const totals = { orders: 0, paid_orders: 0, sales: noSales(), new_members: shopWide ? 0 : null };
  for (const row of sales) {
    const day = days.get(row.day);
    const currency = row.currency.trim() as Currency;
    if (!day || !(currency in day.sales)) continue;
    day.sales[currency] += Number(row.amount);
    day.paid_orders += Number(row.orders);
    totals.sales[currency] += Number(row.amount);
    totals.paid_orders += Number(row.orders);
  }
  for (const row of orders) {
    const day = days.get(row.day);
    if (!day) continue;
    day.orders += Number(row.orders);
    totals.orders += Number(row.orders);
  }
  for (const row of members) {
    const day = days.get(row.day);
    if (!day || day.new_members === null || totals.new_members === null) continue;
    day.new_members += Number(row.members);
    totals.new_members += Number(row.members);
  }
  return {
    from,
    to,
    time_zone: STATS_TIME_ZONE,
    scope: shopWide ? 'shop' : 'designer',
    designer_id: designerId,
    days: [...days.values()],
    totals,
    conversion: {
      ...conversion,
      rate:
        conversion.keeps > 0 ? Math.round((conversion.purchased / conversion.keeps) * 10_000) / 10_000 : null,
    },
    top_favorites: top.map((r) => ({
      logo_id: Number(r.logo_id),
      logo_name: r.name_ja?.trim() || r.name_en?.trim() || r.name_vi?.trim() || null,
      favorites: Number(r.favorites),
      favorites_total: Number(r.favorites_total),
    })),
  };
}
