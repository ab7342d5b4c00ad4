import type { CardListResponse, Locale } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** How many recommended logos the detail page shows. */
export const RECOMMENDED_LIMIT = 8;

/**
 * GET /api/logo/recommended/{id}: logos sharing the most categories and keywords with this one;
 * sold, stopped and negotiating logos are left out by the server.
 */
export const recommendedLogosQuery = (lang: Locale, id: string) =>
  queryOptions({
    queryKey: ['catalog', 'recommended', lang, id] as const,
    queryFn: async ({ signal }) => {
      const body = await api.get<CardListResponse>(`/api/logo/recommended/${encodeURIComponent(id)}`, {
        locale: lang,
        signal,
        query: { limit: RECOMMENDED_LIMIT },
      });
      return body.data;
    },
  });
