import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { SearchConditions } from '../../../shared/search/search-url.ts';
import { useActiveConditions, useSearchHref } from '../../../shared/search/use-search-url.ts';
import { clearKeywords, useRecently } from '../hooks/use-recently.ts';
import type { RecentKeyword } from '../model/recently.ts';

interface RecentSearchesProps {
  /** Called after a search is chosen (the header panel then closes and gives focus back). */
  onChoose?: () => void;
  /** Called after the list is cleared, when the clear button has gone. */
  onCleared?: () => void;
  className?: string;
}

/** Re-running a past search works like typing it again: the sidebar filters in force stay. */
function rerun(current: SearchConditions, entry: RecentKeyword): SearchConditions {
  return entry.kind === 'keyword'
    ? { ...current, u_keyword: '', keyword: entry.text }
    : { ...current, keyword: '', u_keyword: entry.text };
}

/**
 * The last 5 searches, newest first; each runs again, and the list can be cleared. Shown in one
 * place only: the search box's panel, while the box has focus (issue 12).
 */
export function RecentSearches({ onChoose, onCleared, className = '' }: RecentSearchesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { keywordRecently } = useRecently();
  const current = useActiveConditions();
  const hrefOf = useSearchHref();
  if (keywordRecently.length === 0) return null;

  const heading = (
    <h2 id={headingId} className="text-xs font-bold tracking-wider text-gray-600 uppercase">
      {t('discover.recentSearches')}
    </h2>
  );
  const clear = (
    <button
      type="button"
      onClick={() => {
        clearKeywords();
        onCleared?.();
      }}
      className="rounded-md px-1.5 py-0.5 text-sm font-semibold text-orange-700 underline underline-offset-2 hover:text-orange-800"
    >
      {t('discover.clearRecent')}
    </button>
  );
  const chips = keywordRecently.map((entry) => (
    <li key={`${entry.kind}:${entry.text}`} className="max-w-full">
      <Link
        to={hrefOf(rerun(current, entry))}
        onClick={onChoose}
        className="inline-block max-w-full truncate rounded-full border border-gray-300 px-3 py-1 text-sm text-gray-800 hover:border-orange-500 hover:bg-orange-50 hover:text-orange-800"
      >
        {entry.kind === 'keyword' ? t('discover.keywordChip', { name: entry.text }) : entry.text}
      </Link>
    </li>
  ));

  return (
    <section aria-labelledby={headingId} data-testid="recent-searches" className={className}>
      <div className="mb-2 flex items-center justify-between gap-3">
        {heading}
        {clear}
      </div>
      <ul className="flex flex-wrap gap-2">{chips}</ul>
    </section>
  );
}
