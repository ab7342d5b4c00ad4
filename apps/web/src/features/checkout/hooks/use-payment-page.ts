import { msg, translateMessage } from '@logoya/core/messages/catalog';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCartOwner } from '../../../shared/cart/cart-query.ts';
import { choosePaymentMethod } from '../../../shared/cart/prepare-order.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { checkoutSummaryQuery } from '../api/checkout-summary.ts';
import { chosenMethod, type PaymentMethodInfo, visibleMethods } from '../lib/payment-methods.ts';
import { useCheckoutItems } from './use-checkout-items.ts';
import { usePayment } from './use-payment.ts';

/**
 * Everything the payment page shows and does: the chosen lines priced by the server, the
 * payment method (remembered in prepareOrderData; the only available one is chosen from the
 * start), and the pay action with its status.
 */
export function usePaymentPage() {
  const lang = useLang();
  const owner = useCartOwner();
  const items = useCheckoutItems();
  const ids = items.ids ?? [];
  const summary = useQuery({ ...checkoutSummaryQuery(lang, owner, ids), enabled: ids.length > 0 });
  const methods = summary.data ? visibleMethods(summary.data.payment_methods, lang) : [];
  const [methodId, setMethodId] = useState<number | null>(items.storedMethod?.id ?? null);
  const method = chosenMethod(methods, methodId);
  const [methodError, setMethodError] = useState<string | null>(null);
  const payment = usePayment(ids, summary.data, () => void summary.refetch());

  const choose = (next: PaymentMethodInfo) => {
    setMethodId(next.id);
    setMethodError(null);
    choosePaymentMethod({ id: next.id, name: next.key });
  };

  const submit = () => {
    if (!summary.data || payment.status.phase === 'working' || payment.status.phase === 'processing') return;
    if (!method) {
      setMethodError(translateMessage(msg('choose_pay_method'), lang));
      return;
    }
    if (summary.data.lines.some((line) => !line.valid)) {
      payment.setStatus({ phase: 'failed', message: translateMessage(msg('cart_inactive'), lang) });
      return;
    }
    payment.pay(method.id);
  };

  // Back from a payment method that redirected (Stripe's return_url): report that intent.
  const [params, setParams] = useSearchParams();
  const returned = params.get('payment_intent');
  const returnedSecret = params.get('payment_intent_client_secret');
  const ready = items.ids !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the chosen lines are known
  useEffect(() => {
    if (!ready || !returned || !returnedSecret) return;
    setParams({}, { replace: true });
    void payment.report(returned, returnedSecret);
  }, [ready]);

  return { items, summary, methods, method, choose, methodError, payment, submit };
}
