import { Fragment, type ReactNode, useId } from 'react';
import { DataCards } from './data-cards.tsx';
import { useListTexts } from './list-texts.tsx';
import { SortHeader } from './sort-header.tsx';
import { Placeholder, Spinner, useRowToggle } from './table-parts.tsx';
import type { ListController } from './use-list-state.ts';
import { useMediaQuery, WIDE_LIST } from './use-media-query.ts';

export interface Column<T> {
  /** Unique per table; the sort field too when `sortable`. */
  key: string;
  header: string;
  /** Sorts by `key` (the server must list it among the list's sort fields). */
  sortable?: boolean;
  cell: (row: T) => ReactNode;
  /** Classes of the column's table cells (alignment, width, nowrap). */
  className?: string;
}

export type LoadStatus = 'pending' | 'error' | 'success';

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  list: ListController;
  /** The table's accessible name (the page title, usually). */
  caption: string;
  status: LoadStatus;
  /** A newer answer is on its way (the rows shown are the previous ones). */
  fetching?: boolean;
  onRetry?: () => void;
  /** Replaces the kit's empty text. */
  emptyText?: string;
  /** An accordion: the row's details, shown under it when opened. */
  expand?: (row: T) => ReactNode;
  /** The accordion button's name for a row, e.g. "注文 00012 の明細". */
  expandLabel?: (row: T) => string;
  /** data-testid of each row (table row or card). */
  rowTestId?: string;
}

/**
 * The data table of every list: sortable headers, optional accordion rows, and the loading,
 * failure and empty states. A dense table from 768 px; below, each row is a card of label and
 * value, so nothing is cut off on phones.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    rows,
    rowKey,
    list,
    caption,
    status,
    fetching = false,
    onRetry,
    expand,
    expandLabel,
    rowTestId,
  } = props;
  const texts = useListTexts();
  const wide = useMediaQuery(WIDE_LIST);
  const baseId = useId();
  const toggle = useRowToggle(expandLabel);
  const empty = props.emptyText ?? texts.empty;
  const showRows = rows.length > 0;
  const sortable = (column: Column<T>) => column.sortable === true && list.ariaSort(column.key) !== undefined;
  const busy = fetching || status === 'pending';

  if (!wide) return <DataCards {...props} />;

  const span = columns.length + (expand ? 1 : 0);
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-xs">
      <table aria-busy={busy} className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-xs text-gray-700">
          <tr>
            {expand ? (
              <th scope="col" className="w-10 px-2 py-2">
                <span className="sr-only">{texts.expandRow}</span>
              </th>
            ) : null}
            {columns.map((column) =>
              sortable(column) ? (
                <SortHeader key={column.key} column={column} list={list} />
              ) : (
                <th
                  key={column.key}
                  scope="col"
                  className={`px-3 py-2 font-semibold whitespace-nowrap ${column.className ?? ''}`}
                >
                  {column.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className={fetching ? 'opacity-60' : undefined}>
          {showRows ? (
            rows.map((row) => {
              const key = rowKey(row);
              const detailId = `${baseId}-${key}`;
              const open = toggle.isOpen(key);
              return (
                <Fragment key={key}>
                  <tr
                    data-testid={rowTestId}
                    className={`border-b border-gray-100 align-middle hover:bg-gray-50 ${open ? 'bg-orange-50/40' : ''}`}
                  >
                    {expand ? (
                      <td className="px-2 py-1.5">
                        {toggle.button(row, key, detailId, 'rounded p-1.5 text-gray-700 hover:bg-gray-200')}
                      </td>
                    ) : null}
                    {columns.map((column) => (
                      <td key={column.key} className={`px-3 py-2 ${column.className ?? ''}`}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                  {expand && open ? (
                    <tr id={detailId} className="border-b border-gray-200 bg-gray-50">
                      <td colSpan={span} className="px-4 py-3">
                        {expand(row)}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })
          ) : (
            <tr>
              <td colSpan={span} className="px-3 py-10 text-center">
                <Placeholder status={status} empty={empty} onRetry={onRetry} />
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {fetching && showRows ? (
        <span className="absolute top-2 right-2">
          <Spinner />
        </span>
      ) : null}
    </div>
  );
}
