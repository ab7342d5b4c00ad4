import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { SEARCH_TEXT_MAX, SOLD_OUT_VALUES } from '../rules/search-params.ts';
import { asOfParam, idListParam, localeParam, pageParam, wholeNumber } from './common.ts';

function idList(field: string) {
  return idListParam(field)
    .transform((ids) => ids.filter((id) => id > 0))
    .optional()
    .meta({ description: 'Comma-separated ids; several values match any of them (OR). 0 means All.' });
}

const LIMIT_MESSAGE = `The limit must be between 1 and ${LIMITS.searchPageSize}.`;

/** Unlike the other lists, a search page size out of range is refused rather than clamped. */
const limitParam = wholeNumber('limit')
  .pipe(z.number().min(1, { message: LIMIT_MESSAGE }).max(LIMITS.searchPageSize, { message: LIMIT_MESSAGE }))
  .optional()
  .default(LIMITS.searchPageSize)
  .meta({
    description: `Results per page, from 1 to ${LIMITS.searchPageSize} (default ${LIMITS.searchPageSize}). Values out of range answer 422; they are not clamped.`,
  });

const text = (field: string) =>
  z
    .string()
    .trim()
    .max(SEARCH_TEXT_MAX, { message: `The ${field} may not be longer than ${SEARCH_TEXT_MAX} characters.` })
    .optional();

/** GET /api/search/logo: filters combine with AND; several values of one filter with OR. */
export const searchLogoQuery = z.object({
  limit: limitParam,
  page: pageParam,
  keyword: text('keyword').meta({
    description:
      'A keyword tag: matches logos having a keyword equal to it in any language, after normalisation (case, width, kana, Latin accents).',
  }),
  u_keyword: text('search text').meta({
    description:
      "Free text, at most 100 characters: every word must occur in a name (any language), a keyword (any language) or the explanation, after the same normalisation. Characters such as % _ \\ ( [ ' * match literally. Exact name or keyword matches come first, then prefix matches, then the rest; newest first among equals.",
  }),
  alphabet_id: idList('alphabet'),
  industry_id: idList('industry'),
  color_id: idList('genre'),
  taste_id: idList('type'),
  sold_out: z.enum(SOLD_OUT_VALUES, { message: 'The sold out filter must be 1 or 0.' }).optional().meta({
    description:
      '0 hides sold and negotiating logos (state 2, or kept by any member); 1 (default) shows them.',
  }),
  logo_ids: idList('logo ids').meta({
    description: 'Comma-separated logo ids: only these logos (for lists kept in the browser).',
  }),
  as_of: asOfParam,
  locale: localeParam,
});
export type SearchLogoQuery = z.infer<typeof searchLogoQuery>;
