import { z } from 'zod';
import { CURRENCIES, LIMITS, LOCALES, PRICE_KEYS } from '../constants.ts';
import { asOfParam, idListParam, idParam, localeParam, pageMeta, pageParam, perPageParam } from './common.ts';

export const money = z
  .object({ amount: z.number().int(), currency: z.enum(CURRENCIES) })
  .meta({ id: 'Money', description: 'Integer amount in minor units (cents for USD, yen, dong).' });

export const logoCard = z
  .object({
    logo_id: z.number().int(),
    src: z.string().meta({ description: 'Main image: GIF first, PNG fallback, default image when missing.' }),
    url_img_two: z.string().nullable().meta({ description: 'Hover image (PNG), null when none.' }),
    logo_name: z.string().nullable().meta({ description: 'The logo name in Japanese (the master name).' }),
    logo_language: z.string().nullable().meta({ description: "The name in the request's language." }),
    state: z.number().int(),
    inactive: z.boolean().meta({ description: 'Sold out.' }),
    kept: z.boolean().meta({ description: 'Negotiating: set to negotiating, or kept by a member.' }),
    is_user_kept: z.boolean(),
    is_like: z.boolean(),
    favorites_count: z.number().int(),
    tank_num_logo_tank_jp: z
      .number()
      .int()
      .meta({ description: 'Extra count added to the favourites count.' }),
    zip: z.boolean().meta({ description: 'Delivery files are available.' }),
    price: money,
  })
  .meta({ id: 'LogoCard' });
export type LogoCard = z.infer<typeof logoCard>;

const designerFilter = idListParam('designers').meta({
  description: 'Comma-separated designer ids, e.g. 2,3.',
});

export const allLogoQuery = z.object({
  per_page: perPageParam(LIMITS.publicMaxPageSize, LIMITS.publicPageSize),
  page: pageParam,
  state: z
    .enum(['0', '2', '8'], { message: 'The state must be 0 (normal), 2 (negotiating) or 8 (sold).' })
    .transform(Number)
    .optional(),
  keyword: z
    .string()
    .trim()
    .max(100, { message: 'The keyword may not be longer than 100 characters.' })
    .optional(),
  designers: designerFilter.optional(),
  as_of: asOfParam,
  locale: localeParam,
});
export type AllLogoQuery = z.infer<typeof allLogoQuery>;

export const logoCardPage = z
  .object({ data: z.array(logoCard), meta: pageMeta })
  .meta({ id: 'LogoCardPage' });
export type LogoCardPage = z.infer<typeof logoCardPage>;

export const logoIdParams = z.object({ id: idParam });
export const localeQuery = z.object({ locale: localeParam });

const namedOption = z.object({
  id: z.number().int(),
  name_ja: z.string(),
  name_en: z.string(),
  name_vi: z.string(),
  key_name: z.string(),
});
export const categoryOption = namedOption.meta({ id: 'CategoryOption' });
export type CategoryOption = z.infer<typeof categoryOption>;
export const alphabetOption = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'AlphabetOption' });
export type AlphabetOption = z.infer<typeof alphabetOption>;
export const keywordItem = z
  .object({
    id: z.number().int(),
    keyword_language: z.object({ ja: z.string(), en: z.string(), vi: z.string() }),
  })
  .meta({ id: 'Keyword' });

export const logoImage = z
  .object({
    url: z.string(),
    kind: z.enum(['main', 'hover', 'gallery']),
    format: z.enum(['gif', 'png', 'jpeg']),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'LogoImage' });

export const localePrices = z
  .object({
    currency: z.enum(CURRENCIES),
    logo_price: z.number().int(),
    logo_manual_price: z.number().int(),
    logo_motion_price: z.number().int(),
    tax: z.number().meta({ description: 'Tax rate in percent, included in the prices.' }),
  })
  .meta({ id: 'LocalePrices', description: "Prices in the request language's currency, minor units." });
export type LocalePricesDto = z.infer<typeof localePrices>;

export const logoDetail = logoCard
  .extend({
    names: z.object({ ja: z.string().nullable(), en: z.string().nullable(), vi: z.string().nullable() }),
    explain: z.string().nullable().meta({ description: 'The Japanese description (see explains).' }),
    explains: z
      .object({ ja: z.string().nullable(), en: z.string().nullable(), vi: z.string().nullable() })
      .meta({
        description:
          'The description in each language, null where none; a page shows its language, else the Japanese one (explainIn).',
      }),
    designer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    images: z.array(logoImage),
    industries: z.array(categoryOption),
    colors: z.array(categoryOption),
    tastes: z.array(categoryOption),
    alphabets: z.array(alphabetOption),
    keywords: z.array(keywordItem),
    prices: localePrices,
  })
  .meta({ id: 'LogoDetail' });
export type LogoDetail = z.infer<typeof logoDetail>;
export const logoDetailResponse = z.object({ data: logoDetail });

export const searchOptions = z
  .object({
    industries: z.array(categoryOption),
    colors: z.array(categoryOption),
    tastes: z.array(categoryOption),
    alphabets: z.array(alphabetOption),
  })
  .meta({
    id: 'SearchOptions',
    description: 'Industries, colours and tastes start with an All entry (id 0).',
  });
export type SearchOptions = z.infer<typeof searchOptions>;

export const priceSettingRow = z
  .object({ key: z.enum(PRICE_KEYS), lang: z.enum(LOCALES), value: z.number() })
  .meta({
    id: 'PriceSetting',
    description: 'Money values in minor units of the language currency; tax in percent.',
  });
export const priceSettingResponse = z.object({ data: z.array(priceSettingRow) });

export const numberProductResponse = z.object({ data: z.object({ count: z.number().int() }) });
export const designersResponse = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Designer' })),
});

/** GET /api/logo/recommended/{id}: logos sharing categories and keywords; only keepable ones. */
export const recommendedQuery = z.object({
  limit: perPageParam(24, 8),
  locale: localeParam,
});

/** GET /api/logo/check-logo-image-muti/{id}: every image file of a public logo, main first. */
export const logoImagesResponse = z.object({ files: z.array(logoImage) }).meta({ id: 'LogoImages' });
