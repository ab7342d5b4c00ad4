import { z } from 'zod';
import { MAX_ID } from '../constants.ts';
import { msg } from '../messages/catalog.ts';
import { pageMeta, wholeNumber } from './common.ts';
import { staffListQuery } from './staff-list.ts';

/**
 * The change log of logos (SPEC §2 Logs, §7 GET /logs; issue 10): append-only rows of who changed
 * which field of which logo, from what to what. There is no call to edit or delete a row.
 */

export const CHANGE_LOG_SORT_FIELDS = ['id', 'logo_id', 'user_id', 'field', 'created_at'] as const;

/** A calendar day, YYYY-MM-DD, that exists (2025-02-30 does not). */
const day = z
  .string()
  .trim()
  .refine(
    (value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { message: msg('log_date_invalid') },
  )
  .optional();

const idFilter = (field: string) =>
  wholeNumber(field)
    .pipe(
      z
        .number()
        .min(1, { message: `The ${field} must be at least 1.` })
        .max(MAX_ID, { message: `The ${field} must be at most ${MAX_ID}.` }),
    )
    .optional();

/** GET /api/logs: the list parameters plus logo, user and a range of days (Asia/Tokyo). */
export const changeLogQuery = staffListQuery(CHANGE_LOG_SORT_FIELDS, {
  logo_id: idFilter('logo id'),
  user_id: idFilter('user id'),
  date_from: day.meta({ description: 'First day, YYYY-MM-DD, in Japan time (Asia/Tokyo).' }),
  date_to: day.meta({ description: 'Last day (included), YYYY-MM-DD, in Japan time (Asia/Tokyo).' }),
}).refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
  message: msg('log_date_order'),
  path: ['date_from'],
});
export type ChangeLogQuery = z.output<typeof changeLogQuery>;

export const changeLogItem = z
  .object({
    id: z.number().int(),
    logo_id: z.number().int().nullable(),
    logo_name: z.string().nullable().meta({ description: 'Japanese name, else English, else Vietnamese.' }),
    user_id: z.number().int().nullable(),
    user_name: z.string().nullable(),
    field: z.string().meta({
      description:
        'state, logo_name, logo_name_en, logo_name_vn, logo_explain, logo_d_id, designer_id, industries, colors, tastes, alphabets, keywords, image_main, image_hover or image_gallery.',
    }),
    old_value: z.string().nullable(),
    new_value: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ChangeLog' });
export type ChangeLogItem = z.infer<typeof changeLogItem>;
export const changeLogPage = z.object({ data: z.array(changeLogItem), meta: pageMeta });
export type ChangeLogPage = z.infer<typeof changeLogPage>;
