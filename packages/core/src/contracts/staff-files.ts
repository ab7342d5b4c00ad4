import { z } from 'zod';
import { CURRENCIES, LOCALES, MAX_ID, PRICE_KEYS } from '../constants.ts';
import { msg } from '../messages/catalog.ts';
import { priceSettingIssue } from '../rules/price-bounds.ts';
import { priceSettingRow } from './catalog.ts';
import { localeParam } from './common.ts';
import { dayParam } from './day-range.ts';
import { zipUpload } from './orders.ts';
import { listResponse, staffListQuery } from './staff-list.ts';

/**
 * Back-office calls on delivery zips, price settings and the sales dashboard (SPEC §3, §5, §7;
 * issue 10). Multipart forms are read by their handlers, which check the fields with
 * `zipFormFields`; the file itself is checked on the server (zip-check).
 */

// ---- zips -----------------------------------------------------------------------------------

export const ZIP_SORT_FIELDS = ['id', 'logo_id', 'created_at'] as const;

const positiveId = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, { message })
    .transform(Number)
    .pipe(z.number().int().min(1, { message }).max(MAX_ID, { message }));

/** GET /api/zips: the list parameters, and logo_id to find the zip of one logo (orders link to it). */
export const staffZipQuery = staffListQuery(ZIP_SORT_FIELDS, {
  logo_id: positiveId(msg('zip_logo_invalid'))
    .optional()
    .meta({ description: 'Only the zip of this logo (at most one).' }),
});
export type StaffZipQuery = z.output<typeof staffZipQuery>;

export const staffZip = z
  .object({
    id: z.number().int(),
    logo_id: z.number().int(),
    logo_name: z.string().nullable().meta({ description: 'The logo’s Japanese name (else en, else vi).' }),
    url_zip: z.string().meta({
      description:
        'The staff download path (GET, admin session or bearer token). Never a public URL: zips are private files.',
    }),
    size: z.number().int().nullable().meta({ description: 'Bytes; null when the file is missing.' }),
    created_at: z.string(),
    updated_at: z.string(),
    upload: zipUpload.meta({
      description: 'Who uploaded the current file and when (a move to another logo keeps it).',
    }),
  })
  .meta({ id: 'StaffZip' });
export type StaffZip = z.infer<typeof staffZip>;

export const staffZipPage = listResponse(staffZip);
export const staffZipResponse = z.object({ data: staffZip });
export const staffZipSaved = z.object({ data: staffZip, message: z.string() });

/**
 * GET /api/zips/logo/{logo_id}: the logo a zip would be uploaded for, so the form shows its image
 * and name as the id is typed and refuses an unknown one before the upload starts (issue 24).
 */
export const zipLogo = z
  .object({
    logo_id: z.number().int(),
    logo_name: z.string().nullable().meta({ description: 'The logo’s Japanese name (else en, else vi).' }),
    src: z.string().meta({ description: 'The logo’s main image (a default image when it has none).' }),
    state: z.number().int().meta({ description: '0 normal, 2 negotiating, 7 stopped, 8 sold.' }),
    zip_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The zip the logo has already (edit it to replace its file); null when none.' }),
  })
  .meta({ id: 'ZipLogo' });
export type ZipLogo = z.infer<typeof zipLogo>;
export const zipLogoResponse = z.object({ data: zipLogo });

/** The text fields of the zip form (multipart). An empty logo_id counts as missing. */
export const zipFormFields = z.object({
  logo_id: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_ID), {
      message: msg('zip_logo_invalid'),
    })
    .transform((v) => (v === '' ? undefined : Number(v)))
    .optional(),
  locale: localeParam,
});
export type ZipFormFields = z.output<typeof zipFormFields>;

// ---- price settings -------------------------------------------------------------------------

/**
 * One setting. The value is any JSON number, so that a negative amount, a fraction of a cent or
 * yen, or an absurd amount is refused with its own words (priceSettingIssue, ADR 0092), never
 * rounded or turned positive.
 */
const settingInput = z
  .object({
    key: z.enum(PRICE_KEYS, { message: msg('price_key_invalid') }),
    lang: z.enum(LOCALES, { message: msg('price_lang_invalid') }),
    value: z.number({ message: msg('price_value_invalid') }),
  })
  .superRefine((s, ctx) => {
    const issue = priceSettingIssue(s.key, s.lang, s.value);
    if (issue) ctx.addIssue({ code: 'custom', path: ['value'], message: issue });
  });

/**
 * PUT /api/price-setting (admin): the settings to change, each `{key, lang, value}`; settings not
 * sent stay as they are. Money in the language currency's minor units (en USD cents, ja JPY, vi
 * VND); tax a whole percent from 0 to 30; bounds in rules/price-bounds.ts.
 */
export const priceSettingsBody = z.object({
  settings: z
    .array(settingInput, { message: msg('price_settings_required') })
    .min(1, { message: msg('price_settings_required') })
    .max(PRICE_KEYS.length * LOCALES.length, { message: msg('price_duplicate') })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((s, i) => {
        const id = `${s.key} ${s.lang}`;
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: msg('price_duplicate') });
        seen.add(id);
      });
    }),
  locale: localeParam,
});
export type PriceSettingsBody = z.output<typeof priceSettingsBody>;

export const priceSettingsSaved = z.object({ data: z.array(priceSettingRow), message: z.string() });

// ---- dashboard ------------------------------------------------------------------------------

/** The time zone the dashboard's days are counted in: the back office works in Japan. */
export const STATS_TIME_ZONE = 'Asia/Tokyo';
/** Default period: the last 30 days, today included. */
export const STATS_DEFAULT_DAYS = 30;
/** Longest period one call may cover: a leap year (one row and one step per day). */
export const STATS_MAX_DAYS = 366;

/** GET /api/dashboard/stats (admin and designer). */
export const dashboardStatsQuery = z.object({
  from: dayParam('First day, in Asia/Tokyo.').optional(),
  to: dayParam('Last day (included), in Asia/Tokyo.').optional(),
  designer_id: positiveId(msg('stats_designer_invalid'))
    .optional()
    .meta({ description: 'Admins: only this designer’s logos. Designers always see their own.' }),
  locale: localeParam,
});
export type DashboardStatsQuery = z.output<typeof dashboardStatsQuery>;

const amounts = z
  .object(
    Object.fromEntries(CURRENCIES.map((c) => [c, z.number().int()])) as Record<
      (typeof CURRENCIES)[number],
      z.ZodNumber
    >,
  )
  .meta({ id: 'CurrencyAmounts', description: 'Minor units per currency (USD cents, yen, dong).' });

const statsDay = z.object({
  date: z.string(),
  orders: z.number().int().meta({ description: 'Orders placed that day, any status (by purchase_date).' }),
  paid_orders: z.number().int().meta({ description: 'Paid orders (status 2) by payment_date.' }),
  sales: amounts,
  new_members: z.number().int().nullable(),
});

export const dashboardStats = z
  .object({
    from: z.string(),
    to: z.string(),
    time_zone: z.literal(STATS_TIME_ZONE),
    scope: z.enum(['shop', 'designer']),
    designer_id: z.number().int().nullable(),
    days: z.array(statsDay),
    totals: statsDay.omit({ date: true }),
    conversion: z.object({
      keeps: z.number().int().meta({ description: 'Keeps started in the period (still on record).' }),
      purchased: z.number().int().meta({ description: 'Of those, logos the keeper bought (paid order).' }),
      rate: z.number().nullable().meta({ description: 'purchased / keeps, 0 to 1; null without keeps.' }),
    }),
    top_favorites: z.array(
      z.object({
        logo_id: z.number().int(),
        logo_name: z.string().nullable(),
        favorites: z.number().int().meta({ description: 'Favourites added in the period, still held.' }),
        favorites_total: z.number().int().meta({ description: 'All current favourites of the logo.' }),
      }),
    ),
  })
  .meta({ id: 'DashboardStats' });
export type DashboardStats = z.infer<typeof dashboardStats>;
export const dashboardStatsResponse = z.object({ data: dashboardStats });
