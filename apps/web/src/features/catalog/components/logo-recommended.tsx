import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { recommendedLogosQuery } from '../api/recommended-logos.ts';
import { LogoGrid, LogoGridSkeleton } from './logo-grid.tsx';

/**
 * Up to 8 logos like this one (shared categories and keywords, best first). Nothing shows when
 * there are none or the call fails: it is an extra, not the page.
 */
export function LogoRecommended({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = useId();
  const query = useQuery({ ...recommendedLogosQuery(lang, id), retry: false });
  if (query.isError || (query.data && query.data.length === 0)) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-12 border-t border-gray-200 pt-8"
      data-testid="recommended"
    >
      <h2 id={headingId} className="mb-4 text-lg font-bold text-gray-900">
        {t('tank.recommended')}
      </h2>
      {query.data ? <LogoGrid cards={query.data} /> : <LogoGridSkeleton count={4} />}
    </section>
  );
}
