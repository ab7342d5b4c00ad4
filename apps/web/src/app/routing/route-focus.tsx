import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** `navigate(to, { state: FOCUS_HEADING })`: a navigation that stays on the path but shows a new page (a new search). */
export const FOCUS_HEADING = { focusHeading: true } as const;

/**
 * How long a page may take to show its heading (a detail page waits for its logo, a search for its
 * page's code and results). 3 s was too short on a slow phone or a busy machine: a search page that
 * came after 3 s left focus in the header's box. A user who moves focus meanwhile keeps it.
 */
const WAIT_MS = 10_000;

function headingOf(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/**
 * After a navigation to another page, focus moves to the page's main heading, so keyboard and
 * screen-reader users start at the new content instead of at the top of the header (issue 12).
 * The first load keeps the browser's start; a change of filters or of a page of results on the
 * same path keeps focus where it is (the checkbox or pager); Back restores the old scroll, and
 * focusing never scrolls (`preventScroll`), so scroll restoration is untouched. A user who moves
 * focus before the heading appears keeps their choice.
 */
export function RouteFocus() {
  const location = useLocation();
  const lastPath = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per history entry
  useEffect(() => {
    const before = lastPath.current;
    lastPath.current = location.pathname;
    if (before === null) return;
    const asked = (location.state as { focusHeading?: boolean } | null)?.focusHeading === true;
    if (before === location.pathname && !asked) return;

    const startFocus = document.activeElement;
    const moved = () => document.activeElement !== startFocus && document.activeElement !== document.body;
    const focus = (heading: HTMLElement) => {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.classList.add('focus:outline-none');
      heading.focus({ preventScroll: true });
    };
    const now = headingOf();
    if (now) {
      focus(now);
      return;
    }
    const observer = new MutationObserver(() => {
      if (moved()) return stop();
      const heading = headingOf();
      if (heading) {
        stop();
        focus(heading);
      }
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [location.key]);

  return null;
}
