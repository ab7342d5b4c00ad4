import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../shared/auth/session.tsx';
import { useSignInPrompt } from '../../../shared/auth/use-sign-in-prompt.ts';
import type { FavoriteCount } from '../../../shared/favorites/favorite-count.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useToast } from '../../../shared/ui/toast.tsx';
import { postFavorite } from '../api/favorite.ts';
import { favoriteKeys } from '../api/keys.ts';
import { patchLogoInCache } from '../lib/patch-cards.ts';
import { errorText, isSignedOut } from './error-text.ts';

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
  const client = useQueryClient();
  const lang = useLang();
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useSession();
  const promptSignIn = useSignInPrompt();
  const countKey = favoriteKeys.count(user?.id ?? 'guest');

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
    mutationFn: ({ logoId, like }: Toggle) => postFavorite(lang, logoId, like),
    onMutate: async ({ logoId, like }) => {
      // A count arriving from an older request must not overwrite the optimistic one.
      await client.cancelQueries({ queryKey: countKey });
      shift(logoId, like);
    },
    onError: (error, { logoId, like }) => {
      shift(logoId, !like);
      // A session that ended on the server: the client has signed out; offer to sign in again.
      if (isSignedOut(error)) promptSignIn();
      else toast.error(errorText(error, t));
    },
    onSuccess: (result) => {
      patchLogoInCache(client, result.logo_id, () => ({
        is_like: result.is_like,
        favorites_count: result.favorites_count,
      }));
      client.setQueryData<FavoriteCount>(countKey, (prev) =>
        prev ? { ...prev, count: result.favorite_total } : prev,
      );
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...favoriteKeys.all, 'list'] }),
        client.invalidateQueries({ queryKey: [...favoriteKeys.all, 'similar'] }),
      ]),
  });
}
