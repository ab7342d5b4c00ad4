import type { Locale } from '@logoya/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { useSession } from '../auth/session.tsx';
import { useLang } from '../i18n/locale.ts';

/** GET /api/favorite-count `data` (contract: favoriteCountResponse). */
export interface FavoriteCount {
  count: number;
  keep_count: number;
}

/**
 * The member's favourite and keep counts are shown by several features (header badge, account
 * menu, keep buttons) and changed by the favourites feature, so the query lives here.
 */
export const favoriteCountKey = (userId: number | string) => ['favorites', 'count', String(userId)] as const;

/** GET /api/favorite-count: favourites (the header badge) and active keeps of the member. */
export const favoriteCountQuery = (lang: Locale, userId: number | string) =>
  queryOptions({
    queryKey: favoriteCountKey(userId),
    queryFn: async ({ signal }) => {
      const body = await api.get<{ data: FavoriteCount }>('/api/favorite-count', { locale: lang, signal });
      return body.data;
    },
  });

/** The signed-in member's counts; guests ask nothing and get null. */
export function useFavoriteCount(): FavoriteCount | null {
  const lang = useLang();
  const { user, loggedIn } = useSession();
  const query = useQuery({
    ...favoriteCountQuery(lang, user?.id ?? 'guest'),
    enabled: loggedIn && Boolean(user),
  });
  return loggedIn && user ? (query.data ?? null) : null;
}
