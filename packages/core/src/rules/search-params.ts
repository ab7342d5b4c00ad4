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
