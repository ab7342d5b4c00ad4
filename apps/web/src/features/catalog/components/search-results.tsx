import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { searchConditions, searchLogosQuery } from '../api/search-logos.ts';
import { usePageParam } from '../hooks/use-page-param.ts';
import { LogoResults } from './logo-results.tsx';

/** Logos matching the URL's conditions, with a breadcrumb giving the number of results. */
export function SearchResults() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const { page } = usePageParam();
  const query = useQuery(searchLogosQuery(lang, searchConditions(params), page));
  const total = query.data?.meta.total;

  return (
    <>
      <nav aria-label={t('search.breadcrumb')} className="mb-4 text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-gray-700">
          <li className="flex items-center gap-1">
            <Link
              to={localizedPath(lang, '/')}
              className="text-orange-700 underline-offset-2 hover:underline"
            >
              {t('common.home')}
            </Link>
            <ChevronRightIcon />
          </li>
          <li aria-current="page" className="font-semibold text-gray-900">
            {total === undefined ? t('meta.searchTitle') : t('search.results', { count: total })}
          </li>
        </ol>
      </nav>
      <LogoResults query={query} label={t('meta.searchTitle')} empty={t('search.empty')} />
    </>
  );
}
