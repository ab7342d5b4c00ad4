import { z } from 'zod';
import { LIMITS, LOGO_STATE } from '../constants.ts';
import { msg } from '../messages/catalog.ts';
import { allLogoQuery, alphabetOption, categoryOption, keywordItem } from './catalog.ts';
import { bodyId, idListParam, localeParam, pageMeta, pageParam, storableText } from './common.ts';

/**
 * The back office's logo calls (SPEC §3 Logo (admin), §4, §5, §7 Logos; issue 10): the staff
 * list, the editor's basic form, images, categories and keywords, and state changes.
 */

/** States staff may list: every state but deleted (9). */
export const STAFF_LOGO_STATES = [
  LOGO_STATE.normal,
  LOGO_STATE.negotiating,
  LOGO_STATE.stopped,
  LOGO_STATE.sold,
] as const;
/** States an admin may set by hand; sold (8) comes from orders only. */
export const SETTABLE_LOGO_STATES = [LOGO_STATE.normal, LOGO_STATE.negotiating, LOGO_STATE.stopped] as const;
/** Pictures a logo may have, the hover image included (issue 10). */
export const MAX_LOGO_IMAGES = 6;
/** Side of every stored logo image (a centre-cropped square). */
export const LOGO_IMAGE_SIZE = 400;
export const MAX_BULK_LOGOS = 100;
export const MAX_LOGO_KEYWORDS = 50;
export const MAX_LOGO_CATEGORY_IDS = 100;
export const LOGO_NAME_MAX = 255;
export const LOGO_EXPLAIN_MAX = 5000;
export const LOGO_REF_MAX = 64;

const PAGE_SIZES = LIMITS.listPageSizes.map(String) as [string, ...string[]];
const stateMessage = 'The state must be 0 (normal), 2 (negotiating), 7 (stopped) or 8 (sold).';
const filterIds = (field: string) =>
  idListParam(field, { max: 100 })
    .optional()
    .meta({ description: `Comma-separated ${field} ids; a logo with any of them matches. 0 means All.` });

/** GET /api/logo: the staff logo list (SPEC §7 {per_page,page,state,keyword,designers}). */
export const staffLogoQuery = z.object({
  per_page: z
    .enum(PAGE_SIZES, { message: `The per page must be one of ${LIMITS.listPageSizes.join(', ')}.` })
    .optional()
    .default(String(LIMITS.adminLogoPageSize))
    .transform(Number)
    .meta({
      description: `One of ${LIMITS.listPageSizes.join(', ')} (default ${LIMITS.adminLogoPageSize}).`,
    }),
  page: pageParam,
  state: z
    .enum(['0', '2', '7', '8'], { message: stateMessage })
    .transform(Number)
    .optional()
    .meta({ description: 'One state; without it every state but deleted.' }),
  keyword: storableText(
    z.string().trim().max(100, { message: 'The keyword may not be longer than 100 characters.' }),
  )
    .optional()
    .meta({ description: 'Part of a name (ja, en, vi) or of logo_d_id, or the logo id.' }),
  designers: idListParam('designers', { max: 100 }).optional().meta({
    description: 'Comma-separated designer ids (admins; a designer always sees their own logos only).',
  }),
  industry_id: filterIds('industry'),
  color_id: filterIds('genre'),
  taste_id: filterIds('taste'),
  alphabet_id: filterIds('alphabet'),
  locale: localeParam,
});
export type StaffLogoQuery = z.output<typeof staffLogoQuery>;

/** GET /api/all-logo as the route reads it: staff may also ask for stopped logos (7). */
export const staffAllLogoQuery = allLogoQuery.extend({
  state: z
    .enum(['0', '2', '7', '8'], { message: stateMessage })
    .transform(Number)
    .optional()
    .meta({ description: '0, 2 or 8 for everyone; 7 (stopped) for staff only (422 for others).' }),
});

const iso = z.string().meta({ description: 'ISO 8601 date and time.' });

export const staffLogoCard = z
  .object({
    logo_id: z.number().int(),
    logo_name: z.string().nullable().meta({ description: 'Japanese name.' }),
    logo_name_en: z.string().nullable(),
    logo_name_vn: z.string().nullable(),
    logo_language: z.string().nullable().meta({ description: "The name in the request's language." }),
    logo_d_id: z.string().nullable().meta({ description: 'Designer management id.' }),
    designer_id: z.number().int().nullable(),
    reg_by: z.string().nullable().meta({ description: 'Designer name.' }),
    state: z.number().int(),
    src: z.string(),
    url_img_two: z.string().nullable(),
    held: z.boolean().meta({ description: 'A checkout is paying for it now: its state cannot change.' }),
    kept: z.boolean().meta({ description: 'A member keeps it.' }),
    favorites_count: z.number().int(),
    zip: z.boolean(),
    published_at: iso.nullable().meta({
      description:
        'When an admin first put the logo on sale; null: never (a new logo waits stopped, 未公開, ADR 0086).',
    }),
    created_at: iso,
  })
  .meta({ id: 'StaffLogoCard' });
export type StaffLogoCard = z.infer<typeof staffLogoCard>;
export const staffLogoPage = z.object({ data: z.array(staffLogoCard), meta: pageMeta });
export type StaffLogoPage = z.infer<typeof staffLogoPage>;

const required = (max: number) =>
  storableText(
    z
      .string({ message: msg('logo_value_required') })
      .trim()
      .min(1, { message: msg('logo_value_required') })
      .max(max, { message: msg('logo_text_too_long', { max }) }),
  );

/** An optional text: trimmed, empty or absent is null. */
const optionalText = (max: number) =>
  storableText(
    z
      .string()
      .trim()
      .max(max, { message: msg('logo_text_too_long', { max }) }),
  )
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/**
 * The basic tab (SPEC §5): four required texts, logo_d_id optional; admins may set the designer.
 * The description has an English and a Vietnamese version beside the Japanese one (issue 24):
 * optional, the shop shows the Japanese one where a language has none.
 */
export const logoBasicFields = z.object({
  logo_name: required(LOGO_NAME_MAX),
  logo_name_vn: required(LOGO_NAME_MAX),
  logo_name_en: required(LOGO_NAME_MAX),
  logo_explain: required(LOGO_EXPLAIN_MAX),
  logo_explain_en: optionalText(LOGO_EXPLAIN_MAX).meta({
    description: 'English description; empty: the shop shows the Japanese one.',
  }),
  logo_explain_vn: optionalText(LOGO_EXPLAIN_MAX).meta({
    description: 'Vietnamese description; empty: the shop shows the Japanese one.',
  }),
  logo_d_id: optionalText(LOGO_REF_MAX),
  designer_id: bodyId('designer_id')
    .optional()
    .meta({ description: 'Admins only: the designer (a designer or admin account).' }),
});
export type LogoBasicFields = z.output<typeof logoBasicFields>;

/** POST /api/logo/{id}/detail and /api/logo/create: `{data: {...}}` (SPEC §7). */
export const logoDetailBody = z.object({
  data: logoBasicFields,
  locale: localeParam,
});

export const staffLogoImage = z
  .object({
    id: z.number().int(),
    url: z.string(),
    kind: z.enum(['main', 'hover', 'gallery']),
    format: z.enum(['gif', 'png', 'jpeg']),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'StaffLogoImage' });
export type StaffLogoImage = z.infer<typeof staffLogoImage>;

export const staffAlphabet = z.object({ alphabet_id: z.number().int(), name: z.string() });

/** SPEC §3 Logo (admin). */
export const staffLogoDetail = z
  .object({
    logo_id: z.number().int(),
    logo_name: z.string().nullable(),
    logo_name_vn: z.string().nullable(),
    logo_name_en: z.string().nullable(),
    logo_explain: z.string().nullable().meta({ description: 'Japanese description.' }),
    logo_explain_en: z.string().nullable(),
    logo_explain_vn: z.string().nullable(),
    logo_d_id: z.string().nullable(),
    designer_id: z.number().int().nullable(),
    reg_by: z.string().nullable(),
    state: z.number().int(),
    src: z.string(),
    url_img_two: z.string().nullable(),
    held: z.boolean(),
    published_at: iso.nullable().meta({ description: 'When it first went on sale; null: not yet (未公開).' }),
    images: z.array(staffLogoImage),
    industries: z.array(categoryOption),
    colors: z.array(categoryOption),
    tastes: z.array(categoryOption),
    alphabets: z.array(staffAlphabet),
    keywords: z.array(keywordItem),
    created_at: iso,
    updated_at: iso,
  })
  .meta({ id: 'StaffLogoDetail' });
export type StaffLogoDetail = z.infer<typeof staffLogoDetail>;
export const staffLogoDetailResponse = z.object({ data: staffLogoDetail, message: z.string().optional() });

/** GET /api/admin/logo/categories: the editor's choices. */
export const adminLogoCategoriesResponse = z.object({
  data: z.object({
    alphabets: z.array(alphabetOption),
    colors: z.array(categoryOption),
    industries: z.array(categoryOption),
    tastes: z.array(categoryOption),
  }),
});

export const createdLogoResponse = z.object({
  data: z.object({ logo_id: z.number().int() }),
  message: z.string(),
});
