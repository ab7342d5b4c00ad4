import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { localizedPath, useLang } from '../../shared/i18n/locale.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { SEARCH_PATH } from '../../shared/search/search-url.ts';

/** The id of a page's grid of results (catalog's LogoResults). */
const RESULTS_ID = 'results';

/**
 * "Skip to results", before the category sidebar on the pages whose main content is a grid of
 * logos (home, search): the sidebar holds dozens of checkboxes a keyboard user would otherwise
 * Tab through. Visible only when focused. Focus moves to the grid without changing the URL, so
 * the next Tab reaches the first card.
 */
export function SkipToResults() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const onGridPage = pathname === localizedPath(lang, SEARCH_PATH) || pathname === localizedPath(lang, '/');
  if (!onGridPage) return null;

  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const results = document.getElementById(RESULTS_ID);
    if (!results) return;
    event.preventDefault();
    results.focus({ preventScroll: true });
    results.scrollIntoView({ block: 'start' });
  };
  return (
    <a
      href={`#${RESULTS_ID}`}
      onClick={skip}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-orange-800 shadow ring-2 ring-orange-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('discover.skipToResults')}
    </a>
  );
}
