import type { Currency } from '@logoya/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { paymentsConfigQuery } from '../api/payments-config.ts';
import type { RegisterConfirmer } from '../lib/card-confirmer.ts';
import { TestCardForm } from './test-card-form.tsx';

// Stripe.js and its React bindings load only when the shop runs with Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

interface CardPanelProps {
  amount: number;
  currency: Currency;
  register: RegisterConfirmer;
}

/** The card fields of the gateway in use: the built-in test gateway's form or Stripe's element. */
export function CardPanel({ amount, currency, register }: CardPanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const config = useQuery(paymentsConfigQuery());
  const loading = (
    <p role="status" className="text-sm text-gray-700">
      {t('buying.card.stripeLoading')}
    </p>
  );
  if (config.isPending) return loading;
  if (config.isError) return <ErrorState onRetry={() => void config.refetch()} />;
  const { gateway, publishable_key: key, test_cards: cards } = config.data;
  if (gateway === 'stripe' && key) {
    return (
      <Suspense fallback={loading}>
        <StripeCardForm
          publishableKey={key}
          amount={amount}
          currency={currency}
          lang={lang}
          register={register}
        />
      </Suspense>
    );
  }
  return <TestCardForm register={register} testCards={cards ?? []} />;
}
