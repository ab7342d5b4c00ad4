import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, following changes (e.g. a rotated phone). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Tables from 768 px (Tailwind md); below, lists are stacked cards. */
export const WIDE_LIST = '(min-width: 768px)';
