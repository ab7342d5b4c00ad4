import {
  ALPHABETS,
  GENRE_OPTIONS,
  INDUSTRY_OPTIONS,
  type Locale,
  type PriceKey,
  TASTE_OPTIONS,
} from '@logoya/core';
import type { Db } from '../../src/platform/db/db.ts';
import { alphabets, colors, industries, priceSettings, tastes } from '../schema/index.ts';
import { GENRE_NAMES, INDUSTRY_NAMES, type Names, TASTE_NAMES } from './category-names.ts';

/**
 * Reference data every database needs, demo or not: categories, alphabets and price settings.
 * The server writes what is missing at each start, so this lives beside the schema rather than
 * in db/seed (demo content, never loaded by the running server unless a demo is asked for).
 */

export { GENRE_NAMES, INDUSTRY_NAMES, type Names, TASTE_NAMES } from './category-names.ts';

/** Price settings in each language's currency minor units (tax is a percentage). */
export const DEFAULT_PRICES: Record<PriceKey, Record<Locale, number>> = {
  logo_price: { en: 19800, ja: 13200, vi: 968000 },
  logo_manual_price: { en: 4900, ja: 5500, vi: 275000 },
  logo_motion_price: { en: 9900, ja: 11000, vi: 550000 },
  tax: { en: 10, ja: 10, vi: 10 },
  cancellation_fee: { en: 0, ja: 0, vi: 0 },
};

function categoryRows(keys: readonly string[], names: Record<string, Names>) {
  return keys.map((key, i) => ({
    keyName: key,
    nameJa: names[key]!.ja,
    nameEn: names[key]!.en,
    nameVi: names[key]!.vi,
    sort: i + 1,
  }));
}

/** The table's rows, once, on its first start: staff own the categories from then on. */
async function seedWhenEmpty(
  db: Db,
  table: typeof industries | typeof colors | typeof tastes,
  rows: ReturnType<typeof categoryRows>,
): Promise<void> {
  const [first] = await db.select({ id: table.id }).from(table).limit(1);
  if (first) return;
  await db.insert(table).values(rows).onConflictDoNothing({ target: table.keyName });
}

/**
 * Categories, alphabets and price settings. Categories are written only into an empty table: a
 * genre, industry or taste staff deleted or re-keyed in the back office must not come back at the
 * next start. Alphabets and price keys are fixed by the product, so missing ones are added (by
 * key); rows that exist are left as they are, so edited prices survive a restart.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await seedWhenEmpty(db, industries, categoryRows(INDUSTRY_OPTIONS, INDUSTRY_NAMES));
  await seedWhenEmpty(db, colors, categoryRows(GENRE_OPTIONS, GENRE_NAMES));
  await seedWhenEmpty(db, tastes, categoryRows(TASTE_OPTIONS, TASTE_NAMES));
  await db
    .insert(alphabets)
    .values(ALPHABETS.map((name, i) => ({ name, sort: i + 1 })))
    .onConflictDoNothing({ target: alphabets.name });
  const prices = Object.entries(DEFAULT_PRICES).flatMap(([key, byLang]) =>
    Object.entries(byLang).map(([lang, value]) => ({ key, lang, value })),
  );
  await db
    .insert(priceSettings)
    .values(prices)
    .onConflictDoNothing({ target: [priceSettings.key, priceSettings.lang] });
}
