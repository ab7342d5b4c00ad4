import {
  type CreateQrOrderData,
  msg,
  ORDER_STATUS,
  type Order,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
} from '@logoya/core';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { removeBought } from '../cart/index.ts';
import { pricesIn } from '../catalog/index.ts';
import { assertMethod, openCheckout, releaseCheckout } from './checkout.service.ts';
import * as checkouts from './checkouts.repository.ts';
import { CHECKOUT, parseItems } from './checkouts.repository.ts';
import type { OrdersDeps } from './deps.ts';
import { sendOrderMails } from './order-mails.ts';
import * as orders from './orders.repository.ts';
import { loadOrder } from './orders.service.ts';
import { announcePayment, recordPayment } from './payment-done.ts';
import { recipientOf, sell, stillOurs, systemContext } from './settle.service.ts';

/**
 * POST /api/order-qa (vi only): an order waiting for a VietQR bank transfer (status 1,
 * payment_status 1, whatever the browser sends). Its logos are held until it is paid or expires
 * (QR_ORDER_TTL_HOURS), and leave the buyer's cart.
 */
export async function createQrOrder(
  deps: OrdersDeps,
  ctx: RequestContext,
  body: CreateQrOrderData,
): Promise<Order> {
  assertMethod(ctx.locale, body.payment_method_id);
  if (body.payment_method_id !== PAYMENT_METHOD.qr) {
    throw new AppError(422, msg('pay_method_unavailable'), {
      payment_method_id: [msg('pay_method_unavailable')],
    });
  }
  // A transfer is in dong: a language whose prices fell back to en's dollars cannot use it (ADR 0020).
  if ((await pricesIn(deps.db, ctx, ctx.locale)).currency !== 'VND') {
    throw new AppError(422, msg('pay_method_unavailable'), {
      payment_method_id: [msg('pay_method_unavailable')],
    });
  }
  const expiresAt = new Date(Date.now() + deps.config.QR_ORDER_TTL_HOURS * 3_600_000);
  let orderId = 0;
  await openCheckout(
    deps,
    ctx,
    { items: body.products, amount: body.amount, currency: 'VND', paymentType: PAYMENT_METHOD.qr, expiresAt },
    async (t, checkoutId, prepared) => {
      if (prepared.currency !== 'VND') throw new AppError(409, msg('price_changed'));
      const userId = ctx.actor!.id;
      const order = await orders.insertOrder(
        t.tx,
        {
          userId,
          status: ORDER_STATUS.waiting,
          paymentStatus: PAYMENT_STATUS.unpaid,
          paymentType: PAYMENT_METHOD.qr,
          paymentIntentId: null,
          lang: ctx.locale,
          currency: prepared.currency,
          tax: prepared.tax,
          taxPercent: prepared.taxPercent,
          total: prepared.total,
          recipient: await recipientOf(deps, t, userId),
          paid: false,
          delivered: false,
          expiresAt,
        },
        prepared.lines,
      );
      orderId = Number(order.id);
      await checkouts.setStatus(t.tx, checkoutId, CHECKOUT.open, orderId);
      await removeBought(
        { db: deps.db },
        t,
        userId,
        prepared.lines.map((l) => l.logo_id),
      );
    },
  );
  await sendOrderMails(deps, orderId, 'waiting');
  return loadOrder(deps, orderId, true);
}

/**
 * PUT /api/order/update-status/{id} (staff): the transfer arrived. Allowed only from status 1
 * with payment_status 1 (SPEC §4); the logos are sold in the same transaction.
 */
export async function confirmTransfer(
  deps: OrdersDeps,
  ctx: RequestContext,
  orderId: number,
): Promise<Order> {
  await inTransaction(deps.db, ctx, async (t) => {
    const order = await orders.lockOrder(t.tx, orderId);
    if (!order) throw notFound(msg('order_not_found'));
    if (
      Number(order.status) !== ORDER_STATUS.waiting ||
      Number(order.payment_status) !== PAYMENT_STATUS.unpaid
    ) {
      throw new AppError(409, msg('order_not_waiting'));
    }
    const checkout = await checkouts.lockByOrder(t.tx, orderId);
    const lines = checkout ? parseItems(checkout) : [];
    const logoIds = lines.map((l) => l.logo_id);
    const locked = checkout ? await stillOurs(deps, t, checkout, logoIds) : null;
    if (!checkout || !locked) throw new AppError(409, msg('sold_cannot_purchase'));
    await orders.markPaid(
      t.tx,
      orderId,
      logoIds.every((id) => locked.get(id)?.zip),
    );
    await recordPayment(t.tx, orderId, order.lang);
    await sell(deps, t, Number(order.user_id), logoIds);
    await checkouts.setStatus(t.tx, Number(checkout.id), CHECKOUT.completed);
  });
  deps.catalogCache.clear();
  await announcePayment(deps, orderId);
  return loadOrder(deps, orderId, false);
}

/** Cancels an unpaid order whose time ran out and gives its logos back. */
export async function expireUnpaidOrder(deps: OrdersDeps, orderId: number): Promise<boolean> {
  const expired = await inTransaction(deps.db, systemContext(), async (t) => {
    const order = await orders.lockOrder(t.tx, orderId);
    if (!order || Number(order.status) !== ORDER_STATUS.waiting) return false;
    if (order.expires_at === null || new Date(order.expires_at).getTime() > Date.now()) return false;
    await orders.markCancelled(t.tx, orderId);
    const checkout = await checkouts.lockByOrder(t.tx, orderId);
    if (checkout?.status === CHECKOUT.open) await releaseCheckout(t, Number(checkout.id));
    return true;
  });
  if (expired) deps.catalogCache.clear();
  return expired;
}
