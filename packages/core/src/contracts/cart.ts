import { z } from 'zod';
import { CURRENCIES, LIMITS } from '../constants.ts';
import { msg } from '../messages/catalog.ts';
import { logoCard } from './catalog.ts';
import { bodyId, localeParam, storableText } from './common.ts';

/** Most logos one cart holds: enough for any real order, and a bound on what a guest can store. */
export const MAX_CART_ITEMS = 30;

/**
 * The anonymous cart id of a guest (header `x-cart-id`): made by the server on a guest's first
 * add and kept by the browser. Signed-in calls that still carry it merge that cart into the
 * member's (duplicates dropped) and answer `cart_id: null`.
 */
export const CART_ID_HEADER = 'x-cart-id';

/** A buyer's main or sub name as the cart takes it; the lettering preview reuses it (ADR 0096). */
export const buyerNameField = (key: 'sub_name_required' | 'main_name_required') =>
  storableText(
    z
      .string({ message: msg(key) })
      .trim()
      .min(1, { message: msg(key) })
      .max(100, {
        message: msg('max_length', {
          field: key === 'sub_name_required' ? 'sub_name' : 'main_name',
          max: 100,
        }),
      }),
  );

const flag = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')])
  .transform((v) => v === true || v === 1 || v === '1')
  .optional()
  .default(false);

/** A logo id in a body: ids past the database range cannot exist and answer 404. */
export const bodyLogoId = bodyId('logo_id');

/** POST /api/cart: one logo with the names to put in it and its options (quantity is always 1). */
export const cartAddBody = z.object({
  logo_id: bodyLogoId,
  sub_name: buyerNameField('sub_name_required'),
  main_name: buyerNameField('main_name_required'),
  logo_manual: flag,
  logo_motion: flag,
  locale: localeParam,
});
export type CartAddBody = z.input<typeof cartAddBody>;
export type CartAddData = z.output<typeof cartAddBody>;

/** PUT /api/cart/{id}: change the names or options of a line. */
export const cartUpdateBody = cartAddBody.omit({ logo_id: true });
export type CartUpdateBody = z.input<typeof cartUpdateBody>;
export type CartUpdateData = z.output<typeof cartUpdateBody>;

export const CART_INVALID_REASONS = ['sold', 'unavailable', 'negotiating', 'kept_by_other', 'held'] as const;
export type CartInvalidReason = (typeof CART_INVALID_REASONS)[number];

export const cartItem = z
  .object({
    id: z.number().int(),
    logo_id: z.number().int(),
    sub_name: z.string(),
    main_name: z.string(),
    logo_manual: z.boolean(),
    logo_motion: z.boolean(),
    quantity: z.literal(1),
    logo_price: z.number().int(),
    logo_manual_price: z
      .number()
      .int()
      .meta({ description: 'Price of the manual option (0 when not chosen).' }),
    logo_motion_price: z
      .number()
      .int()
      .meta({ description: 'Price of the motion option (0 when not chosen).' }),
    price: z.number().int().meta({ description: 'logo + manual + motion, tax included, minor units.' }),
    currency: z.enum(CURRENCIES),
    valid: z
      .boolean()
      .meta({ description: 'false when the logo can no longer be bought; checkout is blocked.' }),
    invalid_reason: z.enum(CART_INVALID_REASONS).nullable(),
    product: logoCard,
    picture_url: z.string().meta({
      description:
        'The logo with this line’s names (ADR 0102): the public preview of the layout’s current version (`/api/logo/{id}/preview?v=…&main_name=…&sub_name=…`), or the product image when the logo has no layout or is no longer public. Made by the server; clients use it as is.',
    }),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItem>;

export const cart = z
  .object({
    items: z.array(cartItem),
    count: z
      .number()
      .int()
      .meta({
        description: `Lines in the cart (the header badge shows ${LIMITS.cartBadgeCap}+ above ${LIMITS.cartBadgeCap}).`,
      }),
    currency: z.enum(CURRENCIES),
    tax_percent: z.number(),
    cart_id: z
      .string()
      .nullable()
      .meta({ description: "A guest's anonymous cart id, to send back in x-cart-id; null for a member." }),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cart>;
export const cartResponse = z.object({ data: cart, message: z.string().optional() });
export type CartResponse = z.infer<typeof cartResponse>;

export const cartQuery = z.object({ locale: localeParam });
