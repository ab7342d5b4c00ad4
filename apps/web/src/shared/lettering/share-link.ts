import type { TypedNames } from './typed-names.ts';

/**
 * A shared link of a logo with a buyer's names (issue 25, ADR 0101): the detail page's URL with
 * `?main_name=…&sub_name=…`. Opening it fills the order form with those names, so the picture
 * shows them; the server gives the link's card the same picture.
 */

/** The cart's longest name (buyerNameField in core): longer text in a link is cut, not refused. */
const NAME_MAX = 100;

/** The names a page URL carries; both empty when it carries none. */
export function namesFromSearch(search: string): TypedNames {
  const params = new URLSearchParams(search);
  const take = (key: string) => (params.get(key) ?? '').slice(0, NAME_MAX);
  return { main_name: take('main_name'), sub_name: take('sub_name') };
}

/** The query string that carries the names (trimmed), as the server reads it. */
export function sharedNamesSearch(names: TypedNames): string {
  return `?${new URLSearchParams({ main_name: names.main_name.trim(), sub_name: names.sub_name.trim() })}`;
}
