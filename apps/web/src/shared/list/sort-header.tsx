import type { ListController } from './use-list-state.ts';

function SortArrow({ sort }: { sort: 'ascending' | 'descending' | 'none' }) {
  const d =
    sort === 'ascending'
      ? 'M8 14l4-4 4 4'
      : sort === 'descending'
        ? 'M8 10l4 4 4-4'
        : 'M8 9l4-4 4 4M8 15l4 4 4-4';
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      className={`size-4 shrink-0 ${sort === 'none' ? 'text-gray-500' : 'text-orange-700'}`}
    >
      <path d={d} />
    </svg>
  );
}

/** A column header that sorts: ASC, DESC, none (aria-sort tells screen readers the order). */
export function SortHeader({
  column,
  list,
}: {
  column: { key: string; header: string; className?: string };
  list: ListController;
}) {
  const sort = list.ariaSort(column.key) ?? 'none';
  return (
    <th
      scope="col"
      aria-sort={sort}
      className={`px-1 py-1 font-semibold whitespace-nowrap ${column.className ?? ''}`}
    >
      <button
        type="button"
        onClick={() => list.toggleSort(column.key)}
        className="inline-flex items-center gap-1 rounded px-2 py-1 text-left hover:bg-gray-100 hover:text-gray-900"
      >
        {column.header}
        <SortArrow sort={sort} />
      </button>
    </th>
  );
}
