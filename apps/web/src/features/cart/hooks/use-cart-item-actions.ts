import type { CartResponse, CartUpdateData } from '@logoya/core';
import { translateMessage } from '@logoya/core/messages/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/client.ts';
import { useSignInPrompt } from '../../../shared/auth/use-sign-in-prompt.ts';
import { readCartId } from '../../../shared/cart/cart-id.ts';
import { storeCartAnswer, useCartOwner } from '../../../shared/cart/cart-query.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useToast } from '../../../shared/ui/toast.tsx';
import { deleteCartItem } from '../api/remove-cart-item.ts';
import { postSaveForLater } from '../api/save-for-later.ts';
import { putCartItem } from '../api/update-cart-item.ts';
import { hasFieldErrors, useCartErrorText } from './use-cart-error.ts';

/** One cart call whose answer is the new cart, put into the shared cache with its toast. */
function useCartCall<V>(
  call: (sent: string | null, variables: V) => Promise<CartResponse>,
  successText: (answer: CartResponse) => string | undefined,
  onFailure?: (error: unknown) => boolean,
) {
  const client = useQueryClient();
  const lang = useLang();
  const owner = useCartOwner();
  const toast = useToast();
  const errorText = useCartErrorText();
  return useMutation({
    mutationFn: async (variables: V) => {
      const sent = readCartId();
      return { answer: await call(sent, variables), sent };
    },
    onSuccess: ({ answer, sent }) => {
      storeCartAnswer(client, lang, owner, sent, answer.data);
      const text = successText(answer);
      if (text) toast.success(translateMessage(text, lang));
    },
    onError: (error) => {
      if (onFailure?.(error) || hasFieldErrors(error)) return;
      toast.error(errorText(error));
      // A line that is gone or changed elsewhere: show the cart as the server has it.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        void client.invalidateQueries({ queryKey: ['cart', String(owner)] });
      }
    },
  });
}

/** Change a line's names or options, remove it, or save it for later (members). */
export function useCartItemActions() {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const promptSignIn = useSignInPrompt();

  const update = useCartCall(
    (sent, { id, values }: { id: number; values: CartUpdateData }) => putCartItem(lang, sent, id, values),
    () => t('buying.cart.updated'),
  );
  const remove = useCartCall(
    (sent, id: number) => deleteCartItem(lang, sent, id),
    (answer) => answer.message,
  );
  const save = useCartCall(
    async (sent, id: number) => {
      const answer = await postSaveForLater(lang, sent, id);
      // The logo is now a favourite: the lists and the header's favourites badge follow.
      void client.invalidateQueries({ queryKey: ['favorites'] });
      return answer;
    },
    (answer) => answer.message,
    (error) => {
      // Favourites belong to members: a guest (or an ended session) is asked to sign in.
      if (!(error instanceof ApiError && error.status === 401)) return false;
      promptSignIn();
      return true;
    },
  );
  return { update, remove, save };
}
