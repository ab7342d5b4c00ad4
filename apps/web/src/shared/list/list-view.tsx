import type { ReactNode } from 'react';
import { Pager } from '../ui/pager.tsx';
import { type Column, DataTable, type LoadStatus } from './data-table.tsx';
import { PageSizeSelect, SearchBox, SortSelect } from './list-controls.tsx';
import { useListTexts } from './list-texts.tsx';
import { type ListController, useFollowLastPage } from './use-list-state.ts';
import { useMediaQuery, WIDE_LIST } from './use-media-query.ts';

/** A page of a list as every staff list answers it (`listResponse`, staff-list.ts). */
export interface ListPage<T> {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

/** The parts of a TanStack query result a list reads. */
export interface ListQueryResult<T> {
  data: ListPage<T> | undefined;
  status: LoadStatus;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface ListViewProps<T> {
  list: ListController;
  query: ListQueryResult<T>;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  caption: string;
  expand?: (row: T) => ReactNode;
  expandLabel?: (row: T) => string;
  rowTestId?: string;
  /** The search box's label when the kit's word is too vague ("注文番号・お名前で検索"). */
  searchLabel?: string;
  /** The list's own filters, shown beside the search box. */
  filters?: ReactNode;
  emptyText?: string;
}

/**
 * A whole list: search box, filters, page size, the table (or cards on phones), the count and the
 * pager. Everything lives in the URL (`useListState`); a page past the last goes to the last.
 */
export function ListView<T>(props: ListViewProps<T>) {
  const { list, query, columns, searchLabel, filters } = props;
  const texts = useListTexts();
  const wide = useMediaQuery(WIDE_LIST);
  const page = query.data;
  useFollowLastPage(list, query.isPlaceholderData ? undefined : page?.meta);
  const meta = page?.meta;
  const from = meta && page.data.length > 0 ? (meta.current_page - 1) * meta.per_page + 1 : 0;

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 shadow-xs sm:flex-row sm:flex-wrap sm:items-center">
        <SearchBox list={list} label={searchLabel} />
        {filters}
        <PageSizeSelect list={list} />
        {wide ? null : <SortSelect list={list} columns={columns} />}
      </div>
      {meta && meta.total > 0 && page.data.length > 0 ? (
        <p className="text-sm text-gray-700" data-testid="list-range">
          {texts.range(from, from + page.data.length - 1, meta.total)}
        </p>
      ) : null}
      <DataTable
        columns={columns}
        rows={page?.data ?? []}
        rowKey={props.rowKey}
        list={list}
        caption={props.caption}
        status={query.status}
        fetching={query.isFetching && query.status !== 'pending'}
        onRetry={() => void query.refetch()}
        expand={props.expand}
        expandLabel={props.expandLabel}
        rowTestId={props.rowTestId}
        emptyText={props.emptyText}
      />
      {meta ? (
        <Pager
          current={list.state.page}
          last={meta.last_page}
          hrefFor={list.hrefFor}
          onGoTo={list.setPage}
          compactOnPhones
          labels={texts.pager}
        />
      ) : null}
    </div>
  );
}
