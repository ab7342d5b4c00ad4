import type { catalogAreasJa } from '../../i18n/catalog-areas.ts';

type StatusKey = keyof typeof catalogAreasJa.requests.statuses;

/** A request's status (1 new, 2 in progress, 3 done, 4 declined) and its badge colours. */
export const REQUEST_STATUSES: readonly { value: number; key: StatusKey; tone: string }[] = [
  { value: 1, key: 'new', tone: 'border-sky-300 bg-sky-50 text-sky-900' },
  { value: 2, key: 'inProgress', tone: 'border-amber-300 bg-amber-50 text-amber-900' },
  { value: 3, key: 'done', tone: 'border-green-300 bg-green-50 text-green-900' },
  { value: 4, key: 'declined', tone: 'border-gray-300 bg-gray-100 text-gray-800' },
];

export const requestStatusOf = (value: number) => REQUEST_STATUSES.find((s) => s.value === value);

type LanguageKey = keyof typeof catalogAreasJa.catalogCommon.languages;
export const languageKey = (locale: string): LanguageKey | null =>
  locale === 'ja' || locale === 'en' || locale === 'vi' ? locale : null;
