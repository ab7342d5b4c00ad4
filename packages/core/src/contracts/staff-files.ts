import { z } from 'zod';
import { CURRENCIES, LOCALES, type Locale, MAX_ID, PRICE_KEYS } from '../constants.ts';
import { msg } from '../messages/catalog.ts';
import { priceSettingRow } from './catalog.ts';
import { localeParam } from './common.ts';
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
  })
  .meta({ id: 'StaffZip' });
export type StaffZip = z.infer<typeof staffZip>;

export const staffZipPage = listResponse(staffZip);
export const staffZipResponse = z.object({ data: staffZip });
export const staffZipSaved = z.object({ data: staffZip, message: z.string() });

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
 * The largest money value per language, in its currency's minor unit: $10,000.00, ¥1,000,000 and
 * 250,000,000 ₫ (about the same amount), far above any logo or option price and within what the
 * card gateway takes for one payment.
 */
export const PRICE_VALUE_MAX: Record<Locale, number> = { en: 1_000_000, ja: 1_000_000, vi: 250_000_000 };

const settingInput = z
  .object({
    key: z.enum(PRICE_KEYS, { message: msg('price_key_invalid') }),
    lang: z.enum(LOCALES, { message: msg('price_lang_invalid') }),
    value: z
      .number({ message: msg('price_value_invalid') })
      .int({ message: msg('price_value_invalid') })
      .min(0, { message: msg('price_value_invalid') }),
  })
  .superRefine((s, ctx) => {
    if (s.key === 'tax') {
      if (s.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: msg('tax_range') });
    } else if (s.value > PRICE_VALUE_MAX[s.lang]) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: msg('price_value_max', { max: PRICE_VALUE_MAX[s.lang] }),
      });
    }
  });

/**
 * PUT /api/price-setting (admin): the settings to change, each `{key, lang, value}`; settings not
 * sent stay as they are. Money in the language currency's minor units (en USD cents, ja JPY, vi
 * VND); tax a whole percent from 0 to 100.
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
/** Longest period one call may cover: a leap year. */
export const STATS_MAX_DAYS = 366;

/** A calendar day written YYYY-MM-DD that exists (2026-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  // From 1970: earlier dates hold no shop data, and year 0 is no date the database takes.
  if (!/^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = z
  .string()
  .trim()
  .refine(isCalendarDay, { message: msg('stats_date_invalid') })
  .meta({ description: 'YYYY-MM-DD, a day in Asia/Tokyo.' });

/** GET /api/dashboard/stats (admin and designer). */
export const dashboardStatsQuery = z.object({
  from: day.optional(),
  to: day.optional(),
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
