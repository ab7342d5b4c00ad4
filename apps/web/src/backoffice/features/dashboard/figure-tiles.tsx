import { CURRENCIES } from '@logoya/core/constants';
import type { DashboardStats } from '@logoya/core/contracts/staff-files';
import type { ReactNode } from 'react';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { count, money, rateText } from './chart-theme.ts';

function Tile({
  title,
  hint,
  testId,
  children,
}: {
  title: string;
  hint?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div data-testid={testId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs">
      <h3 className="text-sm font-semibold text-gray-700">{title}</h3>
      {children}
      {hint ? <p className="mt-1 text-xs text-gray-600">{hint}</p> : null}
    </div>
  );
}

/** The period's totals: sales per currency, orders, new members (shop-wide only), keep conversion. */
export function FigureTiles({ stats }: { stats: DashboardStats }) {
  const { t } = useBoTranslation();
  const { totals, conversion } = stats;
  const members = totals.new_members;
  return (
    <div className={`grid gap-3 sm:grid-cols-2 ${members === null ? 'xl:grid-cols-3' : 'xl:grid-cols-4'}`}>
      <Tile testId="stats-total-sales" title={t('stats.tiles.sales')} hint={t('stats.tiles.salesHint')}>
        <dl className="mt-1 space-y-0.5">
          {CURRENCIES.map((currency) => (
            <div key={currency} className="flex items-baseline justify-between gap-3">
              <dt className="text-xs font-semibold text-gray-600">{currency}</dt>
              <dd
                data-testid={`stats-total-${currency}`}
                className="text-lg font-bold text-gray-900 tabular-nums"
              >
                {money(totals.sales[currency], currency)}
              </dd>
            </div>
          ))}
        </dl>
      </Tile>
      <Tile testId="stats-total-orders" title={t('stats.tiles.orders')} hint={t('stats.tiles.ordersHint')}>
        <p className="mt-1 text-3xl font-bold text-gray-900 tabular-nums">
          {count.format(totals.orders)}
          <span className="ml-1 text-base font-semibold text-gray-600">{t('stats.tiles.unit')}</span>
        </p>
        <p className="mt-1 text-sm text-gray-700">
          {t('stats.tiles.paidOrders', { paid: count.format(totals.paid_orders) })}
        </p>
      </Tile>
      {members === null ? null : (
        <Tile
          testId="stats-total-members"
          title={t('stats.tiles.members')}
          hint={t('stats.tiles.membersHint')}
        >
          <p className="mt-1 text-3xl font-bold text-gray-900 tabular-nums">
            {count.format(members)}
            <span className="ml-1 text-base font-semibold text-gray-600">{t('stats.tiles.people')}</span>
          </p>
        </Tile>
      )}
      <Tile testId="stats-conversion" title={t('stats.tiles.conversion')}>
        <p className="mt-1 text-3xl font-bold text-gray-900 tabular-nums">
          {conversion.rate === null ? '—' : rateText(conversion.rate)}
        </p>
        <p className="mt-1 text-sm text-gray-700">
          {conversion.keeps > 0
            ? t('stats.tiles.conversionDetail', {
                keeps: count.format(conversion.keeps),
                purchased: count.format(conversion.purchased),
              })
            : t('stats.tiles.conversionNone')}
        </p>
      </Tile>
    </div>
  );
}
