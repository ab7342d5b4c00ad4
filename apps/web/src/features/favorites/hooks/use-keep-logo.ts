import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../shared/auth/session.tsx';
import { useSignInPrompt } from '../../../shared/auth/use-sign-in-prompt.ts';
import type { FavoriteCount } from '../../../shared/favorites/favorite-count.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useToast } from '../../../shared/ui/toast.tsx';
import { postKeep } from '../api/keep.ts';
import { favoriteKeys } from '../api/keys.ts';
import { patchLogoInCache } from '../lib/patch-cards.ts';
import { errorText, isSignedOut } from './error-text.ts';

interface KeepChange {
  logoId: number;
  keep: boolean;
}

/**
 * Keep a logo for 10 days or release it. The server decides (limit of 5, someone else's keep,
 * sold out) and its refusal is shown as it words it. Keeping also adds the favourite, so the
 * heart, the logo's count and the badge follow the answer.
 */
export function useKeepLogo() {
  const client = useQueryClient();
  const lang = useLang();
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useSession();
  const promptSignIn = useSignInPrompt();

  return useMutation({
    mutationFn: ({ logoId, keep }: KeepChange) => postKeep(lang, logoId, keep),
    onSuccess: (result) => {
      patchLogoInCache(client, result.logo_id, () => ({
        is_user_kept: result.kept,
        is_like: result.is_like,
        favorites_count: result.favorites_count,
      }));
      client.setQueryData<FavoriteCount>(favoriteKeys.count(user?.id ?? 'guest'), (prev) =>
        prev ? { count: result.favorite_total, keep_count: result.keep_count } : prev,
      );
      toast.success(result.kept ? t('tank.keptToast') : t('tank.releasedToast'));
    },
    onError: (error) => {
      // A session that ended on the server: the client has signed out; offer to sign in again.
      if (isSignedOut(error)) promptSignIn();
      else toast.error(errorText(error, t));
      // A refusal (limit, someone else's keep) means the counts shown were stale.
      void client.invalidateQueries({ queryKey: favoriteKeys.count(user?.id ?? 'guest') });
    },
    // The lists and the keep timing come from the server.
    onSettled: () => client.invalidateQueries({ queryKey: [...favoriteKeys.all, 'list'] }),
  });
}
