import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/session.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { numberProductQuery } from '../api/number-product.ts';
import { DashboardStatsSection } from '../features/dashboard/stats-section.tsx';
import { useBoTranslation } from '../i18n/i18n.ts';
import { ADMIN_MENU } from '../layout/menu.ts';
import { useBackofficePath } from '../lib/base-path.tsx';
import { Avatar } from '../ui/avatar.tsx';
import { BoIcon } from '../ui/icons.tsx';
import { PageHeader } from '../ui/page-header.tsx';

const card = 'rounded-lg border border-gray-200 bg-white p-4 shadow-xs sm:p-5';
const count = new Intl.NumberFormat('ja-JP');

function PostedLogos() {
  const { t } = useBoTranslation();
  const path = useBackofficePath();
  const query = useQuery(numberProductQuery());
  return (
    <section aria-labelledby="bo-posted" className={card}>
      <h2 id="bo-posted" className="text-sm font-semibold text-gray-600">
        {t('dashboard.postedLogos')}
      </h2>
      {query.isPending ? (
        <p className="mt-2 h-9 w-24 animate-pulse rounded bg-gray-100">
          <span className="sr-only">{t('common.loading')}</span>
        </p>
      ) : query.isError ? (
        <p className="mt-2 text-sm text-red-700">
          {t('common.loadError')}{' '}
          <button type="button" onClick={() => query.refetch()} className="font-semibold underline">
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <p className="mt-1 text-3xl font-bold text-gray-900" data-testid="posted-logo-count">
          {count.format(query.data)}
          <span className="ml-1 text-base font-semibold text-gray-600">{t('dashboard.postedUnit')}</span>
        </p>
      )}
      <p className="mt-2 text-xs text-gray-600">{t('dashboard.postedHint')}</p>
      <Link
        to={path('/logos')}
        className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-orange-700 hover:text-orange-800 hover:underline"
      >
        {t('dashboard.openLogos')}
        <BoIcon name="arrowRight" className="size-4" />
      </Link>
    </section>
  );
}

/** /{prefix}: the staff landing page (SPEC §2). */
export function DashboardPage() {
  const { t } = useBoTranslation();
  const { user } = useSession();
  const path = useBackofficePath();
  useDocumentTitle(t('dashboard.title'), t('app.name'));
  if (!user) return null;
  const name = user.name.trim() || t('dashboard.unnamed');

  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader title={t('dashboard.title')} />
      <div className="grid gap-4 md:grid-cols-3">
        <section aria-labelledby="bo-greeting" className={`${card} flex items-center gap-4 md:col-span-2`}>
          <Avatar name={name} picture={user.picture} className="size-14 text-xl" />
          <div className="min-w-0">
            <h2 id="bo-greeting" className="truncate text-lg font-bold text-gray-900">
              {t('dashboard.greeting', { name })}
            </h2>
            <p className="mt-0.5 text-sm text-gray-700">
              {t('dashboard.signedInAs', { role: t(`roles.${user.role}`) })}
            </p>
            <p className="mt-1 truncate text-sm text-gray-600">{user.email}</p>
            <Link
              to={path('/profile')}
              className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-orange-700 hover:text-orange-800 hover:underline"
            >
              {t('dashboard.editProfile')}
              <BoIcon name="arrowRight" className="size-4" />
            </Link>
          </div>
        </section>
        <PostedLogos />
      </div>
      <DashboardStatsSection />
      {user.role === 'admin' ? (
        <section aria-labelledby="bo-areas">
          <h2 id="bo-areas" className="mb-2 text-sm font-bold text-gray-700">
            {t('dashboard.areas')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {ADMIN_MENU.map((entry) => (
              <li key={entry.path}>
                <Link
                  to={path(entry.path)}
                  className="group flex h-full items-start gap-3 rounded-lg border border-gray-200 bg-white p-3.5 shadow-xs hover:border-orange-500 hover:bg-orange-50/40"
                >
                  <span className="rounded-md bg-gray-100 p-2 text-gray-700 group-hover:bg-orange-100 group-hover:text-orange-800">
                    <BoIcon name={entry.icon} />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-gray-900">
                      {t(`menu.${entry.key}`)}
                    </span>
                    <span className="block text-xs text-gray-600">
                      {entry.hint ? t(`menuHints.${entry.hint}`) : null}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
