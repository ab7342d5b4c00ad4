import { msg, ORDER_STATUS, type OrderKit, padNumber } from '@logoya/core';
import { requireUser } from '../../platform/auth/auth.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { signLink } from '../../platform/storage/signed-link.ts';
import { type KitView, kitsOf, kitZipKey, retryKit } from '../kits/index.ts';
import type { OrdersDeps } from './deps.ts';
import { orderAccess } from './order-access.ts';
import * as orders from './orders.repository.ts';

/** The purpose of a kit's signed link: a zip link never opens a kit, nor the other way round. */
export const KIT_DOWNLOAD = 'kit-download';

const toOrderKit = (logoId: number, kit: KitView): OrderKit => ({
  logo_id: logoId,
  status: kit.status,
  progress: kit.progress,
  has_layout: kit.has_layout,
  retrying: kit.retrying,
  files: kit.files,
  size: kit.size,
  built_at: kit.built_at,
});

/**
 * GET /api/order/{id}/kits: the brand kits of a paid order's lines (ADR 0106), for its buyer and
 * admins; a designer or another member gets the order's 404 (ADR 0076). Lines paid before kits
 * existed have none.
 */
export async function orderKits(deps: OrdersDeps, ctx: RequestContext, id: number): Promise<OrderKit[]> {
  const { row } = await orderAccess(deps, ctx, id, 'invoice');
  const lines = await orders.linesOf(deps.db, [Number(row.id)]);
  const kits = await kitsOf(
    deps.db,
    lines.map((l) => Number(l.id)),
  );
  return lines.flatMap((l) => {
    const kit = kits.get(Number(l.id));
    return kit ? [toOrderKit(Number(l.logo_id), kit)] : [];
  });
}

async function lineOf(deps: OrdersDeps, orderId: number, logoId: number) {
  const line = (await orders.linesOf(deps.db, [orderId])).find((l) => Number(l.logo_id) === logoId);
  if (!line) throw notFound(msg('order_not_found'));
  return line;
}

/**
 * GET /api/order/{id}/kit/{logo_id}/download: a link to the line's kit zip, signed for the buyer and
 * valid DOWNLOAD_LINK_MINUTES, opened by GET /api/downloads/{token} like the designer's zip.
 */
export async function kitDownloadLink(deps: OrdersDeps, ctx: RequestContext, id: number, logoId: number) {
  const user = requireUser(ctx.actor);
  const { row } = await orderAccess(deps, ctx, id, 'download');
  if (Number(row.status) !== ORDER_STATUS.paid) throw new AppError(409, msg('order_not_paid'));
  const line = await lineOf(deps, Number(row.id), logoId);
  const key = await kitZipKey(deps.db, Number(line.id));
  if (!key) throw new AppError(409, msg('kit_not_ready'));
  if (!(await deps.storage.exists(key))) throw notFound(msg('download_missing'));
  const expiresAt = new Date(Date.now() + deps.config.DOWNLOAD_LINK_MINUTES * 60_000);
  const token = signLink(deps.secret, { purpose: KIT_DOWNLOAD, key, userId: user.id, expiresAt });
  return {
    url: `/api/downloads/${token}`,
    expires_at: expiresAt.toISOString(),
    file_name: kitFileName(line.logo_id),
  };
}

export const kitFileName = (logoId: number | string) => `logoya-${padNumber(Number(logoId))}-brand-kit.zip`;

/** The file name a kit key is saved under (`kits/{order line}/brand-kit.zip`). */
export async function kitFileNameOfKey(deps: OrdersDeps, key: string): Promise<string> {
  const orderLogoId = Number(/^kits\/(\d+)\//.exec(key)?.[1]);
  const line = Number.isSafeInteger(orderLogoId) ? await orders.lineById(deps.db, orderLogoId) : undefined;
  return kitFileName(line?.logo_id ?? 0);
}

/** POST /api/order/{id}/kit/{logo_id}/retry (admin): a failed kit is built again. */
export async function retryOrderKit(deps: OrdersDeps, ctx: RequestContext, id: number, logoId: number) {
  const { row } = await orderAccess(deps, ctx, id, 'invoice');
  const line = await lineOf(deps, Number(row.id), logoId);
  if (!(await retryKit(deps.db, Number(line.id)))) throw new AppError(409, msg('kit_not_failed'));
  deps.kits.wake();
  const kit = (await kitsOf(deps.db, [Number(line.id)])).get(Number(line.id));
  if (!kit) throw notFound(msg('order_not_found'));
  return toOrderKit(logoId, kit);
}
