import type { CartAddData, CartResponse, Locale } from '@logoya/core';
import { api } from '../../../shared/api/client.ts';
import { cartIdHeaders } from '../../../shared/cart/cart-id.ts';

/** POST /api/cart: one logo with its names and options; a guest's first add gets a cart id. */
export function postCartItem(lang: Locale, cartId: string | null, body: CartAddData): Promise<CartResponse> {
  return api.post<CartResponse>('/api/cart', body, { locale: lang, headers: cartIdHeaders(cartId) });
}
