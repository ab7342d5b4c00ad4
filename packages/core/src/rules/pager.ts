export type PagerItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The pager window of SPEC §5 and §9: first, last and the neighbours of the current page.
 * The leading ellipsis shows when page > 4 and last > 5; the trailing one when page < last - 3
 * (and last > 5). Without an ellipsis on a side, the window widens so the pager keeps its width.
 */
export function pagerItems(current: number, last: number): PagerItem[] {
  const lastPage = Math.max(1, Math.floor(last));
  const page = Math.min(Math.max(1, Math.floor(current)), lastPage);
  if (lastPage <= 5) return Array.from({ length: lastPage }, (_, i) => i + 1);

  const leadingRule = page > 4;
  const trailingRule = page < lastPage - 3;
  const start = leadingRule ? (trailingRule ? page - 1 : Math.min(page - 1, lastPage - 4)) : 2;
  const end = trailingRule ? (leadingRule ? page + 1 : Math.max(page + 1, 5)) : lastPage - 1;
  // An ellipsis is drawn only where it hides at least one page.
  const leading = start > 2;
  const trailing = end < lastPage - 1;

  const items: PagerItem[] = [1];
  if (leading) items.push('ellipsis-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (trailing) items.push('ellipsis-end');
  items.push(lastPage);
  return items;
}

/** Whether a Next button applies: there is a page after the current one. */
export function hasNextPage(current: number, last: number): boolean {
  return current < last;
}

/** Number of pages for a total: never less than 1, so an empty list still has page 1. */
export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
