import { msg, ORDER_STATUS, padNumber } from '@logoya/core';
import { requireUser } from '../../platform/auth.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { signLink, verifyLink } from '../../platform/signed-link.ts';
import { openPrivateFile } from '../../platform/storage-delivery.ts';
import { deliveryFileName, deliveryZipKey } from '../zips/index.ts';
import type { OrdersDeps } from './deps.ts';
import { renderInvoicePdf } from './invoice/invoice-pdf.ts';
import * as orders from './orders.repository.ts';
import { orderFor } from './orders.service.ts';

const DOWNLOAD = 'order-download';

/**
 * GET /api/order/receipt/{id}: the invoice PDF of a paid order, for its buyer and for staff, in
 * the order's language; for Japanese orders a qualified invoice (適格請求書).
 */
export async function receiptPdf(deps: OrdersDeps, ctx: RequestContext, id: number) {
  const order = await orderFor(deps, ctx, id);
  if (Number(order.status) !== ORDER_STATUS.paid) throw new AppError(409, msg('order_not_paid'));
  const lines = await orders.linesOf(deps.db, [Number(order.id)]);
  const lang = (['en', 'ja', 'vi'].includes(order.lang) ? order.lang : 'en') as 'en' | 'ja' | 'vi';
  const pdf = await renderInvoicePdf({
    lang,
    invoiceNumber: padNumber(Number(order.invoice_num)),
    orderNumber: padNumber(Number(order.id)),
    issueDate: new Date(order.payment_date ?? order.purchase_date),
    purchaseDate: new Date(order.purchase_date),
    paymentMethod: Number(order.payment_type) === 2 ? 2 : 1,
    issuer: {
      name: deps.config.INVOICE_ISSUER_NAME,
      address: deps.config.INVOICE_ISSUER_ADDRESS,
      registrationNumber: deps.config.INVOICE_REGISTRATION_NUMBER,
    },
    recipient: { name: order.recipient_name, company: order.recipient_company, email: order.recipient_email },
    currency: order.currency.trim() as 'USD' | 'JPY' | 'VND',
    taxPercent: Number(order.tax_percent),
    tax: Number(order.tax),
    total: Number(order.total_amount),
    lines: lines.map((l) => ({
      logoId: Number(l.logo_id),
      logoName: l.logo_name,
      mainName: l.main_name,
      subName: l.sub_name,
      price: Number(l.price),
      logoManual: Boolean(l.logo_manual),
      logoManualPrice: Number(l.logo_manual_price),
      logoMotion: Boolean(l.logo_motion),
      logoMotionPrice: Number(l.logo_motion_price),
      lineTotal: Number(l.price) + Number(l.logo_manual_price) + Number(l.logo_motion_price),
    })),
  });
  return { pdf, fileName: `invoice-${padNumber(Number(order.invoice_num))}.pdf` };
}

/**
 * GET /api/order/download-logo/{id}: a link to one logo's delivery zip, signed for this buyer
 * and valid for DOWNLOAD_LINK_MINUTES (at most 15). Only the buyer of a paid order gets one.
 */
export async function downloadLink(
  deps: OrdersDeps,
  ctx: RequestContext,
  id: number,
  logoId: number | undefined,
) {
  const user = requireUser(ctx.actor);
  const order = await orderFor(deps, ctx, id);
  if (Number(order.user_id) !== user.id) throw notFound(msg('order_not_found'));
  if (Number(order.status) !== ORDER_STATUS.paid) throw new AppError(409, msg('order_not_paid'));
  const lines = await orders.linesOf(deps.db, [Number(order.id)]);
  const line =
    logoId === undefined && lines.length === 1 ? lines[0] : lines.find((l) => Number(l.logo_id) === logoId);
  if (!line) throw notFound(msg('order_not_found'));
  const key = await deliveryZipKey(deps.db, Number(line.logo_id));
  if (!key || !(await deps.storage.exists(key))) throw notFound(msg('download_missing'));
  const expiresAt = new Date(Date.now() + deps.config.DOWNLOAD_LINK_MINUTES * 60_000);
  const token = signLink(deps.secret, { purpose: DOWNLOAD, key, userId: user.id, expiresAt });
  return {
    url: `/api/downloads/${token}`,
    expires_at: expiresAt.toISOString(),
    file_name: `logoya-${padNumber(Number(line.logo_id))}.zip`,
  };
}

/**
 * GET /api/downloads/{token}: the zip, for the buyer the link was signed for, while it is valid;
 * with S3 storage a presigned URL to it instead of its bytes.
 */
export async function openDownload(deps: OrdersDeps, ctx: RequestContext, token: string) {
  const user = requireUser(ctx.actor);
  const link = verifyLink(deps.secret, token, DOWNLOAD);
  if (!link || link.userId !== user.id) throw new AppError(410, msg('download_error'));
  const file = await openPrivateFile(deps.storage, link.key, await deliveryFileName(deps.db, link.key));
  if (!file) throw notFound(msg('download_missing'));
  return file;
}
