import { useMutation } from '@tanstack/react-query';
import type { FavoriteCount } from '../../../shared/favorites/favorite-count.ts';
import { postFavorite } from '../api/favorite.ts';
import { patchLogoInCache } from '../lib/patch-cards.ts';
import { useFavoriteCall } from './use-favorite-call.ts';

interface Toggle {
  logoId: number;
  /** true adds the favourite, false removes it. */
  like: boolean;
}

/**
 * Favourite or unfavourite a logo (SPEC §4). The heart, the logo's count on every card and the
 * detail, and the header badge change at once by +1 or -1; a failed call puts them back, and the
 * server's answer sets the exact counts.
 */
export function useToggleFavorite() {
  const call = useFavoriteCall();
  const { client, countKey } = call;

  const shift = (logoId: number, like: boolean) => {
    const delta = like ? 1 : -1;
    patchLogoInCache(client, logoId, (card) =>
      card.is_like === like
        ? {}
        : { is_like: like, favorites_count: Math.max(0, card.favorites_count + delta) },
    );
    client.setQueryData<FavoriteCount>(countKey, (prev) =>
      prev ? { ...prev, count: Math.max(0, prev.count + delta) } : prev,
    );
  };

  return useMutation({
    mutationFn: ({ logoId, like }: Toggle) => postFavorite(call.lang, logoId, like),
    onMutate: async ({ logoId, like }) => {
      // A count arriving from an older request must not overwrite the optimistic one.
      await client.cancelQueries({ queryKey: countKey });
      shift(logoId, like);
    },
    onError: (error, { logoId, like }) => {
      shift(logoId, !like);
      call.showError(error);
    },
    onSuccess: (result) =>
      call.applyAnswer(
        result.logo_id,
        { is_like: result.is_like, favorites_count: result.favorites_count },
        { count: result.favorite_total },
      ),
    onSettled: () => call.refetchLists('list', 'similar'),
  });
}
