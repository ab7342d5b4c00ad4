import { type Locale, msg, ORDER_STATUS } from '@logoya/core';
import { requireUser } from '../../../platform/auth/auth.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { DEFAULT_IMAGE_URL, fileUrl } from '../../catalog/index.ts';
import { type CertificateRow, currentCertificate, issueCertificate } from '../../certificates/index.ts';
import type { OrdersDeps } from '../deps.ts';
import { recipientLines } from '../invoice/invoice-text.ts';
import { giveBackIfUnavailable, reserveReceipt } from '../invoice/receipt-limit.ts';
import { orderFor } from '../order-access.ts';
import * as orders from '../orders.repository.ts';
import type { CertificateInput } from './certificate-input.ts';
import { deliveredFiles, orderPicturePng } from './delivered-files.ts';

const langOf = (lang: string): Locale => (['en', 'ja', 'vi'].includes(lang) ? lang : 'en') as Locale;

/** Issues (or keeps) one paid line's certificate with its files as they are now (ADR 0108). */
async function issueLine(deps: OrdersDeps, order: orders.OrderRow, line: orders.OrderLogoRow) {
  const collect = await deliveredFiles(deps, line);
  return issueCertificate(
    deps.db,
    {
      orderLogoId: Number(line.id),
      orderId: Number(order.id),
      logoId: Number(line.logo_id),
      lang: langOf(order.lang),
      holder: (order.recipient_company.trim() || order.recipient_name.trim()).slice(0, 255),
      logoName: line.logo_name,
      mainName: line.main_name,
      subName: line.sub_name,
      pictureUrl: fileUrl(line.main_key) ?? DEFAULT_IMAGE_URL,
      purchasedAt: order.purchase_date,
    },
    collect,
  );
}

/**
 * After a payment committed, or after a zip upload delivered lines: each paid line of the order
 * (those of `logoIds` when given) gets its certificate, or a new version when its files changed.
 * Never throws: a line that fails is logged and issued later, when its certificate is asked for.
 */
export async function issueOrderCertificates(deps: OrdersDeps, orderId: number, logoIds?: readonly number[]) {
  try {
    const order = await orders.findOrder(deps.db, orderId);
    if (!order || Number(order.status) !== ORDER_STATUS.paid) return;
    const lines = await orders.linesOf(deps.db, [orderId]);
    for (const line of lines) {
      if (logoIds && !logoIds.includes(Number(line.logo_id))) continue;
      await issueLine(deps, order, line);
    }
  } catch (err) {
    deps.log.error({ err, orderId }, 'certificate not issued');
  }
}

/** A line's certificate after its brand kit became ready: a new version listing the kit's hash. */
export async function issueLineCertificate(deps: OrdersDeps, orderLogoId: number): Promise<void> {
  const line = await orders.lineById(deps.db, orderLogoId);
  if (line) await issueOrderCertificates(deps, Number(line.order_id), [Number(line.logo_id)]);
}

/**
 * GET /api/order/{id}/logo/{logo_id}/certificate: the line's current certificate as a PDF in the
 * order's language, for the buyer and admins (anyone else 404, as the invoice), counted with the
 * invoices against the caller's limit. A paid line without one (its issue failed) gets it now.
 */
export async function certificatePdf(deps: OrdersDeps, ctx: RequestContext, id: number, logoId: number) {
  const grant = await reserveReceipt(deps.limiter, requireUser(ctx.actor).id);
  const order = await orderFor(deps, ctx, id, 'invoice');
  if (Number(order.status) !== ORDER_STATUS.paid) throw new AppError(409, msg('order_not_paid'));
  const lines = await orders.linesOf(deps.db, [Number(order.id)]);
  const line = lines.find((l) => Number(l.logo_id) === logoId);
  if (!line) throw notFound(msg('order_not_found'));
  const row =
    (await currentCertificate(deps.db, Number(line.id))) ?? (await issueLine(deps, order, line)).row;
  const input = certificateInput(deps, order, row, await orderPicturePng(deps, line));
  const pdf = await deps.invoices
    .certificatePdf(input)
    .catch((error: unknown) => giveBackIfUnavailable(grant, error));
  return { pdf, fileName: `certificate-${row.number}.pdf` };
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function certificateInput(
  deps: OrdersDeps,
  order: orders.OrderRow,
  row: CertificateRow,
  picture: Buffer | null,
): CertificateInput {
  const lang = langOf(row.lang);
  return {
    lang,
    number: row.number,
    version: Number(row.version),
    logoId: Number(row.logo_id),
    logoName: row.logo_name,
    mainName: row.main_name,
    subName: row.sub_name,
    holderLines: recipientLines(lang, order.recipient_company, order.recipient_name),
    purchasedAt: iso(row.purchased_at),
    issuedAt: iso(row.issued_at),
    timeZone: deps.config.SHOP_TIME_ZONE,
    files: row.files,
    verifyUrl: `${deps.config.PUBLIC_URL}/${lang}/verify/${row.number}`,
    picture: picture ? new Uint8Array(picture) : null,
  };
}
