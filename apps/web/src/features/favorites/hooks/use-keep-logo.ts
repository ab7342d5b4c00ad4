import { useMutation } from '@tanstack/react-query';
import { postKeep } from '../api/keep.ts';
import { useFavoriteCall } from './use-favorite-call.ts';

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
  const call = useFavoriteCall();

  return useMutation({
    mutationFn: ({ logoId, keep }: KeepChange) => postKeep(call.lang, logoId, keep),
    onSuccess: (result) => {
      call.applyAnswer(
        result.logo_id,
        { is_user_kept: result.kept, is_like: result.is_like, favorites_count: result.favorites_count },
        { count: result.favorite_total, keep_count: result.keep_count },
      );
      call.toast.success(result.kept ? call.t('tank.keptToast') : call.t('tank.releasedToast'));
    },
    onError: (error) => {
      call.showError(error);
      // A refusal (limit, someone else's keep) means the counts shown were stale.
      void call.client.invalidateQueries({ queryKey: call.countKey });
    },
    // The lists and the keep timing come from the server.
    onSettled: () => call.refetchLists('list'),
  });
}
