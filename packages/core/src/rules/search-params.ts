/**
 * Formats of the search conditions (SPEC §3), without zod, so the browser's first bundle can
 * check a search URL cheaply. The API contract (contracts/search.ts) is built on the same rules.
 */

/** Comma-separated whole numbers: "1", "1,3". */
export const ID_LIST_PATTERN = /^\d{1,10}(,\d{1,10})*$/;
/** Longest keyword tag or free text, after trimming. */
export const SEARCH_TEXT_MAX = 100;
export const SOLD_OUT_VALUES = ['0', '1'] as const;

/** Ids of a list; 0 (All) is dropped. */
export function idsOf(list: string): number[] {
  return list
    .trim()
    .split(',')
    .map(Number)
    .filter((id) => id > 0);
}

export const isIdList = (value: string) => ID_LIST_PATTERN.test(value.trim());
export const isSearchText = (value: string) => value.trim().length <= SEARCH_TEXT_MAX;
export const isSoldOut = (value: string): value is (typeof SOLD_OUT_VALUES)[number] =>
  (SOLD_OUT_VALUES as readonly string[]).includes(value);

/** The window of `as_of` (milliseconds since 1970): 2000-01-01 to the end of 2099, as for days. */
export const AS_OF_MIN = Date.UTC(2000, 0, 1);
export const AS_OF_MAX = Date.UTC(2100, 0, 1) - 1;

/**
 * The `as_of` a public list's next page sends (ADR 0093): the moment its order was fixed, from the
 * URL; undefined on the first page, or when the value is not a time the API takes.
 */
export function asOfOf(raw: string | null, page: number): number | undefined {
  if (page <= 1 || raw === null || !/^\d{1,16}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= AS_OF_MIN && value <= AS_OF_MAX ? value : undefined;
}
