import { z } from 'zod';
import { msg } from '../messages/catalog.ts';
import { localeParam } from './common.ts';
import { letteringLayout, letteringNames } from './lettering.ts';

/**
 * The calls around stored lettering layouts (issue 25, ADR 0098): the back office's read, save and
 * mark upload, and the public preview of a buyer's names in a logo.
 */

/** Preview widths for PNG and WebP, px; SVG ignores the width. */
export const LETTERING_PREVIEW_WIDTH = { min: 64, max: 1600, default: 800 } as const;
export const LETTERING_PREVIEW_FORMATS = ['svg', 'png', 'webp', 'json'] as const;
export type LetteringPreviewFormat = (typeof LETTERING_PREVIEW_FORMATS)[number];
/** A mark upload's largest file, bytes. */
export const LETTERING_MARK_MAX_BYTES = 512 * 1024;

const { min: W_MIN, max: W_MAX } = LETTERING_PREVIEW_WIDTH;
const wholeQuery = (min: number, max: number) => {
  const message = msg('lettering_whole_number', { min, max });
  return z
    .string({ message })
    .regex(/^\d{1,6}$/, { message })
    .transform(Number)
    .pipe(z.number().int().min(min, { message }).max(max, { message }));
};

/** A raster's width, px (`w`): PNG and WebP pictures, the preview's and an order's. */
export const letteringWidthQuery = wholeQuery(W_MIN, W_MAX);

/** GET /api/logo/{id}/preview: the names judged as the cart judges them, then how to answer. */
export const letteringPreviewQuery = letteringNames.extend({
  format: z.enum(LETTERING_PREVIEW_FORMATS, { message: msg('lettering_choice') }).default('svg'),
  w: letteringWidthQuery.optional(),
  /** A layout version; absent: the current one. A URL naming its version is cached for long. */
  v: wholeQuery(1, 1_000_000).optional(),
  locale: localeParam,
});
export type LetteringPreviewQuery = z.infer<typeof letteringPreviewQuery>;

const slotFit = z.object({
  fits: z.boolean(),
  reason: z.enum(['too_long', 'unsupported_characters', 'empty']).nullable(),
  size: z.number(),
});

export const letteringPreviewResponse = z
  .object({
    data: z.object({
      has_layout: z.boolean(),
      version: z.number().int().nullable(),
      svg: z.string().nullable(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      fits: z.boolean(),
      slots: z.object({ main: slotFit, sub: slotFit }).nullable(),
      /** The names that do not fit, as a 422's field errors: the page shows them under the fields. */
      errors: z.record(z.string(), z.array(z.string())),
      /** The logo's normal main image (what a logo without a layout shows). */
      image_url: z.string(),
    }),
  })
  .meta({ id: 'LetteringPreview' });
export type LetteringPreview = z.infer<typeof letteringPreviewResponse>['data'];

/** The back office's view of a logo's lettering: the current layout, its version and the mark. */
export const staffLettering = z
  .object({
    logo_id: z.number().int(),
    version: z.number().int().nullable(),
    layout: letteringLayout.nullable(),
    /** The mark as the renderer embeds it (a data URI), for the editor; null without a mark. */
    mark_url: z.string().nullable(),
    created_at: z.string().nullable(),
    created_by: z.number().int().nullable(),
  })
  .meta({ id: 'StaffLettering' });
export type StaffLettering = z.infer<typeof staffLettering>;

export const staffLetteringResponse = z.object({ data: staffLettering, message: z.string().optional() });

export const letteringMarkResponse = z.object({
  data: z.object({
    mark: z.object({
      key: z.string(),
      type: z.enum(['image/svg+xml', 'image/png']),
      width: z.number().int(),
      height: z.number().int(),
      url: z.string(),
    }),
    /** The new version when the logo had a layout (its mark replaced), else null. */
    lettering: staffLettering,
  }),
  message: z.string(),
});
