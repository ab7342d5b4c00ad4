import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../shared/auth/session.tsx';
import { useSignInPrompt } from '../../../shared/auth/use-sign-in-prompt.ts';
import type { FavoriteCount } from '../../../shared/favorites/favorite-count.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useToast } from '../../../shared/ui/toast.tsx';
import { favoriteKeys } from '../api/keys.ts';
import { type CardFlags, patchLogoInCache } from '../lib/patch-cards.ts';
import { errorText, isSignedOut } from './error-text.ts';

/**
 * What the heart and the keep calls share: the member's counts (the header badge), the server's
 * answer put on every card of the logo and on the counts, and how a failure is shown.
 */
export function useFavoriteCall() {
  const client = useQueryClient();
  const lang = useLang();
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useSession();
  const promptSignIn = useSignInPrompt();
  const countKey = favoriteKeys.count(user?.id ?? 'guest');

  return {
    client,
    lang,
    t,
    toast,
    countKey,
    /** The counts the server answered: on every card of the logo, and on the member's counts. */
    applyAnswer(logoId: number, card: Partial<CardFlags>, counts: Partial<FavoriteCount>) {
      patchLogoInCache(client, logoId, () => card);
      client.setQueryData<FavoriteCount>(countKey, (prev) => (prev ? { ...prev, ...counts } : prev));
    },
    showError(error: unknown) {
      // A session that ended on the server: the client has signed out; offer to sign in again.
      if (isSignedOut(error)) promptSignIn();
      else toast.error(errorText(error, t));
    },
    /** The favourites and kept lists (and for a heart, the similar logos) come from the server. */
    refetchLists(...areas: ('list' | 'similar')[]) {
      return Promise.all(
        areas.map((area) => client.invalidateQueries({ queryKey: [...favoriteKeys.all, area] })),
      );
    },
  };
}
