import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/**
 * The `?page=` of the URL (1 when missing or not a whole number), the link of any page keeping
 * the other parameters, and a setter that navigates and scrolls to the top.
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;

  const hrefFor = useCallback(
    (target: number) => {
      const search = withPage(params, target).toString();
      return search ? `?${search}` : '?';
    },
    [params],
  );

  const setPage = useCallback(
    (target: number) => {
      setParams((current) => withPage(current, target));
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );

  return { page, hrefFor, setPage };
}
