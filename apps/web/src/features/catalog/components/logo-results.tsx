import type { LogoCardPage } from '@logoya/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { AfterFirstPaint } from '../../../shared/first-load.tsx';
import { lazyWithTexts } from '../../../shared/i18n/lazy-with-texts.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { usePageParam } from '../hooks/use-page-param.ts';
import { LogoGrid, LogoGridSkeleton } from './logo-grid.tsx';

// Below a page of cards: its code loads after the first view.
// After the first paint, with the rest of the texts (its words are not in the first load's).
const Pager = lazyWithTexts(() => import('../../../shared/ui/pager.tsx').then((m) => ({ default: m.Pager })));

interface LogoResultsProps {
  query: UseQueryResult<LogoCardPage>;
  label: string;
  /** Shown when the page has no logos. */
  empty?: ReactNode;
  /** Where to start again when the server refuses the conditions (422). */
  resetHref?: string;
}

/** A page of logo cards with its loading, error and empty states and the pager. */
export function LogoResults({ query, label, empty, resetHref }: LogoResultsProps) {
  const { t } = useTranslation();
  const { page, hrefFor, setPage } = usePageParam();
  // A page of 100 cards is rendered as a deferred (time-sliced) update, so its arrival does not
  // block the main thread in one long task (Total Blocking Time on phones).
  const deferred = useDeferredValue(query.data);

  if (query.isPending || (query.isSuccess && deferred === undefined)) return <LogoGridSkeleton />;
  if (query.isError) {
    const error = query.error instanceof ApiError ? query.error : null;
    // A page past the last answers 404: offer the first page instead of a retry.
    if (error?.isNotFound && page > 1) {
      return (
        <ErrorState message={t('common.pageNotFound')}>
          <Link to={hrefFor(1)} className="font-semibold text-orange-700 underline">
            {t('common.backToFirstPage')}
          </Link>
        </ErrorState>
      );
    }
    // Conditions the server refuses will not pass on a retry either.
    if (error?.status === 422 && resetHref) {
      return (
        <ErrorState message={t('discover.badLink')}>
          <Link to={resetHref} className="font-semibold text-orange-700 underline">
            {t('discover.resetSearch')}
          </Link>
        </ErrorState>
      );
    }
    return <ErrorState onRetry={() => void query.refetch()} />;
  }

  const { data, meta } = deferred ?? query.data;
  return (
    // id and tabIndex: the target of the layout's "Skip to results" link.
    <section id="results" tabIndex={-1} aria-label={label} className="scroll-mt-4 focus:outline-none">
      {data.length === 0 ? (
        <div
          data-testid="empty-results"
          className="rounded-lg border border-gray-200 bg-gray-50 px-4 py-8 text-center text-gray-700"
        >
          {empty ?? t('search.empty')}
        </div>
      ) : (
        <LogoGrid cards={data} firstView />
      )}
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <Pager
            current={meta.current_page}
            last={meta.last_page}
            hrefFor={(target) => hrefFor(target, meta.as_of)}
            onNext={() => setPage(meta.current_page + 1, meta.as_of)}
          />
        </Suspense>
      </AfterFirstPaint>
    </section>
  );
}
