import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollMemory } from './scroll-memory.ts';

/**
 * Scroll to the top on a new page, to the #hash when there is one, back to the old position on
 * Back/Forward and after a reload; a navigation with `preventScrollReset` keeps the scroll.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const persist = () => {
      scrollMemory.save(window.history.state?.key ?? 'default');
      scrollMemory.persist();
    };
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per history entry
  useLayoutEffect(() => {
    const saved = scrollMemory.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (navigationType !== 'POP' && !scrollMemory.keepScroll) window.scrollTo(0, 0);
  }, [location.key]);

  return null;
}
