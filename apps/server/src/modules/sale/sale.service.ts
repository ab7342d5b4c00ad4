import { LOGO_STATE, type Locale } from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import { dbOf, type TxScope } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { DEFAULT_IMAGE_URL, fileUrl, nameIn } from '../catalog/index.ts';
import { recordChanges } from '../changelog/index.ts';
import { setLogoStates } from '../logos/index.ts';
import * as repo from './sale.repository.ts';

/**
 * The sale of logos (ADR 0019, 0083): what the cart and the orders ask of a logo besides its card
 * (whether it may be bought, its lock, its hold while a payment runs, the final sale). Calls
 * made with a context that carries a transaction join it, so one order locks, holds and sells
 * its logos together with its own writes.
 */

export type SaleAvailability = 'available' | 'sold' | 'unavailable' | 'negotiating' | 'held';

export interface SaleLogo {
  id: number;
  state: number;
  name: string;
  src: string;
  zip: boolean;
  /** The open checkout holding the logo, and its buyer (null when not held). */
  hold: { checkoutId: number; userId: number } | null;
}

function toSaleLogo(row: repo.SaleLogoRow, locale: Locale): SaleLogo {
  return {
    id: Number(row.id),
    state: Number(row.state),
    name: nameIn(row, locale) ?? row.name_ja ?? row.name_en ?? '',
    src: fileUrl(row.main_key) ?? DEFAULT_IMAGE_URL,
    zip: Boolean(row.zip),
    hold:
      row.hold_checkout_id === null || row.hold_checkout_id === undefined
        ? null
        : { checkoutId: Number(row.hold_checkout_id), userId: Number(row.hold_user_id) },
  };
}

/**
 * Whether `buyerId` may buy the logo now, as far as the catalogue knows (keeps are the
 * favourites module's). A hold of the buyer's own counts as available to them.
 */
export function availabilityFor(logo: SaleLogo | undefined, buyerId: number | null): SaleAvailability {
  if (!logo) return 'unavailable';
  if (logo.state === LOGO_STATE.sold) return 'sold';
  if (logo.state === LOGO_STATE.stopped || logo.state === LOGO_STATE.deleted) return 'unavailable';
  if (logo.hold) return logo.hold.userId === buyerId ? 'available' : 'held';
  if (logo.state === LOGO_STATE.negotiating) return 'negotiating';
  return 'available';
}

export async function saleLogos(
  db: Db,
  ctx: TxScope & { locale: Locale },
  ids: readonly number[],
): Promise<Map<number, SaleLogo>> {
  const found = await repo.saleLogos(dbOf(ctx, db), ids);
  return new Map(found.map((row) => [Number(row.id), toSaleLogo(row, ctx.locale)]));
}

/** Locks the logos for a sale (in id order) and reads them; needs a transaction in `ctx`. */
export async function lockForSale(
  ctx: RequestContext & { tx: Db },
  ids: readonly number[],
): Promise<Map<number, SaleLogo>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const found = await repo.lockSaleLogos(ctx.tx, sorted);
  return new Map(found.map((row) => [Number(row.id), toSaleLogo(row, ctx.locale)]));
}

/**
 * Locks logos that a transaction is about to change, in the order every sale locks them, before
 * any of their states moves (ADR 0071); reads nothing.
 */
export function lockForChange(ctx: RequestContext & { tx: Db }, ids: readonly number[]): Promise<void> {
  return repo.lockLogoRows(
    ctx.tx,
    [...new Set(ids)].sort((a, b) => a - b),
  );
}

/** Holds locked logos for a checkout until `expiresAt`; others see them as negotiating. */
export function holdForCheckout(
  ctx: TxScope & { tx: Db },
  logos: readonly SaleLogo[],
  checkoutId: number,
  userId: number,
  expiresAt: Date,
): Promise<void> {
  return repo.insertHolds(ctx.tx, logos, checkoutId, userId, expiresAt);
}

/** Gives back the logos a checkout held. */
export function releaseCheckoutHolds(ctx: TxScope & { tx: Db }, checkoutId: number): Promise<number[]> {
  return repo.releaseHolds(ctx.tx, checkoutId);
}

/** Sells locked logos to a buyer: state 8, holds gone, change log written (the buyer as its user). */
export async function markSold(
  ctx: TxScope & { tx: Db },
  ids: readonly number[],
  buyerId: number,
): Promise<void> {
  const before = await repo.endHoldsForSale(ctx.tx, ids);
  await setLogoStates(ctx, ids, LOGO_STATE.sold);
  await recordChanges(
    ctx,
    before.map((b) => ({
      logoId: Number(b.id),
      userId: buyerId,
      field: 'state',
      oldValue: Number(b.old_state),
      newValue: LOGO_STATE.sold,
    })),
  );
}
