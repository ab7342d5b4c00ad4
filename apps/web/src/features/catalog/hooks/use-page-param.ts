import { asOfOf } from '@logoya/core/rules/search-params';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * The query string with another page; commas stay readable ("industry_id=1,3"). A page after the
 * first carries `as_of`, the moment the list's order was fixed (ADR 0093); the first has none.
 */
function withPage(params: URLSearchParams, page: number, asOf: number | undefined): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  if (page <= 1 || asOf === undefined) next.delete('as_of');
  else next.set('as_of', String(asOf));
  const search = next.toString().replace(/%2C/gi, ',');
  return search ? `?${search}` : '?';
}

/**
 * The `?page=` of the URL (1 when missing or not a whole number) and its `?as_of=` (pages after
 * the first), the link of any page keeping the other parameters, and a setter that navigates and
 * scrolls to the top. Links and the setter take the list's meta.as_of to carry to the next page.
 */
export function usePageParam() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const asOf = asOfOf(params.get('as_of'), page);

  const hrefFor = useCallback(
    (target: number, listAsOf?: number) => withPage(params, target, listAsOf),
    [params],
  );

  const setPage = useCallback(
    (target: number, listAsOf?: number) => {
      void navigate(withPage(params, target, listAsOf));
      window.scrollTo({ top: 0 });
    },
    [navigate, params],
  );

  return { page, asOf, hrefFor, setPage };
}
