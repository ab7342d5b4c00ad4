import { CURRENCIES, type Currency } from '@logoya/core/constants';
import type { DashboardStats } from '@logoya/core/contracts/staff-files';
import type { ChartConfiguration } from 'chart.js';
import { useId, useMemo, useState } from 'react';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { ChartCanvas } from './chart-canvas.tsx';
import { ChartFigure, type FigureColumn, FiguresTable } from './chart-figure.tsx';
import { categoryAxis, money, SERIES, valueAxis } from './chart-theme.ts';
import { dayLabel, longDay, shortDay } from './stats-range.ts';

type Day = DashboardStats['days'][number];

/** The currency shown first: yen, unless only another currency sold in the period. */
function firstCurrency(stats: DashboardStats): Currency {
  if (stats.totals.sales.JPY > 0) return 'JPY';
  return CURRENCIES.find((c) => stats.totals.sales[c] > 0) ?? 'JPY';
}

/** Paid sales per day in one currency at a time (amounts in different currencies do not add up). */
export function SalesChart({ stats }: { stats: DashboardStats }) {
  const { t } = useBoTranslation();
  const selectId = useId();
  const [chosen, setChosen] = useState<Currency | null>(null);
  const currency = chosen ?? firstCurrency(stats);
  const name = t(`stats.currencies.${currency}`);

  const config = useMemo<ChartConfiguration<'bar'>>(
    () => ({
      type: 'bar',
      data: {
        labels: stats.days.map((d) => shortDay(d.date)),
        datasets: [
          {
            label: name,
            data: stats.days.map((d) => d.sales[currency]),
            backgroundColor: SERIES.orange,
            maxBarThickness: 28,
          },
        ],
      },
      options: {
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              title: (items) => dayLabel(stats.days[items[0]?.dataIndex ?? 0]?.date ?? ''),
              label: (item) => money(Number(item.raw), currency),
            },
          },
        },
        scales: { x: categoryAxis, y: valueAxis((v) => money(v, currency)) },
      },
    }),
    [stats, currency, name],
  );

  const total = stats.totals.sales[currency];
  const peak = stats.days.reduce<Day | null>(
    (best, d) => (d.sales[currency] > (best?.sales[currency] ?? 0) ? d : best),
    null,
  );
  const period = { from: longDay(stats.from), to: longDay(stats.to), currency: name };
  const summary = peak
    ? t('stats.charts.sales.summary', {
        ...period,
        total: money(total, currency),
        peak: dayLabel(peak.date),
        peakValue: money(peak.sales[currency], currency),
      })
    : t('stats.charts.sales.summaryEmpty', period);

  const columns: FigureColumn<Day>[] = [
    { key: 'date', header: t('stats.charts.day'), cell: (d) => dayLabel(d.date) },
    ...CURRENCIES.map((c) => ({
      key: c,
      header: c,
      numeric: true,
      cell: (d: Day) => money(d.sales[c], c),
    })),
  ];

  return (
    <ChartFigure
      testId="stats-sales"
      title={t('stats.charts.sales.title')}
      summary={summary}
      controls={
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-xs font-semibold text-gray-700">
            {t('stats.charts.sales.currency')}
          </label>
          <select
            id={selectId}
            value={currency}
            onChange={(event) => setChosen(event.target.value as Currency)}
            className="rounded-md border border-gray-300 bg-white px-2 py-1 text-xs text-gray-900"
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {t(`stats.currencies.${c}`)}
              </option>
            ))}
          </select>
        </div>
      }
      chart={(describedBy) => (
        <ChartCanvas
          config={config}
          label={`${t('stats.charts.sales.title')}（${name}）`}
          describedBy={describedBy}
        />
      )}
      table={
        <FiguresTable
          caption={t('stats.charts.sales.title')}
          columns={columns}
          rows={stats.days}
          rowKey={(d) => d.date}
        />
      }
    />
  );
}
