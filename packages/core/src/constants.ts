/** Facts of the domain shared by the server and the web app (SPEC §3, §4, §9). */

export const LOCALES = ['en', 'ja', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const CURRENCIES = ['USD', 'JPY', 'VND'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The currency follows the language (ARCHITECTURE: Money). */
export const CURRENCY_BY_LOCALE: Record<Locale, Currency> = { en: 'USD', ja: 'JPY', vi: 'VND' };

/** Decimal places of each currency's minor unit. */
export const CURRENCY_DECIMALS: Record<Currency, number> = { USD: 2, JPY: 0, VND: 0 };

export const LOGO_STATE = {
  normal: 0,
  negotiating: 2,
  stopped: 7,
  sold: 8,
  deleted: 9,
} as const;
export type LogoState = (typeof LOGO_STATE)[keyof typeof LOGO_STATE];
/** States a visitor may see in public lists: stopped and deleted logos never appear. */
export const PUBLIC_LOGO_STATES = [LOGO_STATE.normal, LOGO_STATE.negotiating, LOGO_STATE.sold] as const;

export const ORDER_STATUS = { waiting: 1, paid: 2, cancelled: 3 } as const;
export const PAYMENT_STATUS = { unpaid: 1, paid: 2, cancelled: 3 } as const;
export const PAYMENT_METHOD = { card: 1, qr: 2, momo: 3, zalopay: 4 } as const;

export const ROLES = ['admin', 'designer', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const PRODUCT_TYPE = { material: 1, work: 2 } as const;
export const REQUEST_TYPE = { estimate: 1, delivery: 2 } as const;

export const INDUSTRY_OPTIONS = [
  'beauty_salon',
  'clinic_cairopractic',
  'architect_real_estate',
  'technology',
  'education_school',
  'food_restaurant',
  'therapy',
  'eco_friendly',
  'sports_team',
  'professional_occupation',
  'finance_securities',
  'shop_retailer',
  'others',
] as const;
export const GENRE_OPTIONS = ['monochrome', 'multicolored', 'gradation', 'animals', 'illustration'] as const;
export const TASTE_OPTIONS = [
  'pop',
  'natural',
  'simple',
  'modern',
  'cool',
  'gorgeous',
  'cute',
  'japanese',
  'other',
] as const;

/** The 30 alphabets: A to Z, then !, ?, & and @. */
export const ALPHABETS: readonly string[] = [
  ...Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i)),
  '!',
  '?',
  '&',
  '@',
];

export const LIMITS = {
  publicPageSize: 100,
  publicMaxPageSize: 100,
  searchPageSize: 100,
  /** Free-text matches counted exactly; past this a search answers `total_relation: 'gte'` (ADR 0040). */
  searchTotalCap: 1000,
  adminLogoPageSize: 100,
  listPageSizes: [10, 15, 25, 50, 100] as const,
  listDefaultPageSize: 10,
  historyPageSize: 25,
  keepDays: 10,
  maxKeeps: 5,
  passwordMin: 6,
  cardNameLength: 10,
  favoriteBadgeCap: 99,
  cartBadgeCap: 9,
  recentKeywords: 5,
  recentlyViewed: 5,
  defaultTaxPercent: 10,
  toastMs: 5000,
  numberPadding: 5,
} as const;

export const PRICE_KEYS = [
  'logo_price',
  'logo_manual_price',
  'logo_motion_price',
  'tax',
  'cancellation_fee',
] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

/** Largest id a PostgreSQL integer column holds; larger ids cannot exist. */
export const MAX_ID = 2_147_483_647;
