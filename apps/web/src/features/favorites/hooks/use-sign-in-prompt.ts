import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Opens the sign-in modal over the current page. The modal lives in the URL (`?auth=sign-in`),
 * as everywhere in the shop, so Back closes it and the visitor stays where they were.
 */
export function useSignInPrompt(): () => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('auth', 'sign-in');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
}
