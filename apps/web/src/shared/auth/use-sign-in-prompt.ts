import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Opens the sign-in modal over the current page. The modal lives in the URL (`?auth=sign-in`),
 * as everywhere in the shop, so Back closes it and the visitor stays where they were. With
 * `next`, signing in goes on to that page (e.g. the cart's checkout).
 */
export function useSignInPrompt(): (next?: string) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (next?: string) =>
      setParams(
        (prev) => {
          const params = new URLSearchParams(prev);
          params.set('auth', 'sign-in');
          if (next) params.set('next', next);
          else params.delete('next');
          return params;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
}
