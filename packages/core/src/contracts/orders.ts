import { z } from 'zod';
import { CURRENCIES, LIMITS, MAX_ID, PAYMENT_METHOD } from '../constants.ts';
import { msg } from '../messages/catalog.ts';
import { DELIVERY_STATES } from '../rules/delivery.ts';
import { money } from './catalog.ts';
import {
  bodyId,
  idListParam,
  localeParam,
  pageMeta,
  pageParam,
  perPageParam,
  storableText,
} from './common.ts';

const itemIds = z
  .array(bodyId('item', msg('cart_choose_product')), { message: msg('cart_choose_product') })
  .min(1, { message: msg('cart_choose_product') })
  .max(30, { message: msg('cart_choose_product') });

/** Cart line ids from a query string: `items=3,5`. */
const itemIdList = idListParam('items', { max: 30, message: msg('cart_choose_product') });

const paymentMethodId = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  message: msg('choose_pay_method'),
});

/** GET /api/checkout/summary: what the chosen cart lines cost, priced by the server. */
export const checkoutSummaryQuery = z.object({ items: itemIdList, locale: localeParam });

export const paymentMethodInfo = z
  .object({
    id: z.number().int(),
    key: z.enum(['card', 'qr', 'momo', 'zalopay']),
    available: z.boolean(),
  })
  .meta({ id: 'PaymentMethod' });

export const checkoutLine = z
  .object({
    cart_item_id: z.number().int(),
    logo_id: z.number().int(),
    logo_name: z.string(),
    src: z.string(),
    sub_name: z.string(),
    main_name: z.string(),
    logo_price: z.number().int(),
    logo_manual: z.boolean(),
    logo_manual_price: z.number().int(),
    logo_motion: z.boolean(),
    logo_motion_price: z.number().int(),
    price: z.number().int(),
    valid: z.boolean(),
    picture_url: z.string().meta({
      description:
        'The logo with this line’s names, as the cart shows it (the public preview of the current layout version, or `src` without a layout).',
    }),
  })
  .meta({ id: 'CheckoutLine' });

export const checkoutSummary = z
  .object({
    lines: z.array(checkoutLine),
    currency: z.enum(CURRENCIES),
    tax_percent: z.number(),
    tax: z.number().int().meta({ description: 'Tax included in the total, rounded once for the order.' }),
    total: z.number().int(),
    payment_methods: z.array(paymentMethodInfo),
    hold_minutes: z.number().int(),
  })
  .meta({ id: 'CheckoutSummary' });
export type CheckoutSummary = z.infer<typeof checkoutSummary>;
export const checkoutSummaryResponse = z.object({ data: checkoutSummary });

/**
 * POST /api/create-pay-intent. The server prices the chosen lines itself; amount and currency
 * are only compared with what the buyer saw (a difference answers 409 and nothing is charged).
 */
export const createPayIntentBody = z.object({
  items: itemIds,
  amount: z
    .number({ message: 'The amount must be a whole number.' })
    .int({ message: 'The amount must be a whole number.' })
    .min(0),
  currency: z
    .string({ message: 'The currency must be usd, jpy or vnd.' })
    .regex(/^(usd|jpy|vnd)$/, { message: 'The currency must be usd, jpy or vnd.' }),
  payment_method_id: paymentMethodId.optional().default(PAYMENT_METHOD.card),
  locale: localeParam,
});
export type CreatePayIntentBody = z.input<typeof createPayIntentBody>;

export const payIntentResult = z
  .object({
    client_secret: z.string(),
    payment_intent: z.string(),
    checkout_id: z.number().int(),
    amount: z.number().int(),
    currency: z.enum(CURRENCIES),
    expires_at: z.string().meta({ description: 'When the hold on the logos ends (ISO 8601).' }),
  })
  .meta({ id: 'PayIntent' });
export const payIntentResponse = z.object({ data: payIntentResult });

/**
 * POST /api/order: the browser reports a card payment. The server re-reads the payment intent
 * from the gateway; `status` is accepted for compatibility and never trusted.
 */
export const createOrderBody = z.object({
  payment_intent: storableText(
    z
      .string({ message: msg('payment_error') })
      .min(1, { message: msg('payment_error') })
      .max(255),
  ),
  client_secret: storableText(z.string().max(255)).optional(),
  products: z.array(bodyId('product')).max(30).optional(),
  status: z.union([z.literal(1), z.literal(2)]).optional(),
  lang: z.string().max(10).optional(),
  payment_method_id: z.number().int().min(0).max(MAX_ID).optional(),
  locale: localeParam,
});
export type CreateOrderBody = z.input<typeof createOrderBody>;

/** POST /api/order-qa: a Vietnamese QR bank-transfer order, waiting for payment. */
export const createQrOrderBody = z.object({
  products: itemIds,
  amount: z
    .number({ message: 'The amount must be a whole number.' })
    .int({ message: 'The amount must be a whole number.' })
    .min(0),
  status: z.union([z.literal(1), z.literal(2)]).optional(),
  lang: z.string().max(10).optional(),
  payment_method_id: paymentMethodId.optional().default(PAYMENT_METHOD.qr),
  locale: localeParam,
});
export type CreateQrOrderBody = z.input<typeof createQrOrderBody>;

/** Who uploaded a logo's current delivery zip, and when (staff and the logo's designer only). */
export const zipUpload = z
  .object({
    uploaded_at: z.string().meta({ description: 'When the current file was uploaded (ISO 8601).' }),
    uploaded_by: z.object({ id: z.number().int(), name: z.string() }).nullable().meta({
      description: 'The staff member who uploaded it; null when unknown (older zips, a deleted user).',
    }),
  })
  .meta({ id: 'ZipUpload' });
export type ZipUpload = z.infer<typeof zipUpload>;

export const orderLogo = z
  .object({
    id: z.number().int(),
    logo_id: z.number().int(),
    logo: z.object({ src: z.string(), logo_name: z.string() }),
    price: z.number().int(),
    logo_manual: z.boolean(),
    logo_manual_price: z.number().int(),
    logo_motion: z.boolean(),
    logo_motion_price: z.number().int(),
    main_name: z.string(),
    sub_name: z.string(),
    line_total: z.number().int(),
    zip: z.boolean().meta({
      description: 'The delivery files exist. Download is offered only when delivery_state is delivered.',
    }),
    delivery_state: z.enum(DELIVERY_STATES).meta({
      description:
        'The one delivery state of this logo (ADR 0104, docs/delivery.md): awaiting_payment (order waiting), preparing (paid, the designer prepares the final files), delivered (paid and the files are there: download), cancelled. Every screen and mail shows it with the texts of packages/core rules/delivery.ts.',
    }),
    delivered_at: z.string().nullable().meta({
      description:
        'When this logo was delivered: the first zip after payment, or the payment when the zip was there already. Null unless delivery_state is delivered. A replaced zip keeps the date.',
    }),
    upload: zipUpload.nullable().optional().meta({
      description:
        'Who uploaded the current zip and when: in the admins’ answers and the designer’s view of their own lines only; never in the buyer’s.',
    }),
    lettering_version: z.number().int().nullable().meta({
      description:
        'The lettering layout version this line was bought with (ADR 0102); null: the logo had no layout, and the picture is its main image.',
    }),
    picture_url: z.string().meta({
      description:
        'The logo with the buyer’s names as fixed in the order: `/api/order/{id}/logo/{logo_id}/picture?format=svg`, drawn from the pinned version (never changes). Without a version, the logo’s main image.',
    }),
  })
  .meta({ id: 'OrderLogo' });
export type OrderLogo = z.infer<typeof orderLogo>;

export const vietQr = z
  .object({
    payload: z.string().meta({ description: 'EMVCo (VietQR) payload encoded in the QR code.' }),
    svg: z.string().meta({ description: 'The QR code as SVG, rendered by the server.' }),
    bank_bin: z.string().meta({ description: 'The bank’s 6-digit NAPAS BIN (in the QR payload).' }),
    bank_name: z.string().meta({ description: 'The bank’s name as buyers know it (VIETQR_BANK_NAME).' }),
    account_no: z.string(),
    account_name: z.string(),
    amount: z.number().int(),
    note: z.string().meta({ description: 'Transfer note: the order code.' }),
  })
  .meta({ id: 'VietQr' });

export const order = z
  .object({
    id: z.number().int(),
    order_number: z.string().meta({ description: 'The id padded to 5 digits.' }),
    invoice_num: z.string().meta({ description: 'Sequential invoice number padded to 5 digits.' }),
    user: z.object({ name: z.string() }),
    status: z.number().int().meta({ description: '1 waiting for payment, 2 paid, 3 cancelled.' }),
    payment_status: z.number().int().meta({ description: '1 unpaid, 2 paid, 3 cancelled.' }),
    payment_type: z.number().int().meta({ description: '1 card, 2 QR bank transfer.' }),
    purchase_date: z.string(),
    payment_date: z.string().nullable(),
    delivery_date: z.string().nullable().meta({
      description:
        'When every logo of the order had its files (the last one delivered). Each logo’s own date and state: order_logos[].delivered_at and delivery_state.',
    }),
    expires_at: z.string().nullable().meta({ description: 'When an unpaid QR order expires.' }),
    lang: z.string(),
    currency: z.enum(CURRENCIES),
    tax_percent: z.number(),
    tax: z.number().int(),
    total_amount: z.number().int(),
    total: money,
    order_logos: z.array(orderLogo),
    qr: vietQr.nullable().meta({ description: 'Transfer details while a QR order waits for payment.' }),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof order>;
export const orderResponse = z.object({ data: order, message: z.string().optional() });

/**
 * A designer's view of an order holding at least one of their logos (ADR 0076): their own lines
 * (the names the buyer typed, the options, the prices), the state and the dates. Nothing of the
 * buyer (name, company, e-mail), the invoice, the totals, the payment details or other
 * designers' lines.
 */
export const designerOrder = order
  .pick({
    id: true,
    order_number: true,
    status: true,
    payment_status: true,
    purchase_date: true,
    payment_date: true,
    delivery_date: true,
    currency: true,
    order_logos: true,
  })
  .extend({
    view: z.literal('designer').meta({ description: 'Marks the designer’s view (no buyer details).' }),
  })
  .meta({ id: 'DesignerOrder' });
export type DesignerOrder = z.infer<typeof designerOrder>;
/** GET /api/order/{id}: the whole order for its buyer and admins, the designer's view for designers. */
export const orderViewResponse = z.object({ data: z.union([order, designerOrder]) });

export const orderResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), order }),
  z.object({ status: z.literal('processing'), message: z.string() }),
]);
export type OrderResult = z.infer<typeof orderResult>;
export const orderResultResponse = z.object({ data: orderResult });

/** GET /api/order-history: 25 a page, newest first (Show more while current_page < last_page). */
export const orderHistoryQuery = z.object({
  page: pageParam,
  limit: perPageParam(100, LIMITS.historyPageSize),
  locale: localeParam,
});
export const orderHistoryResponse = z.object({ data: z.array(order), meta: pageMeta });
export type OrderHistoryResponse = z.infer<typeof orderHistoryResponse>;

export type CreatePayIntentData = z.output<typeof createPayIntentBody>;
export type CreateOrderData = z.output<typeof createOrderBody>;
export type CreateQrOrderData = z.output<typeof createQrOrderBody>;

// The files of a paid order line: its delivery download and its named picture.
export * from './kits.ts';
export * from './order-files.ts';
