import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { hasConditions, NO_CONDITIONS, type SearchConditions } from '../../../shared/search/search-url.ts';
import {
  useLatestConditions,
  useOnSearchPage,
  useSearchHref,
} from '../../../shared/search/use-search-url.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { searchOptionsQuery } from '../api/search-options.ts';
import { useSearchLogos, useSearchNavigate } from '../hooks/use-search.ts';
import { LogoResults } from './logo-results.tsx';
import { SearchConditionChips } from './search-conditions.tsx';

/** The total as the API gave it: exact, or a floor when a common word matches too many (ADR 0040). */
interface Total {
  total: number;
  total_relation?: 'eq' | 'gte';
}

function Breadcrumb({ meta }: { meta: Total | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <nav aria-label={t('search.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-gray-700">
        <li className="flex items-center gap-1">
          <Link to={localizedPath(lang, '/')} className="text-orange-700 underline-offset-2 hover:underline">
            {t('common.home')}
          </Link>
          <ChevronRightIcon />
        </li>
        <li aria-current="page" className="font-semibold text-gray-900" data-testid="search-total">
          {meta === undefined
            ? t('meta.searchTitle')
            : meta.total_relation === 'gte'
              ? t('search.resultsAtLeast', { count: meta.total })
              : t('search.results', { count: meta.total })}
        </li>
      </ol>
    </nav>
  );
}

/** sold_out=0: leaves out sold and negotiating logos. */
function SoldOutToggle({ conditions }: { conditions: SearchConditions }) {
  const { t } = useTranslation();
  const go = useSearchNavigate();
  // The address's conditions at the click (a filter ticked just before may not be on screen yet).
  const latest = useLatestConditions();
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-gray-800">
      <input
        type="checkbox"
        className="size-4 accent-orange-700"
        checked={conditions.hideSoldOut}
        onChange={(event) => go({ ...latest(), hideSoldOut: event.target.checked })}
      />
      {t('discover.hideSoldOut')}
    </label>
  );
}

/**
 * The search page's results: a breadcrumb with the total, the conditions as removable chips, the
 * sold-out toggle, then the cards with the pager. A URL the API would refuse shows how to start
 * again instead of a request.
 */
export function SearchResults() {
  const { t } = useTranslation();
  const { state, query } = useSearchLogos();
  const options = useQuery(searchOptionsQuery());
  const hrefOf = useSearchHref();
  const resetHref = hrefOf(NO_CONDITIONS);
  // The same deferred answer as the grid (LogoResults), so the total and the cards it counts
  // appear in one render.
  const shown = useDeferredValue(query.data);

  if (state.status === 'invalid') {
    return (
      <>
        <div className="mb-4">
          <Breadcrumb meta={undefined} />
        </div>
        <ErrorState message={t('discover.badLink')}>
          <Link to={resetHref} className="font-semibold text-orange-700 underline">
            {t('discover.resetSearch')}
          </Link>
        </ErrorState>
      </>
    );
  }

  const { conditions } = state;
  const empty = (
    <>
      <p>{t('search.empty')}</p>
      {hasConditions(conditions) ? (
        <Link to={resetHref} className="mt-3 inline-block font-semibold text-orange-700 underline">
          {t('discover.clearAll')}
        </Link>
      ) : null}
    </>
  );
  return (
    <>
      <div className="mb-4 space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <Breadcrumb meta={shown?.meta} />
          <SoldOutToggle conditions={conditions} />
        </div>
        <SearchConditionChips conditions={conditions} options={options.data} />
      </div>
      <LogoResults query={query} label={t('meta.searchTitle')} empty={empty} resetHref={resetHref} />
    </>
  );
}

function ResultCount({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const { query } = useSearchLogos();
  const meta = query.data?.meta;
  return (
    <button
      type="button"
      onClick={onClick}
      className="w-full rounded-full bg-orange-700 px-4 py-2.5 font-semibold text-white hover:bg-orange-800"
    >
      {meta === undefined
        ? t('discover.showResults')
        : meta.total_relation === 'gte'
          ? t('discover.showCountAtLeast', { count: meta.total })
          : t('discover.showCount', { count: meta.total })}
    </button>
  );
}

/** The phone drawer's closing button: "Show 12 results" on the search page, else nothing. */
export function ShowResultsButton({ onClick }: { onClick: () => void }) {
  if (!useOnSearchPage()) return null;
  return <ResultCount onClick={onClick} />;
}
