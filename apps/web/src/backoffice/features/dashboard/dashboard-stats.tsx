import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { userMessage } from '../../../shared/api/user-message.ts';
import { useSession } from '../../../shared/auth/session.tsx';
import { Spinner } from '../../../shared/list/table-parts.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { MembersChart, OrdersChart } from './activity-charts.tsx';
import { dashboardStatsQuery, designersQuery } from './api.ts';
import { FavoritesChart } from './favorites-chart.tsx';
import { FigureTiles } from './figure-tiles.tsx';
import { RangeControls, TargetPicker } from './range-controls.tsx';
import { SalesChart } from './sales-chart.tsx';
import { longDay, rangeParams, readRange, type StatsRange, statsToday, writeRange } from './stats-range.ts';

/**
 * The dashboard's figures (issue 10): totals, sales, orders, new members and the most-favourited
 * logos for a period, with charts and the same figures as tables. A designer always sees their own
 * logos' figures (the server narrows them); an admin may narrow them to one designer.
 */
export default function DashboardStats() {
  const { t } = useBoTranslation();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const isAdmin = user?.role === 'admin';
  const fromUrl = readRange(search);
  // A designer's figures are their own whatever the URL says.
  const range: StatsRange = isAdmin ? fromUrl : { ...fromUrl, designerId: undefined };
  // Until a first-login account sets its password the server answers its calls 403: wait.
  const ready = user !== null && !user.first_login;
  const query = useQuery({ ...dashboardStatsQuery(rangeParams(range, statsToday())), enabled: ready });
  const designers = useQuery({
    ...designersQuery(),
    enabled: ready && isAdmin && range.designerId !== undefined,
  });
  const stats = query.data;
  const change = (next: StatsRange) => setSearch(writeRange(search, next), { preventScrollReset: true });

  const scopeText = !stats
    ? null
    : stats.scope === 'shop'
      ? t('stats.scope.shop')
      : !isAdmin
        ? t('stats.scope.own')
        : t('stats.scope.designer', {
            name: designers.data?.find((d) => d.id === stats.designer_id)?.name ?? `ID ${stats.designer_id}`,
          });

  return (
    <section aria-labelledby="bo-stats" aria-busy={query.isFetching} className="space-y-4">
      <div className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="bo-stats" className="text-lg font-bold text-gray-900">
            {t('stats.heading')}
          </h2>
          {!isAdmin ? (
            <span className="rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-orange-900">
              {t('stats.ownBadge')}
            </span>
          ) : null}
          {query.isFetching ? <Spinner className="size-4" /> : null}
        </div>
        {stats ? (
          <p className="mt-1 text-sm text-gray-700" data-testid="stats-scope">
            {scopeText} {t('stats.period', { from: longDay(stats.from), to: longDay(stats.to) })}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
          <RangeControls range={range} shown={stats} onChange={change} />
          {isAdmin ? (
            <TargetPicker
              designerId={range.designerId}
              onChange={(designerId) => change({ ...range, designerId })}
            />
          ) : null}
        </div>
      </div>
      {query.isError && !stats ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {userMessage(query.error) ?? t('stats.loadError')}{' '}
          <button type="button" onClick={() => query.refetch()} className="font-semibold underline">
            {t('common.retry')}
          </button>
        </p>
      ) : !stats ? (
        <p role="status" className="flex items-center gap-2 p-4 text-sm text-gray-700">
          <Spinner />
          {t('common.loading')}
        </p>
      ) : (
        <>
          <FigureTiles stats={stats} />
          <div className="grid gap-4 lg:grid-cols-2">
            <SalesChart stats={stats} />
            <OrdersChart stats={stats} />
            {stats.totals.new_members === null ? null : <MembersChart stats={stats} />}
            <FavoritesChart stats={stats} />
          </div>
        </>
      )}
    </section>
  );
}
