import type { Locale } from '../constants.ts';
import { type Catalog, en } from './en.ts';
import { ja } from './ja.ts';
import { vi } from './vi.ts';

export type { Catalog };
export { en, ja, vi };

/** Every shop language's texts, one namespace ("translation") each. */
export const catalogs: Record<Locale, Catalog> = { en, ja, vi };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Dotted path of every text in a catalog, e.g. "home.heading" or "card.favourites_other". */
export type TranslationKey = Leaves<Catalog>;
