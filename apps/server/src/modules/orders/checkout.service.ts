import {
  type CheckoutSummary,
  type CreatePayIntentData,
  msg,
  orderTotals,
  PAYMENT_METHOD,
} from '@logoya/core';
import { requireUser } from '../../platform/auth/auth.ts';
import type { Db } from '../../platform/db/db.ts';
import { inTransaction, sqlState } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import { linesForCheckout, namedPictureUrl } from '../cart/index.ts';
import { keepersOf } from '../favorites/index.ts';
import { currentLetteringVersions } from '../lettering/index.ts';
import {
  availabilityFor,
  holdForCheckout,
  lockForChange,
  lockForSale,
  releaseCheckoutHolds,
  type SaleLogo,
  saleLogos,
} from '../sale/index.ts';
import * as checkouts from './checkouts.repository.ts';
import { CHECKOUT, type CheckoutLineSnapshot } from './checkouts.repository.ts';
import type { OrdersDeps } from './deps.ts';

type InTx = RequestContext & { tx: Db };

export const paymentMethodsFor = (locale: string) => [
  { id: PAYMENT_METHOD.card, key: 'card' as const, available: true },
  { id: PAYMENT_METHOD.qr, key: 'qr' as const, available: locale === 'vi' },
  { id: PAYMENT_METHOD.momo, key: 'momo' as const, available: false },
  { id: PAYMENT_METHOD.zalopay, key: 'zalopay' as const, available: false },
];

/** A payment method the caller may use here, else 422 with the spec's message. */
export function assertMethod(locale: string, id: number): void {
  const method = paymentMethodsFor(locale).find((m) => m.id === id);
  if (!method)
    throw new AppError(422, msg('choose_pay_method'), { payment_method_id: [msg('choose_pay_method')] });
  if (!method.available) {
    throw new AppError(422, msg('pay_method_unavailable'), {
      payment_method_id: [msg('pay_method_unavailable')],
    });
  }
}

type PricedLine = Awaited<ReturnType<typeof linesForCheckout>>['lines'][number];

/** A cart line as the checkout keeps it: names, options and prices fixed, with the logo's name. */
const snapshotLine = (
  l: PricedLine,
  logo: SaleLogo | undefined,
  letteringVersion: number | null,
): CheckoutLineSnapshot => ({
  cart_item_id: l.id,
  logo_id: l.logo_id,
  logo_name: logo?.name ?? '',
  sub_name: l.sub_name,
  main_name: l.main_name,
  logo_price: l.logo_price,
  logo_manual: l.logo_manual,
  logo_manual_price: l.logo_manual_price,
  logo_motion: l.logo_motion,
  logo_motion_price: l.logo_motion_price,
  price: l.price,
  lettering_version: letteringVersion,
});

export interface Prepared {
  lines: CheckoutLineSnapshot[];
  logos: SaleLogo[];
  currency: string;
  taxPercent: number;
  total: number;
  tax: number;
}

/**
 * 409 for the first logo that is sold, or held by a payment in progress (of anyone but `buyerId`:
 * null counts every hold).
 */
function refuseSoldOrHeld(logos: Map<number, SaleLogo>, ids: readonly number[], buyerId: number | null) {
  for (const id of ids) {
    const availability = availabilityFor(logos.get(id), buyerId);
    if (availability === 'sold') throw new AppError(409, msg('sold_cannot_purchase'));
    if (availability === 'held') throw new AppError(409, msg('logo_held'));
  }
}

/**
 * Prices the member's chosen lines and checks, on locked logo rows, that each one can be sold
 * to them now: not sold, stopped, deleted, set negotiating, held by a payment in progress, or
 * kept by another member. The amount and currency the buyer saw are only compared.
 */
async function prepare(
  deps: OrdersDeps,
  t: InTx,
  userId: number,
  { prices, lines }: Awaited<ReturnType<typeof linesForCheckout>>,
  expected: { amount: number; currency: string },
): Promise<Prepared> {
  const logoIds = lines.map((l) => l.logo_id);
  const locked = await lockForSale(t, logoIds);
  // A race's losers leave here, holding the row lock one statement less.
  refuseSoldOrHeld(locked, logoIds, null);
  const keepers = await keepersOf(deps.db, t, logoIds);
  for (const line of lines) {
    const availability = availabilityFor(locked.get(line.logo_id), null);
    const keeper = keepers.get(line.logo_id);
    if (availability !== 'available' || (keeper !== undefined && keeper !== userId)) {
      throw new AppError(409, msg('cart_inactive'));
    }
  }
  const totals = orderTotals(lines, prices.taxPercent);
  if (expected.currency.toUpperCase() !== prices.currency || expected.amount !== totals.total) {
    throw new AppError(409, msg('price_changed'));
  }
  // The layout the buyer saw at the final confirmation is the current one: the order pins it.
  const versions = await currentLetteringVersions(t.tx, logoIds);
  return {
    lines: lines.map((l) => snapshotLine(l, locked.get(l.logo_id), versions.get(l.logo_id) ?? null)),
    logos: logoIds.map((id) => locked.get(id)!),
    currency: prices.currency,
    taxPercent: prices.taxPercent,
    total: totals.total,
    tax: totals.tax,
  };
}

/** Ends an open checkout: its logos go back, its status becomes released. */
export async function releaseCheckout(t: InTx, checkoutId: number): Promise<void> {
  await releaseCheckoutHolds(t, checkoutId);
  await checkouts.setStatus(t.tx, checkoutId, CHECKOUT.released);
}

/**
 * Holds the chosen logos for this buyer in a new checkout (one transaction), after releasing
 * the buyer's earlier unfinished card attempts. Returns the checkout and what it costs.
 */
export async function openCheckout(
  deps: OrdersDeps,
  ctx: RequestContext,
  input: { items: readonly number[]; amount: number; currency: string; paymentType: number; expiresAt: Date },
  within?: (t: InTx, checkoutId: number, prepared: Prepared) => Promise<void>,
) {
  const user = requireUser(ctx.actor);
  const earlier: string[] = [];
  const chosen = await linesForCheckout({ db: deps.db }, ctx, input.items);
  // Before any lock: when many buyers race for one logo, those who ask after the winner's hold
  // answer at once instead of queueing one by one on its row lock. This only refuses; whatever
  // it lets through is decided again on the locked rows in `prepare`. The buyer's own holds pass
  // (their card attempts are released below).
  const logoIds = chosen.lines.map((l) => l.logo_id);
  refuseSoldOrHeld(await saleLogos(deps.db, ctx, logoIds), logoIds, user.id);
  const opened = await inTransaction(deps.db, ctx, async (t) => {
    // (The primary key of logo_holds refuses a second hold even if a lock were ever missed.)
    const unfinished = await checkouts.openCardCheckoutsOf(t.tx, user.id);
    if (unfinished.length > 0) {
      // Every logo this transaction changes is locked first, in id order, before any state moves:
      // a state change locks the shared counter rows (ADR 0039) until commit, so locking a logo
      // after one could wait, crosswise, on a buyer who waits for those rows (ADR 0071).
      const released = unfinished.flatMap((c) => checkouts.parseItems(c).map((line) => line.logo_id));
      await lockForChange(t, [...logoIds, ...released]);
    }
    for (const c of unfinished) {
      await releaseCheckout(t, c.id);
      if (c.payment_intent_id) earlier.push(c.payment_intent_id);
    }
    const prepared = await prepare(deps, t, user.id, chosen, input);
    const checkoutId = await checkouts.insertCheckout(t.tx, {
      userId: user.id,
      paymentType: input.paymentType,
      lang: ctx.locale,
      currency: prepared.currency,
      tax: prepared.tax,
      taxPercent: prepared.taxPercent,
      total: prepared.total,
      items: prepared.lines,
      expiresAt: input.expiresAt,
    });
    await holdForCheckout(t, prepared.logos, checkoutId, user.id, input.expiresAt);
    await within?.(t, checkoutId, prepared);
    return { checkoutId, prepared };
  }).catch((error: unknown) => {
    if (sqlState(error) === '23505') throw new AppError(409, msg('logo_held'));
    throw error;
  });
  deps.catalogCache.clear();
  for (const intentId of earlier) await deps.gateway.cancelIntent(intentId).catch(() => {});
  return opened;
}

/** POST /api/create-pay-intent: hold the logos, then ask the gateway for a payment intent. */
export async function createPayIntent(deps: OrdersDeps, ctx: RequestContext, body: CreatePayIntentData) {
  if (body.payment_method_id !== PAYMENT_METHOD.card) assertMethod(ctx.locale, body.payment_method_id);
  if (body.payment_method_id === PAYMENT_METHOD.qr) throw new AppError(422, msg('pay_method_unavailable'));
  const expiresAt = new Date(Date.now() + deps.config.CHECKOUT_HOLD_MINUTES * 60_000);
  const { checkoutId, prepared } = await openCheckout(deps, ctx, {
    items: body.items,
    amount: body.amount,
    currency: body.currency,
    paymentType: PAYMENT_METHOD.card,
    expiresAt,
  });
  try {
    const intent = await deps.gateway.createIntent({
      amount: prepared.total,
      currency: prepared.currency as 'USD' | 'JPY' | 'VND',
      idempotencyKey: `logoya-checkout-${checkoutId}`,
      metadata: { checkout_id: String(checkoutId), user_id: String(ctx.actor!.id) },
    });
    await checkouts.setIntent(deps.db, checkoutId, intent.id);
    return {
      client_secret: intent.clientSecret,
      payment_intent: intent.id,
      checkout_id: checkoutId,
      amount: prepared.total,
      currency: prepared.currency as 'USD' | 'JPY' | 'VND',
      expires_at: expiresAt.toISOString(),
    };
  } catch (error) {
    // No intent, no payment: the logos go back at once rather than at the hold's end.
    await inTransaction(deps.db, { ...ctx, tx: undefined }, (t) => releaseCheckout(t, checkoutId));
    deps.catalogCache.clear();
    deps.log.error({ err: error, checkoutId }, 'payment intent could not be created');
    throw new AppError(503, msg('payment_error'), undefined, { 'retry-after': '30' });
  }
}

/** GET /api/checkout/summary: the final confirmation's figures, priced by the server. */
export async function checkoutSummary(
  deps: OrdersDeps,
  ctx: RequestContext,
  itemIds: readonly number[],
): Promise<CheckoutSummary> {
  const user = requireUser(ctx.actor);
  const { prices, lines } = await linesForCheckout({ db: deps.db }, ctx, itemIds);
  const ids = lines.map((l) => l.logo_id);
  const [logos, keepers, versions] = await Promise.all([
    saleLogos(deps.db, ctx, ids),
    keepersOf(deps.db, ctx, ids),
    currentLetteringVersions(deps.db, ids),
  ]);
  const totals = orderTotals(lines, prices.taxPercent);
  return {
    lines: lines.map((l) => {
      const logo = logos.get(l.logo_id);
      const keeper = keepers.get(l.logo_id);
      const availability = availabilityFor(logo, user.id);
      const version = versions.get(l.logo_id);
      const { lettering_version: _pinnedLater, ...line } = snapshotLine(l, logo, version ?? null);
      const src = logo?.src ?? '';
      return {
        ...line,
        src,
        valid: availability === 'available' && (keeper === undefined || keeper === user.id),
        picture_url: namedPictureUrl(l, version, availability !== 'unavailable', src),
      };
    }),
    currency: prices.currency,
    tax_percent: prices.taxPercent,
    tax: totals.tax,
    total: totals.total,
    payment_methods: paymentMethodsFor(ctx.locale),
    hold_minutes: deps.config.CHECKOUT_HOLD_MINUTES,
  };
}
