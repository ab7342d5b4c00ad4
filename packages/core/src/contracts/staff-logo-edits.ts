import { z } from 'zod';
import { msg } from '../messages/catalog.ts';
import { categoryOption, keywordItem } from './catalog.ts';
import { bodyId, idParam, localeParam, storableText } from './common.ts';
import {
  LOGO_NAME_MAX,
  MAX_BULK_LOGOS,
  MAX_LOGO_CATEGORY_IDS,
  MAX_LOGO_KEYWORDS,
  SETTABLE_LOGO_STATES,
  staffAlphabet,
  staffLogoImage,
} from './staff-logos.ts';

/**
 * The logo editor's other calls (SPEC §4, §7 Logos; issue 10): state changes one by one and in
 * bulk, the category and keyword tabs, and the image form.
 */

/** POST /api/logo/{id}/update-state (admin): SPEC §7 {logoId, state}. */
export const updateLogoStateBody = z.object({
  logoId: bodyId('logoId').optional().meta({ description: 'When sent, must be the id in the path.' }),
  state: z
    .number({ message: msg('logo_state_invalid') })
    .int({ message: msg('logo_state_invalid') })
    .refine((s) => (SETTABLE_LOGO_STATES as readonly number[]).includes(s), {
      message: msg('logo_state_invalid'),
    }),
  locale: localeParam,
});
export const logoStateResponse = z.object({
  data: z.object({ logo_id: z.number().int(), state: z.number().int(), changed: z.boolean() }),
  message: z.string(),
});

/** POST /api/logo/update-state (admin): all or nothing. */
export const bulkLogoStateBody = z.object({
  logo_ids: z
    .array(bodyId('logo id'), { message: msg('logo_bulk_ids', { max: MAX_BULK_LOGOS }) })
    .min(1, { message: msg('logo_bulk_ids', { max: MAX_BULK_LOGOS }) })
    .max(MAX_BULK_LOGOS, { message: msg('logo_bulk_ids', { max: MAX_BULK_LOGOS }) })
    .refine((ids) => new Set(ids).size === ids.length, {
      message: msg('logo_bulk_ids', { max: MAX_BULK_LOGOS }),
    }),
  state: updateLogoStateBody.shape.state,
  locale: localeParam,
});
export const bulkLogoStateResponse = z.object({
  data: z.object({ changed: z.array(z.number().int()), unchanged: z.array(z.number().int()) }),
  message: z.string(),
});

const categoryIds = (field: string) =>
  z
    .array(bodyId(field), { message: `The ${field} must be a list of ids.` })
    .max(MAX_LOGO_CATEGORY_IDS, { message: msg('logo_categories_too_many', { max: MAX_LOGO_CATEGORY_IDS }) })
    .optional()
    .meta({ description: 'Replaces this group; leave it out to keep the group as it is, [] to empty it.' });

/** POST /api/logo/{logo_id}/categories: SPEC §3 category update payload. */
export const logoCategoriesBody = z.object({
  tastesIds: categoryIds('tastesIds'),
  colorIds: categoryIds('colorIds'),
  industryIds: categoryIds('industryIds'),
  alphabetIds: categoryIds('alphabetIds'),
  logo_id: bodyId('logo_id').optional().meta({ description: 'When sent, must be the id in the path.' }),
  locale: localeParam,
});
export type LogoCategoriesBody = z.output<typeof logoCategoriesBody>;
export const logoCategoriesResponse = z.object({
  data: z.object({
    industries: z.array(categoryOption),
    colors: z.array(categoryOption),
    tastes: z.array(categoryOption),
    alphabets: z.array(staffAlphabet),
  }),
  message: z.string(),
});

const keywordName = storableText(
  z
    .string({ message: msg('logo_keyword_languages') })
    .trim()
    .min(1, { message: msg('logo_keyword_languages') })
    .max(LOGO_NAME_MAX, { message: msg('logo_text_too_long', { max: LOGO_NAME_MAX }) }),
);
/**
 * An existing keyword by `id`, or its three names (an existing keyword with the same names,
 * ignoring case, is reused). With an id, the names are not read.
 */
export const logoKeywordInput = z
  .object({
    id: bodyId('keyword id').optional(),
    ja: keywordName.optional(),
    en: keywordName.optional(),
    vi: keywordName.optional(),
  })
  .superRefine((k, ctx) => {
    if (k.id !== undefined) return;
    for (const lang of ['ja', 'en', 'vi'] as const) {
      if (k[lang] === undefined)
        ctx.addIssue({ code: 'custom', path: [lang], message: msg('logo_keyword_languages') });
    }
  });
export const logoKeywordsBody = z.object({
  keywords: z
    .array(logoKeywordInput, { message: 'The keywords must be a list.' })
    .max(MAX_LOGO_KEYWORDS, { message: msg('logo_keywords_too_many', { max: MAX_LOGO_KEYWORDS }) }),
  locale: localeParam,
});
export type LogoKeywordsBody = z.output<typeof logoKeywordsBody>;
export const logoKeywordsResponse = z.object({ data: z.array(keywordItem), message: z.string() });

/** The multipart fields of POST /api/logo/{id}/update-image (the file is the `file` part). */
export const logoImageFields = z.object({
  _method: z
    .string()
    .trim()
    .toLowerCase()
    .refine((m) => m === 'put', { message: 'The _method must be put.' })
    .optional(),
  kind: z
    .enum(['main', 'hover', 'gallery'], { message: msg('logo_image_kind') })
    .optional()
    .meta({ description: 'main (default), hover or gallery.' }),
  replace_id: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, { message: msg('logo_image_replace_id') })
    .transform(Number)
    .optional()
    .meta({ description: 'An image of this logo that the upload replaces.' }),
  locale: localeParam,
});
export type LogoImageFields = z.output<typeof logoImageFields>;
export const staffLogoImagesResponse = z.object({ data: z.array(staffLogoImage), message: z.string() });
export const logoImageParams = z.object({ id: idParam, imageId: idParam });
