import { z } from 'zod';
import { msg } from '../messages/catalog.ts';
import { localeParam, optionalBody, pageMeta, wholeNumber } from './common.ts';
import { order } from './orders.ts';
import { staffListQuery } from './staff-list.ts';

// The staff side of orders: the admins' list and the payment confirmation (split from orders.ts).

/** GET /api/orders (staff): the common list parameters (SPEC §2). */
export const ORDER_SORT_FIELDS = [
  'id',
  'invoice_num',
  'payment_date',
  'purchase_date',
  'status',
  'payment_status',
  'payment_type',
  'total_amount',
  'tax',
] as const;
export const staffOrderQuery = staffListQuery(ORDER_SORT_FIELDS, {
  status: wholeNumber('status').pipe(z.number().int().min(1).max(3)).optional(),
});
/**
 * An order in the admins' orders screen: the buyer's contact details and, for a bank transfer,
 * the note it arrives with, so that 入金完了 can be checked against the bank statement (issue 24).
 * Admins only (ADR 0076: designers never see a buyer).
 */
export const staffOrder = order
  .extend({
    user: z.object({
      name: z.string(),
      company_name: z.string().meta({ description: 'The buyer’s company as on the order; may be empty.' }),
      email: z.string().meta({ description: 'The buyer’s e-mail as on the order.' }),
    }),
    transfer_note: z
      .string()
      .nullable()
      .meta({ description: 'A QR bank transfer’s note, LOGOYA <invoice no.>; null for a card payment.' }),
  })
  .meta({ id: 'StaffOrder' });
export type StaffOrder = z.infer<typeof staffOrder>;
export const staffOrderPage = z.object({ data: z.array(staffOrder), meta: pageMeta });

/**
 * PUT /api/order/update-status/{id} (staff): confirm a bank transfer (status 1 → 2). The body may
 * be left out (no body, an empty body, `{}`): it then confirms the payment, as `{"status": 2}` does.
 */
export const updateOrderStatusBody = optionalBody(
  z.object(
    {
      status: z
        .literal(2, { message: msg('order_status_only_paid') })
        .optional()
        .default(2),
      locale: localeParam,
    },
    { message: msg('order_status_body') },
  ),
);
export type StaffOrderQuery = z.output<typeof staffOrderQuery>;
