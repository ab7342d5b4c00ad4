import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { msg } from '../messages/catalog.ts';
import { localeParam, pageMeta, pageParam, storableText } from './common.ts';

/**
 * The common list parameters of every back-office list (SPEC §2, §9): search_text, per_page,
 * page, sort_field and sort_value. One builder so each list only names its sortable columns; the
 * list kit of the web app sends exactly these.
 */

const PAGE_SIZES = LIMITS.listPageSizes.map(String) as [string, ...string[]];

/** per_page: only the list sizes the pager offers (10, 15, 25, 50, 100), default 10. */
export const listPerPageParam = z
  .enum(PAGE_SIZES, { message: msg('list_per_page') })
  .optional()
  .default(String(LIMITS.listDefaultPageSize))
  .transform(Number)
  .meta({
    description: `One of ${LIMITS.listPageSizes.join(', ')} (default ${LIMITS.listDefaultPageSize}).`,
  });

export const searchTextParam = storableText(
  z
    .string()
    .trim()
    .max(100, { message: msg('list_search_too_long') }),
).optional();

export const sortValueParam = z
  .enum(['asc', 'desc', 'ASC', 'DESC'], { message: msg('list_sort_value') })
  .transform((v) => v.toLowerCase() as 'asc' | 'desc')
  .optional();

/**
 * The list query for a list whose sortable columns are `sortFields` (any other column answers 422
 * 'This column cannot be sorted.'). `extra` adds the list's own filters.
 */
export function staffListQuery<
  const F extends readonly [string, ...string[]],
  E extends z.ZodRawShape = Record<never, never>,
>(sortFields: F, extra?: E) {
  return z.object({
    search_text: searchTextParam,
    per_page: listPerPageParam,
    page: pageParam,
    sort_field: z.enum(sortFields, { message: msg('list_sort_field') }).optional(),
    sort_value: sortValueParam,
    locale: localeParam,
    ...((extra ?? {}) as E),
  });
}

/** A list answer: `{data, meta: {current_page, last_page, per_page, total}}`. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMeta });
}

/** The plain shape every staff list service receives after parsing. */
export interface StaffListInput<F extends string = string> {
  search_text?: string | undefined;
  per_page: number;
  page: number;
  sort_field?: F | undefined;
  sort_value?: 'asc' | 'desc' | undefined;
}
