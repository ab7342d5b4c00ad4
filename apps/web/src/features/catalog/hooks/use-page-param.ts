import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** The query string with another page; commas stay readable ("industry_id=1,3"). */
function withPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const search = next.toString().replace(/%2C/gi, ',');
  return search ? `?${search}` : '?';
}

/**
 * The `?page=` of the URL (1 when missing or not a whole number), the link of any page keeping
 * the other parameters, and a setter that navigates and scrolls to the top.
 */
export function usePageParam() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;

  const hrefFor = useCallback((target: number) => withPage(params, target), [params]);

  const setPage = useCallback(
    (target: number) => {
      void navigate(withPage(params, target));
      window.scrollTo({ top: 0 });
    },
    [navigate, params],
  );

  return { page, hrefFor, setPage };
}
