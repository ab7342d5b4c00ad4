import { msg, ORDER_STATUS, padNumber } from '@logoya/core';
import { requireUser } from '../../platform/auth/auth.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { signLink, verifyLink } from '../../platform/storage/signed-link.ts';
import { openPrivateFile } from '../../platform/storage/storage-delivery.ts';
import { deliveryFileName, deliveryZipKey } from '../zips/index.ts';
import type { OrdersDeps } from './deps.ts';
import { invoiceInputOf } from './invoice/order-invoice.ts';
import { giveBackIfUnavailable, reserveReceipt } from './invoice/receipt-limit.ts';
import { orderFor } from './order-access.ts';
import { KIT_DOWNLOAD, kitFileNameOfKey } from './order-kit.service.ts';
import * as orders from './orders.repository.ts';

const DOWNLOAD = 'order-download';

/**
 * GET /api/order/receipt/{id}: the invoice PDF of a paid order, for its buyer and admins (it names
 * the buyer; a designer gets 404, ADR 0076), in the order's language; for Japanese orders a
 * qualified invoice (適格請求書). Each request counts against the caller's receipt limit; the
 * PDF comes from the cache or a worker thread (ADR 0078).
 */
export async function receiptPdf(deps: OrdersDeps, ctx: RequestContext, id: number) {
  const grant = await reserveReceipt(deps.limiter, requireUser(ctx.actor).id);
  const order = await orderFor(deps, ctx, id, 'invoice');
  if (Number(order.status) !== ORDER_STATUS.paid) throw new AppError(409, msg('order_not_paid'));
  const lines = await orders.linesOf(deps.db, [Number(order.id)]);
  const pdf = await deps.invoices
    .pdf(invoiceInputOf(order, lines, deps.config))
    .catch((error: unknown) => giveBackIfUnavailable(grant, error));
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
  const order = await orderFor(deps, ctx, id, 'download');
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
 * GET /api/downloads/{token}: the zip (or brand kit), for the buyer the link was signed for, while it is valid;
 * with S3 storage a presigned URL to it instead of its bytes.
 */
export async function openDownload(deps: OrdersDeps, ctx: RequestContext, token: string) {
  const user = requireUser(ctx.actor);
  const zip = verifyLink(deps.secret, token, DOWNLOAD);
  // A brand kit's link (ADR 0106) opens the same way; each purpose names its own files.
  const kit = zip ? null : verifyLink(deps.secret, token, KIT_DOWNLOAD);
  const link = zip ?? kit;
  if (!link || link.userId !== user.id) throw new AppError(410, msg('download_error'));
  const fileName = kit ? await kitFileNameOfKey(deps, link.key) : await deliveryFileName(deps.db, link.key);
  const file = await openPrivateFile(deps.storage, link.key, fileName);
  if (!file) throw notFound(msg('download_missing'));
  return file;
}
