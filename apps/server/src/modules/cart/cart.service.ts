import { randomBytes } from 'node:crypto';
import {
  type Cart,
  type CartAddData,
  type CartInvalidReason,
  type CartItem,
  type CartUpdateData,
  MAX_CART_ITEMS,
  MAX_ID,
  msg,
} from '@logoya/core';
import { requireUser, sha256 } from '../../platform/auth/auth.ts';
import type { Db } from '../../platform/db/db.ts';
import { dbOf, inTransaction } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { cardsFor, pricesIn } from '../catalog/index.ts';
import { keepersOf } from '../favorites/index.ts';
import { currentLetteringVersions } from '../lettering/index.ts';
import { availabilityFor, saleLogos } from '../sale/index.ts';
import * as repo from './cart.repository.ts';
import { lineOf, namedPictureUrl } from './cart-lines.ts';

export interface CartDeps {
  db: Db;
}

const CART_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * Who owns the cart of this call. A member owns theirs; when the call still carries a guest cart
 * id, that cart is merged into the member's first (SPEC §4: on login, guest items receive the
 * user's id), duplicates dropped. A guest owns the cart of the id they send, if any.
 */
async function ownerOf(
  deps: CartDeps,
  ctx: RequestContext,
  cartId: string | undefined,
): Promise<repo.CartOwner | null> {
  if (cartId !== undefined && !CART_ID.test(cartId)) throw new AppError(422, msg('cart_id_invalid'));
  const guestHash = cartId ? sha256(cartId) : undefined;
  if (!ctx.actor) return guestHash ? { guestHash } : null;
  const member = { userId: requireUser(ctx.actor).id };
  if (guestHash) {
    await inTransaction(deps.db, ctx, async (t) => {
      await repo.lockCart(t.tx, member);
      await repo.mergeGuest(t.tx, guestHash, member.userId);
    });
  }
  return member;
}

/** Why a line cannot be bought now, or null when it can (by this buyer). */
function invalidReason(
  availability: ReturnType<typeof availabilityFor>,
  keeper: number | undefined,
  buyerId: number | null,
): CartInvalidReason | null {
  if (availability !== 'available') return availability;
  if (keeper !== undefined && keeper !== buyerId) return 'kept_by_other';
  return null;
}

/** The cart of an owner, each line priced in the caller's language and checked for validity. */
async function cartOf(
  deps: CartDeps,
  ctx: RequestContext,
  owner: repo.CartOwner | null,
  cartId: string | null,
): Promise<Cart> {
  const prices = await pricesIn(deps.db, ctx, ctx.locale);
  const lines = owner ? await repo.listItems(deps.db, owner) : [];
  const buyerId = ctx.actor?.id ?? null;
  const ids = lines.map((l) => Number(l.logo_id));
  const [logos, keepers, cards, versions] = await Promise.all([
    saleLogos(deps.db, ctx, ids),
    keepersOf(deps.db, ctx, ids),
    cardsFor(deps.db, ctx, ids, buyerId, prices),
    currentLetteringVersions(deps.db, ids),
  ]);
  const items: CartItem[] = [];
  for (const line of lines) {
    const logoId = Number(line.logo_id);
    const card = cards.get(logoId);
    if (!card) continue; // a logo deleted outright leaves nothing to show
    const availability = availabilityFor(logos.get(logoId), buyerId);
    const reason = invalidReason(availability, keepers.get(logoId), buyerId);
    items.push({
      ...lineOf(line, prices),
      valid: reason === null,
      invalid_reason: reason,
      product: card,
      picture_url: namedPictureUrl(line, versions.get(logoId), availability !== 'unavailable', card.src),
    });
  }
  return {
    items,
    count: items.length,
    currency: prices.currency,
    tax_percent: prices.taxPercent,
    cart_id: ctx.actor ? null : cartId,
  };
}

/** GET /api/cart. */
export async function getCart(
  deps: CartDeps,
  ctx: RequestContext,
  cartId: string | undefined,
): Promise<Cart> {
  const owner = await ownerOf(deps, ctx, cartId);
  return cartOf(deps, ctx, owner, cartId ?? null);
}

/**
 * POST /api/cart. Sold, stopped, deleted and negotiating logos cannot be added, nor a logo
 * another member keeps; a member may add the logo they keep themselves (SPEC §4).
 */
export async function addItem(
  deps: CartDeps,
  ctx: RequestContext,
  cartId: string | undefined,
  body: CartAddData,
): Promise<Cart> {
  const logoId = body.logo_id;
  if (logoId > MAX_ID) throw notFound(msg('logo_not_found'));
  let owner = await ownerOf(deps, ctx, cartId);
  let id = cartId ?? null;
  if (!owner) {
    id = randomBytes(32).toString('base64url');
    owner = { guestHash: sha256(id) };
  }
  const buyerId = ctx.actor?.id ?? null;
  const [logo] = [...(await saleLogos(deps.db, ctx, [logoId])).values()];
  const availability = availabilityFor(logo, buyerId);
  if (!logo || availability === 'unavailable') throw notFound(msg('logo_not_found'));
  if (availability !== 'available') throw new AppError(409, msg('cart_unavailable'));
  const keeper = (await keepersOf(deps.db, ctx, [logoId])).get(logoId);
  if (keeper !== undefined && keeper !== buyerId) throw new AppError(409, msg('cart_kept_by_other'));

  const cartOwner = owner;
  await inTransaction(deps.db, ctx, async (t) => {
    await repo.lockCart(t.tx, cartOwner);
    if ((await repo.countItems(t.tx, cartOwner)) >= MAX_CART_ITEMS) {
      throw new AppError(409, msg('cart_full', { max: MAX_CART_ITEMS }));
    }
    const added = await repo.insertItem(t.tx, cartOwner, {
      logoId,
      subName: body.sub_name,
      mainName: body.main_name,
      logoManual: body.logo_manual,
      logoMotion: body.logo_motion,
    });
    if (added === undefined) throw new AppError(409, msg('cart_exists'));
  });
  return cartOf(deps, ctx, owner, id);
}

/** PUT /api/cart/{id}: other names or options for a line. */
export async function updateItem(
  deps: CartDeps,
  ctx: RequestContext,
  cartId: string | undefined,
  id: number,
  body: CartUpdateData,
): Promise<Cart> {
  const owner = await ownerOf(deps, ctx, cartId);
  const changed =
    owner !== null &&
    id <= MAX_ID &&
    (await repo.updateItem(deps.db, owner, id, {
      subName: body.sub_name,
      mainName: body.main_name,
      logoManual: body.logo_manual,
      logoMotion: body.logo_motion,
    }));
  if (!changed) throw notFound(msg('cart_item_not_found'));
  return cartOf(deps, ctx, owner, cartId ?? null);
}

/** DELETE /api/cart/{id}. */
export async function removeItem(
  deps: CartDeps,
  ctx: RequestContext,
  cartId: string | undefined,
  id: number,
): Promise<Cart> {
  const owner = await ownerOf(deps, ctx, cartId);
  const removed = owner !== null && id <= MAX_ID ? await repo.deleteItem(deps.db, owner, id) : undefined;
  if (removed === undefined) throw notFound(msg('cart_item_not_found'));
  return cartOf(deps, ctx, owner, cartId ?? null);
}

/**
 * POST /api/cart/{id}/save-for-later (members): the logo goes to the favourites, then leaves the
 * cart (SPEC §4). A logo that can no longer be liked (sold) answers the favourites' message and
 * stays in the cart.
 */
export async function saveForLater(
  deps: CartDeps,
  ctx: RequestContext,
  cartId: string | undefined,
  id: number,
  like: (logoId: number) => Promise<unknown>,
): Promise<Cart> {
  const user = requireUser(ctx.actor);
  const owner = await ownerOf(deps, ctx, cartId);
  const [line] = id <= MAX_ID ? await repo.listItems(deps.db, { userId: user.id }, [id]) : [];
  if (!line) throw notFound(msg('cart_item_not_found'));
  await like(Number(line.logo_id));
  await repo.deleteItem(deps.db, { userId: user.id }, id);
  return cartOf(deps, ctx, owner, null);
}

/**
 * The member's chosen lines, priced in the call's language. Read before the order's transaction
 * opens (the checkout keeps its own snapshot of them), both queries at once.
 */
export async function linesForCheckout(deps: CartDeps, ctx: RequestContext, ids: readonly number[]) {
  const user = requireUser(ctx.actor);
  const [prices, found] = await Promise.all([
    pricesIn(deps.db, ctx, ctx.locale),
    repo.listItems(
      dbOf(ctx, deps.db),
      { userId: user.id },
      ids.filter((i) => i <= MAX_ID),
    ),
  ]);
  if (found.length !== new Set(ids).size) throw new AppError(409, msg('cart_item_not_found'));
  return { prices, lines: found.map((line) => lineOf(line, prices)) };
}

/** Bought or ordered logos leave the member's cart (in the order's transaction). */
export function removeBought(
  deps: CartDeps,
  ctx: RequestContext,
  userId: number,
  logoIds: readonly number[],
) {
  return repo.deleteLogos(dbOf(ctx, deps.db), userId, logoIds);
}

/**
 * The names a member typed for a logo in their cart (both set), else null: the keep reminder draws
 * them on the logo (issue 26).
 */
export async function typedNamesFor(
  db: Db,
  userId: number,
  logoId: number,
): Promise<{ main_name: string; sub_name: string } | null> {
  const [line] = await repo.namesOnLine(db, userId, logoId);
  return line && (line.main_name.trim() || line.sub_name.trim()) ? line : null;
}
