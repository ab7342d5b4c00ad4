import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { localeParam, pageParam, perPageParam } from './common.ts';

function idList(field: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,10}(,\d{1,10})*$/, { message: `The ${field} must be a comma-separated list of ids.` })
    .transform((value) =>
      value
        .split(',')
        .map(Number)
        .filter((id) => id > 0),
    )
    .optional()
    .meta({ description: 'Comma-separated ids; several values match any of them (OR). 0 means All.' });
}

const text = (field: string) =>
  z
    .string()
    .trim()
    .max(100, { message: `The ${field} may not be longer than 100 characters.` })
    .optional();

/** GET /api/search/logo: filters combine with AND; several values of one filter with OR. */
export const searchLogoQuery = z.object({
  limit: perPageParam(LIMITS.searchPageSize, LIMITS.searchPageSize),
  page: pageParam,
  keyword: text('keyword').meta({ description: "A keyword tag, matched against a logo's keywords." }),
  u_keyword: text('search text').meta({ description: 'Free text typed by the user.' }),
  alphabet_id: idList('alphabet'),
  industry_id: idList('industry'),
  color_id: idList('genre'),
  taste_id: idList('type'),
  sold_out: z
    .enum(['0', '1'], { message: 'The sold out filter must be 1 or 0.' })
    .optional()
    .meta({ description: '0 hides sold and negotiating logos; 1 (default) shows them.' }),
  logo_ids: idList('logo ids'),
  locale: localeParam,
});
export type SearchLogoQuery = z.infer<typeof searchLogoQuery>;
