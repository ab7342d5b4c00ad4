import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

export const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

/** A tab with nothing in it: what the tab is for and where to find logos. */
export function EmptyList({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div
      className="rounded-lg border border-gray-200 bg-gray-50 px-4 py-8 text-center"
      data-testid="empty-list"
    >
      <p className="text-gray-700">{children}</p>
      <Link
        to={localizedPath(lang, '/')}
        className="mt-3 inline-block text-sm font-semibold text-orange-700 underline"
      >
        {t('tank.browse')}
      </Link>
    </div>
  );
}

/** Grey placeholders while a tab loads. */
export function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="sr-only">{t('common.loading')}</span>
      <ul className={gridClass} aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className="aspect-square animate-pulse rounded-xl bg-gray-100" />
        ))}
      </ul>
    </div>
  );
}
