import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { withText } from '../../../shared/search/search-url.ts';
import { useActiveConditions, useSearchHref } from '../../../shared/search/use-search-url.ts';
import { rememberKeyword, useRecently } from '../hooks/use-recently.ts';

// The panel's code loads when the box first shows it, not with the first page (ADR 0053).
const RecentSearches = lazy(() =>
  import('./recent-searches.tsx').then((m) => ({ default: m.RecentSearches })),
);

/** Same limit as the search API's text. */
const MAX_LENGTH = 100;

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="size-4"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's text search. It opens /{lang}/search with u_keyword; on the search page the sidebar
 * filters and the sold-out choice stay, and the typed text replaces the previous words. While the
 * box has focus, the recent searches show under it.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useActiveConditions();
  const hrefOf = useSearchHref();
  const { keywordRecently } = useRecently();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Focus given back to the box after a choice must not open the panel again.
  const quietFocus = useRef(false);
  const [text, setText] = useState(current.u_keyword);
  const [open, setOpen] = useState(false);

  // The text this box itself just sent. Navigation runs in a transition, so the URL's new text can
  // arrive after the user has typed again: that arrival must not take the box back.
  const submitted = useRef<string | null>(null);
  // The box shows the text of the search on screen when it changes from elsewhere (Back, a chip
  // removed, a recent search).
  useEffect(() => {
    const own = submitted.current !== null && submitted.current === current.u_keyword;
    submitted.current = null;
    if (!own) setText(current.u_keyword);
  }, [current.u_keyword]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setOpen(false), [location.key]);

  const focusBox = () => {
    quietFocus.current = true;
    setOpen(false);
    input.current?.focus();
    quietFocus.current = false;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    const next = withText(current, text);
    // Remembered at once; the search page also remembers words that arrive by link or tag.
    if (next.u_keyword) rememberKeyword({ kind: 'u_keyword', text: next.u_keyword });
    if (next.u_keyword !== current.u_keyword) submitted.current = next.u_keyword;
    // A new search is a new page: focus goes to its heading (app/routing/route-focus.tsx).
    void navigate(hrefOf(next), { state: { focusHeading: true } });
  };

  return (
    <search
      className={`relative block ${className}`}
      onFocus={() => {
        if (!quietFocus.current) setOpen(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          focusBox();
        }
      }}
    >
      <form onSubmit={submit} className="flex">
        <label htmlFor={inputId} className="sr-only">
          {t('discover.searchLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          name="u_keyword"
          value={text}
          maxLength={MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          // A box that kept focus after its search (the new page's heading did not take it) opens
          // its panel again when pressed, as it does when focused.
          onClick={() => setOpen(true)}
          placeholder={t('discover.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-10 min-w-0 flex-1 rounded-l-full border border-r-0 border-gray-300 bg-white px-4 text-sm text-gray-900 placeholder:text-gray-500 focus-visible:outline-offset-0"
        />
        <button
          type="submit"
          className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-r-full bg-orange-700 px-3 text-sm font-semibold text-white hover:bg-orange-800 sm:px-4"
        >
          <SearchIcon />
          {/* Icon only on phones, where the box shares its row with the languages. */}
          <span className="sr-only sm:not-sr-only">{t('discover.searchSubmit')}</span>
        </button>
      </form>
      {open && keywordRecently.length > 0 ? (
        // Pressing inside the panel keeps focus in the box, so a click is not lost to blur.
        // biome-ignore lint/a11y/noStaticElementInteractions: only prevents the focus change of a press
        <div
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-30 mt-1 rounded-xl border border-gray-200 bg-white p-3 shadow-lg"
        >
          <Suspense fallback={null}>
            <RecentSearches onChoose={focusBox} onCleared={focusBox} />
          </Suspense>
        </div>
      ) : null}
    </search>
  );
}
