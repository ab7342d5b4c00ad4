import type { Cart, CartResponse, Locale } from '@logoya/core';
import { CURRENCY_BY_LOCALE, LIMITS } from '@logoya/core/constants';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../api/client.ts';
import { useSession } from '../auth/session.tsx';
import { useLang } from '../i18n/locale.ts';
import { cartIdHeaders, readCartId, rememberCartId, useCartId, writeCartId } from './cart-id.ts';
import { settleChoiceAfterMerge } from './prepare-order.ts';

/**
 * The cart is shown by the header of every page and changed by several features (the detail page,
 * the favourites, the cart and checkout), so its one query lives here, keyed by who asks and in
 * which language (prices and names follow the language).
 */
export const cartKeys = {
  all: ['cart'] as const,
  owner: (userId: number | string) => ['cart', String(userId)] as const,
  cart: (userId: number | string, lang: string) => ['cart', String(userId), lang] as const,
};

/** GET /api/cart with the guest's cart id, if any; keeps or forgets that id after the answer. */
export async function fetchCart(lang: Locale, signal?: AbortSignal): Promise<Cart> {
  const sent = readCartId();
  try {
    const body = await api.get<CartResponse>('/api/cart', {
      locale: lang,
      signal,
      headers: cartIdHeaders(sent),
    });
    // A signed-in call that carried the guest id and gets none back has merged that guest cart:
    // the member's own lines join unticked before any page shows the merged cart.
    if (sent !== null && body.data.cart_id === null) settleChoiceAfterMerge(body.data.items);
    rememberCartId(sent, body.data.cart_id);
    return body.data;
  } catch (error) {
    // An id the server cannot read would fail every call: forget it and ask again without it.
    if (sent !== null && error instanceof ApiError && error.status === 422) {
      writeCartId(null);
      return fetchCart(lang, signal);
    }
    throw error;
  }
}

export const cartQuery = (lang: Locale, userId: number | string) =>
  queryOptions({
    queryKey: cartKeys.cart(userId, lang),
    queryFn: ({ signal }) => fetchCart(lang, signal),
  });

/** The cart of a guest who has never added anything: nothing to ask the server. */
export function emptyCart(lang: Locale): Cart {
  return {
    items: [],
    count: 0,
    currency: CURRENCY_BY_LOCALE[lang],
    tax_percent: LIMITS.defaultTaxPercent,
    cart_id: null,
  };
}

/**
 * Puts a cart answer (from an add, a change or a removal) into the cache of this language, keeps
 * the guest id it carries, and marks the other languages' copies stale.
 */
export function storeCartAnswer(
  client: QueryClient,
  lang: Locale,
  userId: number | string,
  sentCartId: string | null,
  cart: Cart,
): void {
  rememberCartId(sentCartId, cart.cart_id);
  client.setQueryData(cartKeys.cart(userId, lang), cart);
  void client.invalidateQueries({
    queryKey: cartKeys.owner(userId),
    predicate: (query) => query.queryKey[2] !== lang,
  });
}

/** Who the cart belongs to in the query keys: the member's id, or 'guest'. */
export function useCartOwner(): number | string {
  const { user, loggedIn } = useSession();
  return loggedIn && user ? user.id : 'guest';
}

export interface CartState {
  cart: Cart | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
  /** Who the cart belongs to in the query keys ('guest' for a visitor). */
  owner: number | string;
}

/**
 * The visitor's cart. A member always asks; a guest asks only once they hold a cart id (their
 * first add made one), so the pages of a visitor who never used the cart make no call.
 * `fresh` asks again on every mount (the cart page shows the lines' current validity).
 */
export function useCart(options: { fresh?: boolean } = {}): CartState {
  const lang = useLang();
  const cartId = useCartId();
  const owner = useCartOwner();
  const enabled = owner !== 'guest' || cartId !== null;
  const query = useQuery({
    ...cartQuery(lang, owner),
    enabled,
    ...(options.fresh ? { staleTime: 0 } : {}),
  });
  return {
    cart: enabled ? query.data : emptyCart(lang),
    isPending: enabled && query.isPending,
    isError: enabled && query.isError,
    refetch: () => void query.refetch(),
    owner,
  };
}

/** Lines in the cart, for the header badge. */
export function useCartCount(): number {
  return useCart().cart?.count ?? 0;
}
