import { MAX_ID, msg } from '@logoya/core';
import { isStaff, requireUser } from '../../platform/auth/auth.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { OrdersDeps } from './deps.ts';
import * as orders from './orders.repository.ts';

/** Who asks about an order: its buyer, an admin, or a designer of one of its logos. */
export type OrderViewer = 'buyer' | 'admin' | 'designer';

/**
 * The one rule of who may do what with one order (ADR 0076). Every call that takes an order id
 * goes through `orderAccess`; the staff-only calls (list, transfer confirmation) are guarded by
 * role at their routes before any id is read.
 *   view     GET /api/order/{id}: the buyer and admins the whole order, a designer their view
 *   invoice  GET /api/order/receipt/{id}: the buyer and admins (the PDF names the buyer)
 *   download GET /api/order/download-logo/{id}: the buyer (the link is signed for them)
 */
const MAY: Record<'view' | 'invoice' | 'download', readonly OrderViewer[]> = {
  view: ['buyer', 'admin', 'designer'],
  invoice: ['buyer', 'admin'],
  download: ['buyer'],
};
export type OrderUse = keyof typeof MAY;

export type OrderAccess =
  | { viewer: 'buyer' | 'admin'; row: orders.OrderRow }
  /** `lines`: only the order's lines whose logo is now this designer's (never empty). */
  | { viewer: 'designer'; row: orders.OrderRow; lines: orders.OrderLogoRow[] };

/**
 * An order the caller may use as asked, and as whom. Everything else answers 404 exactly like a
 * missing order (another member's, an order with no logo of this designer, an invoice asked by a
 * designer), so sequential ids reveal nothing.
 */
export async function orderAccess(
  deps: OrdersDeps,
  ctx: RequestContext,
  id: number,
  use: OrderUse,
): Promise<OrderAccess> {
  const user = requireUser(ctx.actor);
  const row = id <= MAX_ID ? await orders.findOrder(deps.db, id) : undefined;
  const viewer: OrderViewer | null = !row
    ? null
    : Number(row.user_id) === user.id
      ? 'buyer'
      : isStaff(user)
        ? user.role
        : null;
  if (!row || !viewer || !MAY[use].includes(viewer)) throw notFound(msg('order_not_found'));
  if (viewer !== 'designer') return { viewer, row };
  const lines = await orders.linesOf(deps.db, [Number(row.id)], user.id);
  if (lines.length === 0) throw notFound(msg('order_not_found'));
  return { viewer, row, lines };
}

/** The order row, for calls that need no more than whether the caller may use it. */
export async function orderFor(deps: OrdersDeps, ctx: RequestContext, id: number, use: OrderUse) {
  return (await orderAccess(deps, ctx, id, use)).row;
}
