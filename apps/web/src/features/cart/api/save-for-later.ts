import type { CartResponse, Locale } from '@logoya/core';
import { api } from '../../../shared/api/client.ts';
import { cartIdHeaders } from '../../../shared/cart/cart-id.ts';

/** POST /api/cart/{id}/save-for-later (members): the logo moves to the favourites. */
export function postSaveForLater(lang: Locale, cartId: string | null, id: number): Promise<CartResponse> {
  return api.post<CartResponse>(`/api/cart/${id}/save-for-later`, undefined, {
    locale: lang,
    headers: cartIdHeaders(cartId),
  });
}
