import { z } from 'zod';
import { msg } from '../messages/catalog.ts';
import { buyerNameField } from './cart.ts';
import { idParam, localeParam } from './common.ts';

/**
 * The mockups of a public logo at work (issue 25, ADR 0097, ADR 0103): the scenes a gallery
 * shows, and one scene with the logo (with the buyer's names when given) as WebP.
 */

/** Output widths of a mockup, px; the height follows the scene (4:3). */
export const MOCKUP_WIDTH = { min: 320, max: 1600, default: 800 } as const;
/** The widths the detail page's gallery offers (its srcset): few, so scene layers are built rarely. */
export const MOCKUP_GALLERY_WIDTHS = [480, 800, 1200] as const;

const widthMessage = msg('mockup_width_out_of_range', { min: MOCKUP_WIDTH.min, max: MOCKUP_WIDTH.max });
const wholeQuery = (min: number, max: number, message: string) =>
  z
    .string({ message })
    .regex(/^\d{1,6}$/, { message })
    .transform(Number)
    .pipe(z.number().int().min(min, { message }).max(max, { message }));

export const mockupParams = z.object({
  id: idParam,
  /** A scene id (`GET /api/mockups`); an unknown one answers 404. */
  scene: z.string().max(64),
});

/**
 * GET /api/logo/{id}/mockup/{scene}: both names (judged exactly as the cart judges them), or
 * neither (the designer's own picture, as the detail page shows it before anything is typed).
 */
export const mockupQuery = z
  .object({
    main_name: buyerNameField('main_name_required').optional(),
    sub_name: buyerNameField('sub_name_required').optional(),
    w: wholeQuery(MOCKUP_WIDTH.min, MOCKUP_WIDTH.max, widthMessage).optional(),
    /** A layout version; absent: the current one. A URL naming its version is cached for long. */
    v: wholeQuery(1, 1_000_000, msg('lettering_whole_number', { min: 1, max: 1_000_000 })).optional(),
    locale: localeParam,
  })
  .superRefine((query, ctx) => {
    // One name alone is a half-typed pair: the cart would refuse the other as missing.
    if (query.main_name !== undefined && query.sub_name === undefined)
      ctx.addIssue({ code: 'custom', path: ['sub_name'], message: msg('sub_name_required') });
    if (query.sub_name !== undefined && query.main_name === undefined)
      ctx.addIssue({ code: 'custom', path: ['main_name'], message: msg('main_name_required') });
  });
export type MockupQuery = z.infer<typeof mockupQuery>;

export const mockupScene = z
  .object({
    id: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /** The material under the logo: on `dark` the logo is printed light. */
    tone: z.enum(['light', 'dark']),
    /** The scene's title in the caller's language (the gallery's caption and alternative text). */
    title: z.string(),
  })
  .meta({ id: 'MockupScene' });
export type MockupScene = z.infer<typeof mockupScene>;

export const mockupScenesResponse = z.object({
  data: z.array(mockupScene),
  /** The widths the gallery asks for (its srcset). */
  meta: z.object({ widths: z.array(z.number().int()) }),
});
export type MockupScenesResponse = z.infer<typeof mockupScenesResponse>;
