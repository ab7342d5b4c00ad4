import type { CardListResponse, Locale } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { favoriteKeys } from './keys.ts';

/** GET /api/my-favorite/similar: logos like the member's favourites (the "similar" tab). */
export const similarLogosQuery = (lang: Locale, userId: number | string, limit = 24) =>
  queryOptions({
    queryKey: favoriteKeys.similar(lang, userId),
    queryFn: async ({ signal }) => {
      const body = await api.get<CardListResponse>('/api/my-favorite/similar', {
        locale: lang,
        signal,
        query: { limit },
      });
      return body.data;
    },
  });
