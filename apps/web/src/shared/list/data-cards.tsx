import { useId } from 'react';
import type { DataTableProps } from './data-table.tsx';
import { useListTexts } from './list-texts.tsx';
import { Placeholder, Spinner, useRowToggle } from './table-parts.tsx';

/** A list on a phone: each row a card of label and value, its details opening below it. */
export function DataCards<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, caption, status, fetching = false, onRetry, expand, rowTestId } = props;
  const texts = useListTexts();
  const baseId = useId();
  const toggle = useRowToggle(props.expandLabel);
  const busy = fetching || status === 'pending';

  return (
    <div className="relative" aria-busy={busy}>
      {rows.length > 0 ? (
        <ul aria-label={caption} className={`space-y-2 ${fetching ? 'opacity-60' : ''}`}>
          {rows.map((row) => {
            const key = rowKey(row);
            const detailId = `${baseId}-${key}`;
            return (
              <li
                key={key}
                data-testid={rowTestId}
                className="rounded-lg border border-gray-200 bg-white p-3 shadow-xs"
              >
                <dl className="grid grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
                  {columns.map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="text-gray-600">{column.header}</dt>
                      <dd className="min-w-0 break-words text-gray-900">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
                {expand ? (
                  <div className="mt-2 border-t border-gray-100 pt-2">
                    {toggle.button(
                      row,
                      key,
                      detailId,
                      'inline-flex items-center gap-1 rounded px-1 py-1 text-sm font-semibold text-orange-800 hover:bg-orange-50',
                      texts.expandRow,
                    )}
                    {toggle.isOpen(key) ? (
                      <div id={detailId} className="mt-2">
                        {expand(row)}
                      </div>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white px-3 py-8 text-center text-sm">
          <Placeholder status={status} empty={props.emptyText ?? texts.empty} onRetry={onRetry} />
        </div>
      )}
      {fetching && rows.length > 0 ? (
        <span className="absolute top-2 right-2">
          <Spinner />
        </span>
      ) : null}
    </div>
  );
}
