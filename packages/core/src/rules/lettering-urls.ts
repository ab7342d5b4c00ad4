/**
 * The addresses of a named logo picture (issue 25, ADR 0102), made by the server only and carried
 * in its answers as `picture_url`, so the web never builds them.
 *
 * - Before an order exists (cart, the checkout's final confirmation): the public preview of the
 *   layout's current version with the line's names. The URL names its version, so it is cached
 *   for a year; a new version gives a new URL.
 * - Once ordered: the order's picture, drawn from the version the order pinned with the line's
 *   names; only the order's buyer, admins and that logo's designer may open it.
 */

/** Formats a named picture is answered in. */
export const LETTERING_PICTURE_FORMATS = ['svg', 'png', 'webp'] as const;
export type LetteringPictureFormat = (typeof LETTERING_PICTURE_FORMATS)[number];

/** The public preview of a stored version with the buyer's names: `/api/logo/{id}/preview?…`. */
export function letteringPreviewUrl(
  logoId: number,
  version: number,
  names: { main_name: string; sub_name: string },
  format: LetteringPictureFormat = 'svg',
): string {
  const query = new URLSearchParams({
    v: String(version),
    format,
    main_name: names.main_name,
    sub_name: names.sub_name,
  });
  return `/api/logo/${logoId}/preview?${query}`;
}

/** An order line's picture: `/api/order/{id}/logo/{logo_id}/picture?format=…`. */
export function orderPictureUrl(
  orderId: number,
  logoId: number,
  format: LetteringPictureFormat = 'svg',
  width?: number,
): string {
  const query = new URLSearchParams({ format });
  if (width !== undefined) query.set('w', String(width));
  return `/api/order/${orderId}/logo/${logoId}/picture?${query}`;
}
