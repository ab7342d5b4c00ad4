import { type Locale, msg, ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATUS } from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { buyerOf } from '../accounts/index.ts';
import { removeBought } from '../cart/index.ts';
import { keepersOf, releaseKeepsOn } from '../favorites/index.ts';
import { currentLetteringVersions } from '../lettering/index.ts';
import { noteFavoritesSold } from '../return-mails/index.ts';
import { availabilityFor, lockForSale, markSold } from '../sale/index.ts';
import { releaseCheckout } from './checkout.service.ts';
import * as checkouts from './checkouts.repository.ts';
import { CHECKOUT, type CheckoutLineSnapshot, type CheckoutRow, parseItems } from './checkouts.repository.ts';
import type { OrdersDeps } from './deps.ts';
import * as orders from './orders.repository.ts';
import { announcePayment, recordPayment } from './payment-done.ts';

type InTx = RequestContext & { tx: Db };

/** A context for work no request started (webhooks, the sweep): no actor, the order's language. */
export const systemContext = (locale: Locale = 'en'): RequestContext => ({
  locale,
  actor: null,
  ip: 'system',
});

/**
 * True when every logo of the checkout is still this checkout's to sell: held by it, or free
 * (the hold ran out but nobody else took the logo meanwhile).
 */
export async function stillOurs(deps: OrdersDeps, t: InTx, checkout: CheckoutRow, logoIds: number[]) {
  const locked = await lockForSale(t, logoIds);
  const keepers = await keepersOf(deps.db, t, logoIds);
  const ours = logoIds.every((id) => {
    const logo = locked.get(id);
    if (logo?.hold?.checkoutId === Number(checkout.id)) return true;
    const keeper = keepers.get(id);
    return (
      availabilityFor(logo, null) === 'available' &&
      (keeper === undefined || keeper === Number(checkout.user_id))
    );
  });
  return ours ? locked : null;
}

/** The invoice's recipient, copied onto the order when it is made (ADR 0022). */
export async function recipientOf(deps: OrdersDeps, t: InTx, userId: number) {
  const buyer = await buyerOf(deps.db, t, userId);
  return { name: buyer?.name ?? '', company: buyer?.company ?? '', email: buyer?.email ?? '' };
}

/**
 * Sells the logos of a paid checkout: state 8, holds and keeps ended, out of the buyer's cart,
 * and noted for the members who had them among their favourites (their daily mail, issue 26).
 */
export async function sell(deps: OrdersDeps, t: InTx, userId: number, logoIds: number[]): Promise<void> {
  await markSold(t, logoIds, userId);
  await releaseKeepsOn(t, logoIds, userId);
  await noteFavoritesSold(deps.db, t, logoIds, userId);
  await removeBought({ db: deps.db }, t, userId, logoIds);
}

type Completion = { orderId: number; created: boolean } | { conflict: true };

/**
 * A checkout opened before lettering versions were kept in its snapshot pins the version current
 * at the order's creation (ADR 0102); a snapshot that names one (or null) keeps it.
 */
async function withPinnedVersions(db: Db, lines: CheckoutLineSnapshot[]): Promise<CheckoutLineSnapshot[]> {
  const unpinned = lines.filter((l) => l.lettering_version === undefined).map((l) => l.logo_id);
  if (unpinned.length === 0) return lines;
  const versions = await currentLetteringVersions(db, unpinned);
  return lines.map((l) =>
    l.lettering_version === undefined ? { ...l, lettering_version: versions.get(l.logo_id) ?? null } : l,
  );
}

/**
 * Turns a checkout whose card payment succeeded into a paid order, exactly once: the checkout
 * row is locked, so the browser's call, the webhook and the sweep cannot both create one.
 */
async function completeCardCheckout(
  deps: OrdersDeps,
  checkout: CheckoutRow,
  intentId: string,
): Promise<Completion> {
  const checkoutId = Number(checkout.id);
  const ctx = systemContext(checkout.lang as Locale);
  return inTransaction(deps.db, ctx, async (t): Promise<Completion> => {
    const c = await checkouts.lockById(t.tx, checkoutId);
    if (!c) throw notFound(msg('order_not_found'));
    if (c.order_id !== null) return { orderId: Number(c.order_id), created: false };
    const lines = await withPinnedVersions(t.tx, parseItems(c));
    const logoIds = lines.map((l) => l.logo_id);
    const locked = await stillOurs(deps, t, c, logoIds);
    if (!locked) return { conflict: true };
    const userId = Number(c.user_id);
    const order = await orders.insertOrder(
      t.tx,
      {
        userId,
        status: ORDER_STATUS.paid,
        paymentStatus: PAYMENT_STATUS.paid,
        paymentType: PAYMENT_METHOD.card,
        paymentIntentId: intentId,
        lang: c.lang,
        currency: c.currency,
        tax: Number(c.tax),
        taxPercent: Number(c.tax_percent),
        total: Number(c.total_amount),
        recipient: await recipientOf(deps, t, userId),
        paid: true,
        delivered: logoIds.every((id) => locked.get(id)?.zip),
        expiresAt: null,
      },
      lines,
    );
    await recordPayment(t.tx, Number(order.id), c.lang);
    await sell(deps, t, userId, logoIds);
    await checkouts.setStatus(t.tx, c.id, CHECKOUT.completed, Number(order.id));
    return { orderId: Number(order.id), created: true };
  });
}

export type Settlement = { status: 'succeeded'; orderId: number } | { status: 'processing' };

/**
 * Reads the payment intent from the gateway (never the browser's word) and acts on it (SPEC §4):
 * succeeded creates the order once; processing waits; a failed payment releases the logos.
 * `userId` limits the call to the checkout's own buyer (the browser's call).
 */
export async function settleIntent(deps: OrdersDeps, intentId: string, userId?: number): Promise<Settlement> {
  const checkout = await checkouts.findByIntent(deps.db, intentId);
  if (!checkout || (userId !== undefined && Number(checkout.user_id) !== userId)) {
    throw notFound(msg('order_not_found'));
  }
  if (checkout.order_id !== null) return { status: 'succeeded', orderId: Number(checkout.order_id) };
  const intent = await deps.gateway.retrieveIntent(intentId);
  if (!intent) throw notFound(msg('order_not_found'));
  if (intent.amount !== Number(checkout.total_amount) || intent.currency !== checkout.currency.trim()) {
    // An intent that does not charge what the checkout says is never turned into an order.
    deps.log.error({ intentId, checkoutId: checkout.id }, 'payment intent amount differs from its checkout');
    throw new AppError(409, msg('payment_error'));
  }
  switch (intent.status) {
    case 'succeeded': {
      const done = await completeCardCheckout(deps, checkout, intentId);
      if ('conflict' in done) {
        await inTransaction(deps.db, systemContext(), async (t) => {
          const c = await checkouts.lockById(t.tx, Number(checkout.id));
          if (c?.status === CHECKOUT.open) await releaseCheckout(t, Number(c.id));
        });
        deps.catalogCache.clear();
        await deps.gateway
          .refund(intentId)
          .catch((err) => deps.log.error({ err, intentId }, 'refund failed'));
        throw new AppError(409, msg('sold_cannot_purchase'));
      }
      if (done.created) {
        deps.catalogCache.clear();
        await announcePayment(deps, done.orderId);
      }
      return { status: 'succeeded', orderId: done.orderId };
    }
    case 'processing':
      return { status: 'processing' };
    case 'requires_payment_method':
      // A new intent waits for a card in this state too (as Stripe's do): only an attempt that
      // failed (a decline leaves its error) is a failed payment. Reporting before paying changes nothing.
      if (!intent.lastError) throw new AppError(409, msg('payment_error'));
      await releaseIfOpen(deps, Number(checkout.id));
      throw new AppError(402, msg('payment_failed'));
    case 'canceled': {
      await releaseIfOpen(deps, Number(checkout.id));
      throw new AppError(402, msg('payment_failed'));
    }
    default:
      throw new AppError(409, msg('payment_error'));
  }
}

/** Releases a checkout that is still open (a failed, abandoned or expired payment). */
export async function releaseIfOpen(deps: OrdersDeps, checkoutId: number): Promise<boolean> {
  const released = await inTransaction(deps.db, systemContext(), async (t) => {
    const c = await checkouts.lockById(t.tx, checkoutId);
    if (c?.status !== CHECKOUT.open || c.order_id !== null) return false;
    await releaseCheckout(t, checkoutId);
    return true;
  });
  if (released) deps.catalogCache.clear();
  return released;
}
