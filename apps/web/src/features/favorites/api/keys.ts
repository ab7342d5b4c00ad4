import { favoriteCountKey } from '../../../shared/favorites/favorite-count.ts';

/**
 * Query keys of the favourites area. Every key starts with 'favorites' and carries the member, so
 * one member's answers never show for another.
 */
export const favoriteKeys = {
  all: ['favorites'] as const,
  count: favoriteCountKey,
  list: (lang: string, userId: number | string, kept: boolean) =>
    ['favorites', 'list', String(userId), lang, kept ? 'kept' : 'all'] as const,
  similar: (lang: string, userId: number | string) => ['favorites', 'similar', String(userId), lang] as const,
};
