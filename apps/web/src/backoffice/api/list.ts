import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import type { ListApiQuery } from '../../shared/list/list-url.ts';
import type { ListPage } from '../../shared/list/list-view.tsx';

/** Query keys of an area: every list and record of it starts with ['backoffice', area]. */
export const areaKey = (area: string) => ['backoffice', area] as const;

/**
 * A staff list call with the list kit's parameters (GET /api/{path}?page&per_page&…), in
 * Japanese. The previous page stays on screen while the next one loads.
 */
export function staffListQuery<T>(area: string, path: string, params: ListApiQuery) {
  return queryOptions({
    queryKey: [...areaKey(area), 'list', params] as const,
    queryFn: ({ signal }) => api.get<ListPage<T>>(path, { query: params, signal, locale: 'ja' }),
    placeholderData: keepPreviousData,
    // Staff act on what they see: a list is asked again whenever it is opened.
    staleTime: 0,
  });
}
