import type { SearchOptions } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api, pageAnswer } from '../../../shared/api/client.ts';
import type { FilterField } from '../../../shared/search/search-url.ts';
import { catalogKeys } from './keys.ts';

/** GET /api/search-options: industries, genres, types (each with All first) and alphabets. */
export const searchOptionsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.searchOptions(),
    queryFn: ({ signal }) => api.get<SearchOptions>('/api/search-options', { signal }),
    // A search page with filters brings them (its results wait for them).
    initialData: () => pageAnswer<SearchOptions>('/api/search-options'),
    // Categories change rarely; one load per visit is enough.
    staleTime: 30 * 60_000,
  });

/** The real ids of each filter (the All entry, id 0, left out). */
export function filterIds(options: SearchOptions): Record<FilterField, number[]> {
  const ids = (list: { id: number }[]) => list.map((o) => o.id).filter((id) => id > 0);
  return {
    industry_id: ids(options.industries),
    alphabet_id: ids(options.alphabets),
    color_id: ids(options.colors),
    taste_id: ids(options.tastes),
  };
}
