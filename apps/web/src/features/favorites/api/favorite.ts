import type { FavoriteResult, Locale } from '@logoya/core';
import { api } from '../../../shared/api/client.ts';

/** POST /api/favorite/{id}: type 1 adds the logo to the member's favourites, 0 removes it. */
export async function postFavorite(lang: Locale, logoId: number, like: boolean): Promise<FavoriteResult> {
  const body = await api.post<{ data: FavoriteResult }>(
    `/api/favorite/${logoId}`,
    { type: like ? 1 : 0 },
    { locale: lang },
  );
  return body.data;
}
