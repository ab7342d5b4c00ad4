import type { DashboardStats } from '@logoya/core/contracts/staff-files';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { ChartCanvas } from './chart-canvas.tsx';
import { ChartFigure, FiguresTable } from './chart-figure.tsx';
import { categoryAxis, count, legend, SERIES, valueAxis } from './chart-theme.ts';

/** Axis labels stay short; the table and the tooltip carry the whole name. */
const short = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

/** The logos favourited most in the period (favourites still held), with their current total. */
export function FavoritesChart({ stats }: { stats: DashboardStats }) {
  const { t } = useBoTranslation();
  const rows = stats.top_favorites;
  const addedName = t('stats.charts.favorites.added');
  const totalName = t('stats.charts.favorites.total');
  const names = useMemo(
    () => rows.map((r) => r.logo_name ?? t('stats.charts.favorites.unnamed', { id: String(r.logo_id) })),
    [rows, t],
  );
  const config = useMemo<ChartConfiguration<'bar'>>(
    () => ({
      type: 'bar',
      data: {
        labels: names.map(short),
        datasets: [
          { label: addedName, data: rows.map((r) => r.favorites), backgroundColor: SERIES.orange },
          { label: totalName, data: rows.map((r) => r.favorites_total), backgroundColor: SERIES.blue },
        ],
      },
      options: {
        indexAxis: 'y',
        plugins: {
          legend,
          tooltip: { callbacks: { title: (items) => names[items[0]?.dataIndex ?? 0] ?? '' } },
        },
        // Every logo keeps its name on the axis (at most 10).
        scales: { x: valueAxis(), y: { ...categoryAxis, ticks: { ...categoryAxis.ticks, autoSkip: false } } },
      },
    }),
    [rows, names, addedName, totalName],
  );
  const first = rows[0];
  const summary = first
    ? t('stats.charts.favorites.summary', {
        logos: count.format(rows.length),
        name: names[0] ?? '',
        added: count.format(first.favorites),
      })
    : t('stats.charts.favorites.empty');
  return (
    <ChartFigure
      testId="stats-favorites"
      title={t('stats.charts.favorites.title')}
      summary={summary}
      chart={(describedBy) =>
        first ? (
          <ChartCanvas config={config} label={t('stats.charts.favorites.title')} describedBy={describedBy} />
        ) : null
      }
      table={
        <FiguresTable
          caption={t('stats.charts.favorites.title')}
          rows={rows}
          rowKey={(r) => r.logo_id}
          columns={[
            { key: 'rank', header: t('stats.charts.favorites.rank'), cell: (r) => rows.indexOf(r) + 1 },
            {
              key: 'logo',
              header: t('stats.charts.favorites.logo'),
              wrap: true,
              cell: (r) => `${names[rows.indexOf(r)]}（ID ${r.logo_id}）`,
            },
            { key: 'added', header: addedName, numeric: true, cell: (r) => count.format(r.favorites) },
            { key: 'total', header: totalName, numeric: true, cell: (r) => count.format(r.favorites_total) },
          ]}
        />
      }
    />
  );
}
