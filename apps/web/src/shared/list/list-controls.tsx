import { type FormEvent, useId } from 'react';
import { useListTexts } from './list-texts.tsx';
import { PAGE_SIZES } from './list-url.ts';
import type { ListController } from './use-list-state.ts';

const control =
  'rounded-md border border-gray-400 bg-white px-3 py-1.5 text-sm text-gray-900 focus:border-orange-700 focus:ring-2 focus:ring-orange-700/30 focus:outline-none';

/** The keyword search box: a new search goes back to page 1. */
export function SearchBox({ list, label }: { list: ListController; label?: string }) {
  const texts = useListTexts();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('search_text');
    list.setSearch(typeof value === 'string' ? value : '');
  };
  return (
    <search className="min-w-0 flex-1">
      <form onSubmit={submit} className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {label ?? texts.search}
        </label>
        {/* Keyed by the URL's text, so going back in history shows that search's words. */}
        <input
          key={list.state.searchText}
          id={id}
          name="search_text"
          type="search"
          maxLength={100}
          defaultValue={list.state.searchText}
          placeholder={label ?? texts.search}
          className={`${control} min-w-0 flex-1 sm:max-w-md`}
        />
        <button
          type="submit"
          className="shrink-0 rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
        >
          {texts.searchButton}
        </button>
      </form>
    </search>
  );
}

/** The page-size select (10, 15, 25, 50, 100): a change goes back to page 1. */
export function PageSizeSelect({ list }: { list: ListController }) {
  const texts = useListTexts();
  const id = useId();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor={id} className="text-sm text-gray-800">
        {texts.perPage}
      </label>
      <select
        id={id}
        value={list.state.perPage}
        onChange={(event) => list.setPerPage(Number(event.target.value))}
        className={control}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {texts.perPageOption(size)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The sort choice on phones, where there are no column headers to click. */
export function SortSelect({
  list,
  columns,
}: {
  list: ListController;
  columns: readonly { key: string; header: string }[];
}) {
  const texts = useListTexts();
  const id = useId();
  const sortable = columns.filter((column) => list.ariaSort(column.key) !== undefined);
  if (sortable.length === 0) return null;
  const value = list.state.sort ? `${list.state.sort.field}:${list.state.sort.value}` : '';
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-gray-800">
        {texts.sort}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const [field, direction] = event.target.value.split(':');
          list.setSort(
            field && (direction === 'asc' || direction === 'desc') ? { field, value: direction } : null,
          );
        }}
        className={`${control} min-w-0 flex-1`}
      >
        <option value="">{texts.noSort}</option>
        {sortable.flatMap((column) => [
          <option key={`${column.key}:asc`} value={`${column.key}:asc`}>
            {texts.sortOption(column.header, 'asc')}
          </option>,
          <option key={`${column.key}:desc`} value={`${column.key}:desc`}>
            {texts.sortOption(column.header, 'desc')}
          </option>,
        ])}
      </select>
    </div>
  );
}
