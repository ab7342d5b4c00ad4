import type { CartAddData } from '@logoya/core';
import { msg, translateMessage } from '@logoya/core/messages/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readCartId } from '../../../shared/cart/cart-id.ts';
import { storeCartAnswer, useCartOwner } from '../../../shared/cart/cart-query.ts';
import { chooseLine } from '../../../shared/cart/prepare-order.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useToast } from '../../../shared/ui/toast.tsx';
import { postCartItem } from '../api/add-to-cart.ts';
import { hasFieldErrors, useCartErrorText } from './use-cart-error.ts';

/**
 * Adds a logo with its names and options. 'Added to cart' on success; a refusal (already in the
 * cart, sold, kept by another member) is toasted in the server's words; missing names go on the
 * form's fields. A guest's first add brings the anonymous cart id, which is kept.
 */
export function useAddToCart(onAdded?: () => void) {
  const client = useQueryClient();
  const lang = useLang();
  const owner = useCartOwner();
  const toast = useToast();
  const errorText = useCartErrorText();
  return useMutation({
    mutationFn: async (body: CartAddData) => {
      const sent = readCartId();
      return { answer: await postCartItem(lang, sent, body), sent };
    },
    onSuccess: ({ answer, sent }, body) => {
      storeCartAnswer(client, lang, owner, sent, answer.data);
      const line = answer.data.items.find((item) => item.logo_id === body.logo_id);
      if (line) chooseLine({ id: line.id, logo_id: line.logo_id });
      toast.success(translateMessage(answer.message ?? msg('cart_added'), lang));
      onAdded?.();
    },
    onError: (error) => {
      if (!hasFieldErrors(error)) toast.error(errorText(error));
    },
  });
}
