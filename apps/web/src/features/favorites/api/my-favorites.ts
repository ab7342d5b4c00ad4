import type { Locale, MyFavoriteResponse } from '@logoya/core';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { favoriteKeys } from './keys.ts';

/** 100 a page, the public page size; more come with "Show more". */
export const MY_FAVORITES_PAGE_SIZE = 100;

/**
 * GET /api/my-favorite: the member's favourites, newest first, with their keep timing. With
 * `kept` only the active keeps. Loading the list is also when the server releases run-out keeps.
 */
export const myFavoritesQuery = (lang: Locale, userId: number | string, kept = false) =>
  infiniteQueryOptions({
    queryKey: favoriteKeys.list(lang, userId, kept),
    queryFn: ({ pageParam, signal }) =>
      api.get<MyFavoriteResponse>('/api/my-favorite', {
        locale: lang,
        signal,
        query: { page: pageParam, limit: MY_FAVORITES_PAGE_SIZE, kept: kept ? '1' : undefined },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });
