import { msg, type OrderPictureQuery } from '@logoya/core';
import type { RequestContext } from '../../platform/http/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { DEFAULT_IMAGE_URL, fileUrl } from '../catalog/index.ts';
import type { LetteringPicture } from '../lettering/index.ts';
import type { OrdersDeps } from './deps.ts';
import { orderAccess } from './order-access.ts';
import * as orders from './orders.repository.ts';

export type OrderPicture =
  /** The line's logo had no layout when bought: its main image, as the catalogue serves it. */
  | { kind: 'none'; imageUrl: string }
  | { kind: 'picture'; version: number; etag: string; draw: () => Promise<LetteringPicture> };

/**
 * GET /api/order/{id}/logo/{logo_id}/picture (ADR 0102): the line's names in the layout version
 * the order pinned, drawn by the one renderer. Whoever may view the order may see its pictures
 * (`orderAccess`, ADR 0076): its buyer, admins, and a designer for their own lines only;
 * everyone else gets the order's 404. The ETag is known before any drawing.
 */
export async function orderPicture(
  deps: OrdersDeps,
  ctx: RequestContext,
  orderId: number,
  logoId: number,
  query: OrderPictureQuery,
): Promise<OrderPicture> {
  const access = await orderAccess(deps, ctx, orderId, 'view');
  const lines = access.viewer === 'designer' ? access.lines : await orders.linesOf(deps.db, [orderId]);
  const line = lines.find((l) => Number(l.logo_id) === logoId);
  if (!line) throw notFound(msg('order_not_found'));
  if (line.lettering_version === null) {
    return { kind: 'none', imageUrl: fileUrl(line.main_key) ?? DEFAULT_IMAGE_URL };
  }
  const request = {
    logoId,
    version: Number(line.lettering_version),
    names: { main_name: line.main_name, sub_name: line.sub_name },
    format: query.format,
    w: query.w,
  };
  return {
    kind: 'picture',
    version: request.version,
    etag: deps.pictures.etag(request),
    draw: () => deps.pictures.picture(request),
  };
}
