import { lazy, Suspense } from 'react';
import { Spinner } from '../../../shared/list/table-parts.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';

// chart.js and the charts load in a chunk of their own after the dashboard shows: the greeting
// never waits for them, and no other page (nor the shop) carries them.
const DashboardStats = lazy(() => import('./dashboard-stats.tsx'));

/** The dashboard's figures and charts, for the dashboard page. */
export function DashboardStatsSection() {
  const { t } = useBoTranslation();
  return (
    <Suspense
      fallback={
        <p role="status" className="flex items-center gap-2 p-4 text-sm text-gray-700">
          <Spinner />
          {t('common.loading')}
        </p>
      }
    >
      <DashboardStats />
    </Suspense>
  );
}
