import type { CartResponse, Locale } from '@logoya/core';
import { api } from '../../../shared/api/client.ts';
import { cartIdHeaders } from '../../../shared/cart/cart-id.ts';

/** DELETE /api/cart/{id}: the line leaves the cart. */
export function deleteCartItem(lang: Locale, cartId: string | null, id: number): Promise<CartResponse> {
  return api.delete<CartResponse>(`/api/cart/${id}`, { locale: lang, headers: cartIdHeaders(cartId) });
}
