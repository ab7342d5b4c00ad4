import { describe, expect, it } from 'vitest';
import { hasNextPage, lastPageOf, pagerItems } from './pager.ts';

describe('pagerItems', () => {
  it('lists every page up to 5 pages', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the trailing ellipsis while page < last - 3', () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
  });

  it('shows the leading ellipsis when page > 4 and last > 5', () => {
    expect(pagerItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pagerItems(7, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
  });

  it('has no ellipsis on a side with nothing hidden', () => {
    expect(pagerItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pagerItems(5, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pagerItems(5, 7)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6, 7]);
  });

  it('clamps a current page out of range', () => {
    expect(pagerItems(0, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(99, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
  });
});

describe('paging helpers', () => {
  it('knows when a Next button applies', () => {
    expect(hasNextPage(1, 3)).toBe(true);
    expect(hasNextPage(3, 3)).toBe(false);
  });
  it('never returns fewer than one page', () => {
    expect(lastPageOf(0, 100)).toBe(1);
    expect(lastPageOf(100, 100)).toBe(1);
    expect(lastPageOf(243, 100)).toBe(3);
  });
});
