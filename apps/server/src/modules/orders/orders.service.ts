import {
  type CreateOrderData,
  type DesignerOrder,
  msg,
  type Order,
  type OrderHistoryResponse,
  type OrderResult,
  type StaffOrderQuery,
  translateMessage,
} from '@logoya/core';
import { requireUser } from '../../platform/auth/auth.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { listMeta, offsetOf } from '../../platform/http/list-page.ts';
import type { OrdersDeps } from './deps.ts';
import { orderAccess } from './order-access.ts';
import { toDesignerOrder, toOrder, toStaffOrder } from './order-view.ts';
import * as orders from './orders.repository.ts';
import { settleIntent } from './settle.service.ts';

/** One order with its logos; the QR transfer details when asked and still waiting. */
export async function loadOrder(deps: OrdersDeps, id: number, withQr: boolean): Promise<Order> {
  const row = await orders.findOrder(deps.db, id);
  if (!row) throw notFound(msg('order_not_found'));
  return toOrder(row, await orders.linesOf(deps.db, [id]), deps.config, withQr);
}

/**
 * GET /api/order/{id}: the whole order, with the QR details while it waits, for its buyer and
 * admins; the designer's view (their own lines, no buyer details) for a designer of one of its
 * logos; 404 for anyone else (ADR 0076).
 */
export async function getOrder(
  deps: OrdersDeps,
  ctx: RequestContext,
  id: number,
): Promise<Order | DesignerOrder> {
  const access = await orderAccess(deps, ctx, id, 'view');
  if (access.viewer === 'designer') return toDesignerOrder(access.row, access.lines);
  const audience = access.viewer === 'admin' ? 'staff' : 'buyer';
  return toOrder(access.row, await orders.linesOf(deps.db, [id]), deps.config, true, audience);
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

/** A page of orders with their logos, in the list shape (SPEC §7: data and meta), each drawn by `view`. */
async function orderPage<T>(
  deps: OrdersDeps,
  found: { list: orders.OrderRow[]; total: number },
  page: number,
  perPage: number,
  view: (row: orders.OrderRow, lines: orders.OrderLogoRow[], config: OrdersDeps['config']) => Promise<T>,
) {
  const lines = await orders.linesOf(
    deps.db,
    found.list.map((o) => Number(o.id)),
  );
  return {
    data: await Promise.all(found.list.map((o) => view(o, lines, deps.config))),
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
  return orderPage(deps, found, query.page, query.limit, (row, lines, config) => toOrder(row, lines, config));
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
  return orderPage(deps, found, query.page, query.per_page, toStaffOrder);
}
