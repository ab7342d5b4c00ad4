import type { SearchOptions } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/**
 * GET /api/search-options for the industry and type selects. Features may not import each other,
 * so this is the catalogue's call under the catalogue's key: both share one cached answer.
 */
export const searchOptionsQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'search-options'] as const,
    queryFn: ({ signal }) => api.get<SearchOptions>('/api/search-options', { signal }),
    staleTime: 30 * 60_000,
  });
