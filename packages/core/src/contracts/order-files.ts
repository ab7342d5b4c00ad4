import { z } from 'zod';
import { MAX_ID } from '../constants.ts';
import { msg } from '../messages/catalog.ts';
import { LETTERING_PICTURE_FORMATS } from '../rules/lettering-urls.ts';
import { idParam, localeParam, wholeNumber } from './common.ts';
import { letteringWidthQuery } from './lettering-api.ts';

/** The calls for the files of a paid order line (re-exported by contracts/orders.ts). */

/** GET /api/order/download-logo/{id}: a short-lived link for one logo of a paid order. */
export const downloadQuery = z.object({
  logo_id: wholeNumber('logo id').pipe(z.number().int().min(1).max(MAX_ID)).optional(),
  locale: localeParam,
});
export const downloadLink = z
  .object({
    url: z.string().meta({ description: 'Signed, single-buyer link; send the bearer token with it.' }),
    expires_at: z.string(),
    file_name: z.string(),
  })
  .meta({ id: 'DownloadLink' });
export type DownloadLinkAnswer = z.infer<typeof downloadLink>;
export const downloadLinkResponse = z.object({ data: downloadLink });

/** GET /api/order/{id}/logo/{logo_id}/picture: an order line's named picture (ADR 0102). */
export const orderPictureParams = z.object({ id: idParam, logo_id: idParam });
export const orderPictureQuery = z.object({
  format: z.enum(LETTERING_PICTURE_FORMATS, { message: msg('lettering_choice') }).default('svg'),
  w: letteringWidthQuery.optional(),
  locale: localeParam,
});
export type OrderPictureQuery = z.infer<typeof orderPictureQuery>;
