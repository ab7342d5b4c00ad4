import type { DashboardStats } from '@logoya/core/contracts/staff-files';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { ChartCanvas } from './chart-canvas.tsx';
import { ChartFigure, FiguresTable } from './chart-figure.tsx';
import { categoryAxis, count, legend, SERIES, valueAxis } from './chart-theme.ts';
import { dayLabel, longDay, shortDay } from './stats-range.ts';

type Day = DashboardStats['days'][number];

const tooltipTitle = (days: readonly Day[]) => (items: { dataIndex: number }[]) =>
  dayLabel(days[items[0]?.dataIndex ?? 0]?.date ?? '');

/** Orders placed per day (any status) beside the orders paid that day. */
export function OrdersChart({ stats }: { stats: DashboardStats }) {
  const { t } = useBoTranslation();
  const ordersName = t('stats.charts.orders.orders');
  const paidName = t('stats.charts.orders.paid');
  const config = useMemo<ChartConfiguration<'bar'>>(
    () => ({
      type: 'bar',
      data: {
        labels: stats.days.map((d) => shortDay(d.date)),
        datasets: [
          {
            label: ordersName,
            data: stats.days.map((d) => d.orders),
            backgroundColor: SERIES.orange,
            maxBarThickness: 20,
          },
          {
            label: paidName,
            data: stats.days.map((d) => d.paid_orders),
            backgroundColor: SERIES.blue,
            maxBarThickness: 20,
          },
        ],
      },
      options: {
        plugins: { legend, tooltip: { callbacks: { title: tooltipTitle(stats.days) } } },
        scales: { x: categoryAxis, y: valueAxis() },
      },
    }),
    [stats, ordersName, paidName],
  );
  const summary = t('stats.charts.orders.summary', {
    from: longDay(stats.from),
    to: longDay(stats.to),
    orders: count.format(stats.totals.orders),
    paid: count.format(stats.totals.paid_orders),
  });
  return (
    <ChartFigure
      testId="stats-orders"
      title={t('stats.charts.orders.title')}
      summary={summary}
      chart={(describedBy) => (
        <ChartCanvas config={config} label={t('stats.charts.orders.title')} describedBy={describedBy} />
      )}
      table={
        <FiguresTable
          caption={t('stats.charts.orders.title')}
          rows={stats.days}
          rowKey={(d) => d.date}
          columns={[
            { key: 'date', header: t('stats.charts.day'), cell: (d) => dayLabel(d.date) },
            { key: 'orders', header: ordersName, numeric: true, cell: (d) => count.format(d.orders) },
            { key: 'paid', header: paidName, numeric: true, cell: (d) => count.format(d.paid_orders) },
          ]}
        />
      }
    />
  );
}

/** Members who finished signing up, per day (shop-wide figures only). */
export function MembersChart({ stats }: { stats: DashboardStats }) {
  const { t } = useBoTranslation();
  const name = t('stats.charts.members.members');
  const config = useMemo<ChartConfiguration<'line'>>(
    () => ({
      type: 'line',
      data: {
        labels: stats.days.map((d) => shortDay(d.date)),
        datasets: [
          {
            label: name,
            data: stats.days.map((d) => d.new_members ?? 0),
            borderColor: SERIES.green,
            backgroundColor: SERIES.green,
            pointRadius: stats.days.length > 31 ? 0 : 3,
            borderWidth: 2,
          },
        ],
      },
      options: {
        plugins: { legend: { display: false }, tooltip: { callbacks: { title: tooltipTitle(stats.days) } } },
        scales: { x: categoryAxis, y: valueAxis() },
      },
    }),
    [stats, name],
  );
  const summary = t('stats.charts.members.summary', {
    from: longDay(stats.from),
    to: longDay(stats.to),
    members: count.format(stats.totals.new_members ?? 0),
  });
  return (
    <ChartFigure
      testId="stats-members"
      title={t('stats.charts.members.title')}
      summary={summary}
      chart={(describedBy) => (
        <ChartCanvas config={config} label={t('stats.charts.members.title')} describedBy={describedBy} />
      )}
      table={
        <FiguresTable
          caption={t('stats.charts.members.title')}
          rows={stats.days}
          rowKey={(d) => d.date}
          columns={[
            { key: 'date', header: t('stats.charts.day'), cell: (d) => dayLabel(d.date) },
            {
              key: 'members',
              header: name,
              numeric: true,
              cell: (d) => count.format(d.new_members ?? 0),
            },
          ]}
        />
      }
    />
  );
}
