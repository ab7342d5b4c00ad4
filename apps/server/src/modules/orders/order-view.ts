import {
  buildVietQrPayload,
  type Currency,
  type DesignerOrder,
  deliveryOf,
  ORDER_STATUS,
  type Order,
  type OrderLogo,
  orderPictureUrl,
  PAYMENT_METHOD,
  padNumber,
  type StaffOrder,
} from '@logoya/core';
import type { Config } from '../../config.ts';
import { DEFAULT_IMAGE_URL, fileUrl } from '../catalog/index.ts';
import type { OrderLogoRow, OrderRow } from './orders.repository.ts';
import { renderQrSvg } from './qr-image.ts';

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/**
 * Who may see a line's zip upload (who uploaded it, when): admins, and the designer in the view
 * of their own lines; never the buyer (ADR 0104).
 */
export type LineAudience = 'buyer' | 'staff';

function uploadOf(row: OrderLogoRow): OrderLogo['upload'] {
  if (!row.zip || row.uploaded_at === null) return null;
  return {
    uploaded_at: new Date(row.uploaded_at).toISOString(),
    uploaded_by:
      row.uploaded_by === null ? null : { id: Number(row.uploaded_by), name: row.uploader_name ?? '' },
  };
}

export function toOrderLogo(row: OrderLogoRow, orderStatus: number, audience: LineAudience): OrderLogo {
  const src = fileUrl(row.main_key) ?? DEFAULT_IMAGE_URL;
  const version = row.lettering_version === null ? null : Number(row.lettering_version);
  const price = Number(row.price);
  const manual = Number(row.logo_manual_price);
  const motion = Number(row.logo_motion_price);
  // The one delivery state of the line (ADR 0104): every answer and screen shows this.
  const delivery = deliveryOf({ orderStatus, files: Boolean(row.zip), deliveredAt: row.delivered_at });
  return {
    id: Number(row.id),
    logo_id: Number(row.logo_id),
    logo: { src, logo_name: row.logo_name },
    price,
    logo_manual: Boolean(row.logo_manual),
    logo_manual_price: manual,
    logo_motion: Boolean(row.logo_motion),
    logo_motion_price: motion,
    main_name: row.main_name,
    sub_name: row.sub_name,
    line_total: price + manual + motion,
    zip: Boolean(row.zip),
    delivery_state: delivery.state,
    delivered_at: delivery.deliveredAt,
    ...(audience === 'staff' ? { upload: uploadOf(row) } : {}),
    lettering_version: version,
    // The pinned version with the line's names (ADR 0102); without one, the logo's main image.
    picture_url: version === null ? src : orderPictureUrl(Number(row.order_id), Number(row.logo_id)),
  };
}

/** The transfer note of a QR order: short ASCII that a bank app keeps whole. */
export const transferNote = (order: Pick<OrderRow, 'invoice_num'>) =>
  `LOGOYA ${padNumber(Number(order.invoice_num))}`;

async function qrOf(order: OrderRow, config: Config): Promise<Order['qr']> {
  if (Number(order.payment_type) !== PAYMENT_METHOD.qr || Number(order.status) !== ORDER_STATUS.waiting)
    return null;
  const amount = Number(order.total_amount);
  const note = transferNote(order);
  const payload = buildVietQrPayload({
    bankBin: config.VIETQR_BANK_BIN,
    accountNo: config.VIETQR_ACCOUNT_NO,
    amount,
    note,
  });
  return {
    payload,
    svg: await renderQrSvg(payload),
    bank_bin: config.VIETQR_BANK_BIN,
    bank_name: config.VIETQR_BANK_NAME,
    account_no: config.VIETQR_ACCOUNT_NO,
    account_name: config.VIETQR_ACCOUNT_NAME,
    amount,
    note,
  };
}

/** The answer shape of an order (SPEC §3), with its logos; the QR details only while waiting. */
export async function toOrder(
  row: OrderRow,
  lines: readonly OrderLogoRow[],
  config: Config,
  withQr = false,
  audience: LineAudience = 'buyer',
): Promise<Order> {
  const currency = row.currency.trim() as Currency;
  const total = Number(row.total_amount);
  return {
    id: Number(row.id),
    order_number: padNumber(Number(row.id)),
    invoice_num: padNumber(Number(row.invoice_num)),
    user: { name: row.recipient_name },
    status: Number(row.status),
    payment_status: Number(row.payment_status),
    payment_type: Number(row.payment_type),
    purchase_date: iso(row.purchase_date)!,
    payment_date: iso(row.payment_date),
    delivery_date: iso(row.delivery_date),
    expires_at: iso(row.expires_at),
    lang: row.lang,
    currency,
    tax_percent: Number(row.tax_percent),
    tax: Number(row.tax),
    total_amount: total,
    total: { amount: total, currency },
    order_logos: lines
      .filter((l) => Number(l.order_id) === Number(row.id))
      .map((l) => toOrderLogo(l, Number(row.status), audience)),
    qr: withQr ? await qrOf(row, config) : null,
  };
}

/** An order as admins list it: the buyer's contact details and a transfer's note (issue 24). */
export async function toStaffOrder(
  row: OrderRow,
  lines: readonly OrderLogoRow[],
  config: Config,
): Promise<StaffOrder> {
  const order = await toOrder(row, lines, config, false, 'staff');
  return {
    ...order,
    user: { name: row.recipient_name, company_name: row.recipient_company, email: row.recipient_email },
    transfer_note: Number(row.payment_type) === PAYMENT_METHOD.qr ? transferNote(row) : null,
  };
}

/**
 * A designer's view of an order (ADR 0076), built from the lines of their own logos only: what
 * was sold, with the names and options the buyer chose, its state and dates. The buyer's name,
 * company and e-mail, the invoice number, the totals and the QR payment details never leave here.
 */
export function toDesignerOrder(row: OrderRow, ownLines: readonly OrderLogoRow[]): DesignerOrder {
  return {
    view: 'designer',
    id: Number(row.id),
    order_number: padNumber(Number(row.id)),
    status: Number(row.status),
    payment_status: Number(row.payment_status),
    purchase_date: iso(row.purchase_date)!,
    payment_date: iso(row.payment_date),
    delivery_date: iso(row.delivery_date),
    currency: row.currency.trim() as Currency,
    order_logos: ownLines.map((l) => toOrderLogo(l, Number(row.status), 'staff')),
  };
}
