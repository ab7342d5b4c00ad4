import type { CartResponse, CartUpdateData, Locale } from '@logoya/core';
import { api } from '../../../shared/api/client.ts';
import { cartIdHeaders } from '../../../shared/cart/cart-id.ts';

/** PUT /api/cart/{id}: new names or options for a line. */
export function putCartItem(
  lang: Locale,
  cartId: string | null,
  id: number,
  body: CartUpdateData,
): Promise<CartResponse> {
  return api.put<CartResponse>(`/api/cart/${id}`, body, { locale: lang, headers: cartIdHeaders(cartId) });
}
