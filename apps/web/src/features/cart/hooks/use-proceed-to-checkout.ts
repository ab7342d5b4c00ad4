import type { Cart, CartItem } from '@logoya/core';
import { msg, translateMessage } from '@logoya/core/messages/catalog';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/auth/session.tsx';
import { useSignInPrompt } from '../../../shared/auth/use-sign-in-prompt.ts';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useToast } from '../../../shared/ui/toast.tsx';

/**
 * "Proceed to checkout" (SPEC §4, §8): an invalid line anywhere in the cart blocks it with a
 * 1.5 s popup; nothing chosen gives 'Please! Choose product.'; otherwise a member goes to the
 * payment page, a guest signs in first and then goes on. The choice is already in prepareOrderData
 * (useCartSelection keeps every tick).
 */
export function useProceedToCheckout(cart: Cart, chosen: readonly CartItem[]) {
  const lang = useLang();
  const navigate = useNavigate();
  const toast = useToast();
  const { loggedIn } = useSession();
  const promptSignIn = useSignInPrompt();
  const [popup, setPopup] = useState<string | null>(null);
  const closePopup = useCallback(() => setPopup(null), []);

  const proceed = () => {
    if (cart.items.some((item) => !item.valid)) {
      setPopup(translateMessage(msg('cart_inactive'), lang));
      return;
    }
    if (chosen.length === 0) {
      toast.error(translateMessage(msg('cart_choose_product'), lang));
      return;
    }
    const payment = localizedPath(lang, '/my-page/cart/payment');
    if (loggedIn) navigate(payment);
    else promptSignIn(payment);
  };

  return { proceed, popup, closePopup };
}
