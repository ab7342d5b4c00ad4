import { type ReactNode, useId, useState } from 'react';
import { useBoTranslation } from '../../i18n/i18n.ts';

export interface FigureColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned, tabular digits. */
  numeric?: boolean;
  /** Long text (a logo name) may wrap; other cells stay on one line. */
  wrap?: boolean;
}

interface FiguresTableProps<T> {
  caption: string;
  columns: readonly FigureColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}

/**
 * A chart's figures as a plain table (the first column heads each row). Not the list kit's
 * DataTable: there is nothing to search, sort or page, and it has no list state behind it. It
 * scrolls inside its box, which takes keyboard focus so the scrolling works without a mouse.
 */
export function FiguresTable<T>({ caption, columns, rows, rowKey }: FiguresTableProps<T>) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      // React sets the height through the CSSOM, which the CSP allows (no style attribute is parsed).
      style={{ maxHeight: '20rem' }}
      className="overflow-x-auto overflow-y-auto rounded-md border border-gray-200"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-gray-50 text-xs text-gray-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`border-b border-gray-200 px-3 py-2 font-semibold whitespace-nowrap ${column.numeric ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-gray-100">
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    className={`px-3 py-1.5 ${column.wrap ? '' : 'whitespace-nowrap'} ${column.numeric ? 'text-right tabular-nums' : ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface ChartFigureProps {
  title: string;
  /** The figures in one sentence: shown under the title, and the chart image's description. */
  summary: string;
  /** Choices of the chart beside the title (a currency); the table shows every choice at once. */
  controls?: ReactNode;
  /** The chart, given the id of the summary that describes it. */
  chart: (describedBy: string) => ReactNode;
  table: ReactNode;
  testId?: string;
}

/** A titled chart card with its summary and a 表で見る / グラフで見る switch to the same figures. */
export function ChartFigure({ title, summary, controls, chart, table, testId }: ChartFigureProps) {
  const { t } = useBoTranslation();
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      // min-w-0: a wide table scrolls inside the card instead of widening the grid column.
      className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-xs"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${id}-title`} className="text-base font-bold text-gray-900">
          {title}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          {asTable ? null : controls}
          <button
            type="button"
            aria-controls={`${id}-body`}
            onClick={() => setAsTable((v) => !v)}
            className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-xs font-semibold text-gray-800 hover:bg-gray-50"
          >
            {asTable ? t('stats.charts.showChart') : t('stats.charts.showTable')}
          </button>
        </div>
      </div>
      <p id={`${id}-summary`} className="mt-1 text-xs text-gray-700">
        {summary}
      </p>
      <div id={`${id}-body`} className="mt-3">
        {asTable ? table : chart(`${id}-summary`)}
      </div>
    </section>
  );
}
