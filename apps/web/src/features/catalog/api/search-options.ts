import type { SearchOptions } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { catalogKeys } from './keys.ts';

/** GET /api/search-options: industries, genres, types (each with All first) and alphabets. */
export const searchOptionsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.searchOptions(),
    queryFn: ({ signal }) => api.get<SearchOptions>('/api/search-options', { signal }),
    // Categories change rarely; one load per visit is enough.
    staleTime: 30 * 60_000,
  });
