import type { Cart, CartAddBody } from '@logoya/core';
import type { TestApp } from '../../../test/app.ts';
import type { Member } from '../favorites/favorites.fixtures.ts';

/** The cart calls the tests make, as a member, a guest with a cart id, or nobody. */
export function cartCalls(app: () => TestApp) {
  const headersOf = (who: Member | null, cartId?: string | null, locale = 'en') => ({
    ...(who?.headers ?? {}),
    ...(cartId ? { 'x-cart-id': cartId } : {}),
    locale,
  });
  const add = (
    who: Member | null,
    body: Omit<Partial<CartAddBody>, 'logo_id'> & { logo_id: unknown },
    cartId?: string | null,
    locale?: string,
  ) =>
    app().app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { sub_name: 'Sakura Cafe', main_name: 'SAKURA', ...body },
      headers: headersOf(who, cartId, locale),
    });
  const get = async (who: Member | null, cartId?: string | null, locale?: string) => {
    const res = await app().app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: headersOf(who, cartId, locale),
    });
    return { status: res.statusCode, body: res.json() as { data: Cart; message?: string } };
  };
  const remove = (who: Member | null, id: number, cartId?: string | null) =>
    app().app.inject({ method: 'DELETE', url: `/api/cart/${id}`, headers: headersOf(who, cartId) });
  const update = (who: Member | null, id: number, body: object, cartId?: string | null) =>
    app().app.inject({
      method: 'PUT',
      url: `/api/cart/${id}`,
      payload: body,
      headers: headersOf(who, cartId),
    });
  const saveForLater = (who: Member | null, id: number) =>
    app().app.inject({ method: 'POST', url: `/api/cart/${id}/save-for-later`, headers: headersOf(who) });
  return { add, get, remove, update, saveForLater };
}

export const CART_MSG = {
  added: 'Added to cart',
  exists: 'The product already exists in the cart',
  unavailable: 'This logo is sold out or no longer available, so it cannot be added to the cart.',
  keptByOther: 'Another customer is keeping this logo, so it cannot be added to the cart.',
  notFound: 'The logo was not found.',
  subRequired: 'Sub name is required',
  mainRequired: 'Main name is required',
  inactive: 'Please remove invalid product from cart to continue checkout',
  sold: 'A sold product cannot be purchased.',
  priceChanged: 'The price has changed. Please check the new total and try again.',
  held: 'Another customer is paying for this logo right now. Please try again later.',
  paymentFailed: 'Your payment was not successful, please try again.',
  somethingWrong: 'Something went wrong.',
  choosePayMethod: 'Please choose a payment method.',
  chooseProduct: 'Please! Choose product.',
  fileMissing: 'File is not exist! Please contact to us!',
};
