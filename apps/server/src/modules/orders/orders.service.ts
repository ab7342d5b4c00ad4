import {
  type CreateOrderData,
  MAX_ID,
  msg,
  type Order,
  type OrderHistoryResponse,
  type OrderResult,
  type StaffOrderQuery,
  translateMessage,
} from '@logoya/core';
import { requireUser } from '../../platform/auth.ts';
import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { listMeta, offsetOf } from '../../platform/list-page.ts';
import type { OrdersDeps } from './deps.ts';
import { toOrder } from './order-view.ts';
import * as orders from './orders.repository.ts';
import { settleIntent } from './settle.service.ts';

const isStaff = (ctx: RequestContext) => ctx.actor?.role === 'admin' || ctx.actor?.role === 'designer';

/** One order with its logos; the QR transfer details when asked and still waiting. */
export async function loadOrder(deps: OrdersDeps, id: number, withQr: boolean): Promise<Order> {
  const row = await orders.findOrder(deps.db, id);
  if (!row) throw notFound(msg('order_not_found'));
  return toOrder(row, await orders.linesOf(deps.db, [id]), deps.config, withQr);
}

/**
 * An order its buyer (or staff) may see. Another member's order answers 404, exactly like a
 * missing one, so order ids reveal nothing.
 */
export async function orderFor(deps: OrdersDeps, ctx: RequestContext, id: number) {
  const user = requireUser(ctx.actor);
  const row = id <= MAX_ID ? await orders.findOrder(deps.db, id) : undefined;
  if (!row || (Number(row.user_id) !== user.id && !isStaff(ctx))) throw notFound(msg('order_not_found'));
  return row;
}

/** GET /api/order/{id}. */
export async function getOrder(deps: OrdersDeps, ctx: RequestContext, id: number): Promise<Order> {
  const row = await orderFor(deps, ctx, id);
  return toOrder(row, await orders.linesOf(deps.db, [Number(row.id)]), deps.config, true);
}

/**
 * POST /api/order: the browser says a card payment went through. The server reads the intent
 * itself; the body's status is never trusted (SPEC §4 results).
 */
export async function placeCardOrder(
  deps: OrdersDeps,
  ctx: RequestContext,
  body: CreateOrderData,
): Promise<OrderResult> {
  const user = requireUser(ctx.actor);
  const settled = await settleIntent(deps, body.payment_intent, user.id);
  // The message sits inside data, where the error hook does not translate codes: say it here.
  if (settled.status === 'processing') {
    return { status: 'processing', message: translateMessage(msg('payment_processing'), ctx.locale) };
  }
  return { status: 'succeeded', order: await loadOrder(deps, settled.orderId, false) };
}

/** A page of orders with their logos, in the list shape (SPEC §7: data and meta). */
async function orderPage(
  deps: OrdersDeps,
  found: { list: orders.OrderRow[]; total: number },
  page: number,
  perPage: number,
) {
  const lines = await orders.linesOf(
    deps.db,
    found.list.map((o) => Number(o.id)),
  );
  return {
    data: await Promise.all(found.list.map((o) => toOrder(o, lines, deps.config))),
    meta: listMeta(found.total, page, perPage),
  };
}

/** GET /api/order-history: the member's orders, newest first. */
export async function orderHistory(
  deps: OrdersDeps,
  ctx: RequestContext,
  query: { page: number; limit: number },
): Promise<OrderHistoryResponse> {
  const user = requireUser(ctx.actor);
  const found = await orders.pageOfUser(deps.db, user.id, query.limit, offsetOf(query.page, query.limit));
  return orderPage(deps, found, query.page, query.limit);
}

/** GET /api/orders (staff): search, sort and pages of every order. */
export async function staffOrders(deps: OrdersDeps, query: StaffOrderQuery) {
  const found = await orders.staffPage(deps.db, {
    search: query.search_text || undefined,
    status: query.status,
    sortField: query.sort_field ?? 'id',
    sortValue: query.sort_value ?? 'desc',
    limit: query.per_page,
    offset: offsetOf(query.page, query.per_page),
  });
  return orderPage(deps, found, query.page, query.per_page);
}
