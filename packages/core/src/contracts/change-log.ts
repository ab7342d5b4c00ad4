import { z } from 'zod';
import { MAX_ID } from '../constants.ts';
import { DAY_WINDOW_DAYS } from '../rules/calendar-day.ts';
import { pageMeta, wholeNumber } from './common.ts';
import { dayParam, withDayRange } from './day-range.ts';
import { staffListQuery } from './staff-list.ts';

/**
 * The change log of logos (SPEC §2 Logs, §7 GET /logs; issue 10): append-only rows of who changed
 * which field of which logo, from what to what. There is no call to edit or delete a row.
 */

export const CHANGE_LOG_SORT_FIELDS = ['id', 'logo_id', 'user_id', 'field', 'created_at'] as const;

const idFilter = (field: string) =>
  wholeNumber(field)
    .pipe(
      z
        .number()
        .min(1, { message: `The ${field} must be at least 1.` })
        .max(MAX_ID, { message: `The ${field} must be at most ${MAX_ID}.` }),
    )
    .optional();

/**
 * The change log's longest range of days: the whole window. Its days only bound an indexed
 * created_at range in SQL, with no work per day, so no shorter limit is needed (ADR 0075).
 */
export const CHANGE_LOG_MAX_DAYS = DAY_WINDOW_DAYS;

/** GET /api/logs: the list parameters plus logo, user and a range of days (Asia/Tokyo). */
export const changeLogQuery = withDayRange(
  staffListQuery(CHANGE_LOG_SORT_FIELDS, {
    logo_id: idFilter('logo id'),
    user_id: idFilter('user id'),
    date_from: dayParam('First day, in Japan time (Asia/Tokyo).').optional(),
    date_to: dayParam('Last day (included), in Japan time (Asia/Tokyo).').optional(),
  }),
  { from: 'date_from', to: 'date_to' },
  CHANGE_LOG_MAX_DAYS,
);
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
        'state, logo_name, logo_name_en, logo_name_vn, logo_explain, logo_explain_en, logo_explain_vn, logo_d_id, designer_id, industries, colors, tastes, alphabets, keywords, image_main, image_hover or image_gallery.',
    }),
    old_value: z.string().nullable(),
    new_value: z.string().nullable(),
    old_label: z.string().nullable().meta({
      description:
        'The old value as a person reads it where the value is a reference: for designer_id the designer’s name (null when none, or the user is gone; old_value keeps the id).',
    }),
    new_label: z
      .string()
      .nullable()
      .meta({ description: 'The new value as a person reads it, as old_label.' }),
    created_at: z.string(),
  })
  .meta({ id: 'ChangeLog' });
export type ChangeLogItem = z.infer<typeof changeLogItem>;
export const changeLogPage = z.object({ data: z.array(changeLogItem), meta: pageMeta });
export type ChangeLogPage = z.infer<typeof changeLogPage>;
