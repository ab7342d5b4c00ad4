import { describe, expect, it } from 'vitest';
import {
  ariaSortOf,
  DEFAULT_PAGE_SIZE,
  goToPageOf,
  type ListOptions,
  type ListState,
  listApiQuery,
  listHref,
  PAGE_SIZES,
  pageAfterAnswer,
  readListState,
  splitListPath,
  withFilter,
  withNextSort,
  withPage,
  withPerPage,
  withSearch,
  withSort,
} from './list-url.ts';

const options: ListOptions<'id' | 'total_amount'> = { sortable: ['id', 'total_amount'], filters: ['role'] };
const read = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return readListState(parsed.pathname, parsed.searchParams, options);
};

describe('list state in the URL', () => {
  it('reads the page from the path and the rest from the query', () => {
    expect(
      read(
        '/admin/orders/page/3?search_text=%20Sato%20&per_page=25&sort_field=id&sort_value=DESC&role=admin',
      ),
    ).toEqual({
      base: '/admin/orders',
      page: 3,
      perPage: 25,
      searchText: 'Sato',
      sort: { field: 'id', value: 'desc' },
      filters: { role: 'admin' },
    });
    expect(read('/admin/orders')).toEqual({
      base: '/admin/orders',
      page: 1,
      perPage: DEFAULT_PAGE_SIZE,
      searchText: '',
      sort: null,
      filters: {},
    });
    expect(splitListPath('/admin/orders/page/12/')).toEqual({ base: '/admin/orders', page: 12 });
    expect(splitListPath('/admin/orders/')).toEqual({ base: '/admin/orders', page: 1 });
  });

  it('reads malformed values as the defaults', () => {
    for (const bad of ['0', '-1', 'abc', '2.5', '01', '9999999999', '']) {
      expect(read(`/admin/orders/page/${bad}`)).toMatchObject({ base: '/admin/orders', page: 1 });
    }
    expect(read('/a?per_page=20').perPage).toBe(10);
    expect(read('/a?per_page=abc').perPage).toBe(10);
    expect(read('/a?per_page=100').perPage).toBe(100);
    // A column that cannot be sorted, or a sort without a direction, is no sort.
    expect(read('/a?sort_field=user_name&sort_value=asc').sort).toBeNull();
    expect(read('/a?sort_field=id').sort).toBeNull();
    expect(read('/a?sort_field=id&sort_value=up').sort).toBeNull();
    expect(read(`/a?search_text=${'x'.repeat(150)}`).searchText).toHaveLength(100);
    expect(read('/a?other=1&role=%20').filters).toEqual({});
  });

  it('offers only the sizes 10, 15, 25, 50 and 100, 10 by default', () => {
    expect(PAGE_SIZES).toEqual([10, 15, 25, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it('writes page 1 as the bare path, later pages as /page/{n}, and drops defaults', () => {
    const state = read('/admin/orders');
    expect(listHref(state)).toBe('/admin/orders');
    expect(listHref(withPage(state, 4))).toBe('/admin/orders/page/4');
    const full: ListState = {
      ...state,
      page: 2,
      perPage: 50,
      searchText: 'ロゴ & co',
      sort: { field: 'total_amount', value: 'asc' },
      filters: { role: 'designer' },
    };
    const href = listHref(full);
    expect(href).toBe(
      `/admin/orders/page/2?search_text=${new URLSearchParams({ s: 'ロゴ & co' }).toString().slice(2)}&per_page=50&sort_field=total_amount&sort_value=asc&role=designer`,
    );
    expect(read(href)).toEqual(full);
  });

  it('goes back to page 1 when the size, the search or a filter changes', () => {
    const onPage3 = read('/admin/orders/page/3?per_page=25');
    expect(withPerPage(onPage3, 50)).toMatchObject({ page: 1, perPage: 50 });
    expect(listHref(withPerPage(onPage3, 50))).toBe('/admin/orders?per_page=50');
    // A size the lists do not offer changes nothing.
    expect(withPerPage(onPage3, 20)).toBe(onPage3);
    expect(withSearch(onPage3, '  tanaka ')).toMatchObject({ page: 1, searchText: 'tanaka', perPage: 25 });
    expect(withFilter(onPage3, 'role', 'admin')).toMatchObject({ page: 1, filters: { role: 'admin' } });
    expect(withFilter(read('/a/page/2?role=admin'), 'role', '')).toMatchObject({ page: 1, filters: {} });
  });

  it('cycles a sortable column ASC, DESC, none; another column starts at ASC; others never sort', () => {
    const start = read('/admin/orders/page/2');
    const asc = withNextSort(start, 'id', options);
    expect(asc.sort).toEqual({ field: 'id', value: 'asc' });
    expect(asc.page).toBe(1);
    const desc = withNextSort(asc, 'id', options);
    expect(desc.sort).toEqual({ field: 'id', value: 'desc' });
    expect(withNextSort(desc, 'id', options).sort).toBeNull();
    expect(withNextSort(desc, 'total_amount', options).sort).toEqual({ field: 'total_amount', value: 'asc' });
    expect(withNextSort(desc, 'user_name', options)).toBe(desc);
    expect(ariaSortOf(asc, 'id', options)).toBe('ascending');
    expect(ariaSortOf(desc, 'id', options)).toBe('descending');
    expect(ariaSortOf(desc, 'total_amount', options)).toBe('none');
    expect(ariaSortOf(desc, 'user_name', options)).toBeUndefined();
    expect(withSort(desc, { field: 'total_amount', value: 'desc' }, options).sort).toEqual({
      field: 'total_amount',
      value: 'desc',
    });
    expect(withSort(desc, { field: 'user_name', value: 'asc' }, options).sort).toBeNull();
    expect(withSort(desc, null, options)).toMatchObject({ sort: null, page: 1 });
  });

  it('sends the common list parameters and the filters to the API', () => {
    expect(listApiQuery(read('/admin/orders'))).toEqual({ page: 1, per_page: 10 });
    expect(
      listApiQuery(
        read('/admin/orders/page/2?search_text=a&per_page=15&sort_field=id&sort_value=asc&role=user'),
      ),
    ).toEqual({ page: 2, per_page: 15, search_text: 'a', sort_field: 'id', sort_value: 'asc', role: 'user' });
  });

  it('sends a page past the last (rows deleted meanwhile) to the last page', () => {
    expect(pageAfterAnswer({ current_page: 5, last_page: 3 })).toBe(3);
    expect(pageAfterAnswer({ current_page: 2, last_page: 0 })).toBe(1);
    expect(pageAfterAnswer({ current_page: 3, last_page: 3 })).toBeNull();
    expect(pageAfterAnswer({ current_page: 1, last_page: 1 })).toBeNull();
  });
});

describe('the go-to-page box', () => {
  it('keeps the typed page within the list and ignores what is not a number', () => {
    expect(goToPageOf('7', 12)).toBe(7);
    expect(goToPageOf(' 40 ', 12)).toBe(12);
    expect(goToPageOf('0', 12)).toBe(1);
    expect(goToPageOf('3.7', 12)).toBe(3);
    expect(goToPageOf('', 12)).toBeNull();
    expect(goToPageOf('abc', 12)).toBeNull();
  });
});
