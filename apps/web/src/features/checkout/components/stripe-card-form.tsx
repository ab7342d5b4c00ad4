import type { Currency, Locale } from '@logoya/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import { localizedPath } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { RegisterConfirmer } from '../lib/card-confirmer.ts';

interface StripeCardFormProps {
  publishableKey: string;
  amount: number;
  currency: Currency;
  lang: Locale;
  register: RegisterConfirmer;
}

// One Stripe.js per key for the whole visit: loading it again would add a second script.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
}

/**
 * Stripe's Payment Element with a deferred intent: the element collects the card; the page then
 * checks it (elements.submit), creates the intent and confirms it here. This module loads only
 * when the shop runs with Stripe, so the default bundle and offline use never fetch Stripe.js.
 */
export default function StripeCardForm({
  publishableKey,
  amount,
  currency,
  lang,
  register,
}: StripeCardFormProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const stripe = stripeFor(publishableKey);
  useEffect(() => {
    stripe.then((s) => setFailed(s === null)).catch(() => setFailed(true));
  }, [stripe]);
  if (failed) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        {t('buying.card.stripeFailed')}
      </p>
    );
  }
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        amount,
        currency: currency.toLowerCase(),
        locale: lang,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#c2410c', borderRadius: '6px' } },
      }}
    >
      <StripeElement lang={lang} register={register} />
    </Elements>
  );
}

function StripeElement({ lang, register }: { lang: Locale; register: RegisterConfirmer }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!stripe || !elements) return;
    register({
      validate: async () => {
        const { error } = await elements.submit();
        return !error;
      },
      confirm: async (intent) => {
        const { error } = await stripe.confirmPayment({
          elements,
          clientSecret: intent.client_secret,
          redirect: 'if_required',
          // Redirect-based methods come back to the payment page, which reports the intent.
          confirmParams: {
            return_url: `${window.location.origin}${localizedPath(lang, '/my-page/cart/payment')}`,
          },
        });
        // A mistake in the fields is shown by the element; a decline is for the server to read.
        return error?.type === 'validation_error' ? 'fields' : 'sent';
      },
    });
    return () => register(null);
  }, [stripe, elements, lang, register]);

  return (
    <fieldset className="space-y-2" data-testid="stripe-card-form">
      <legend className="mb-1 text-sm font-bold text-gray-900">{t('buying.card.heading')}</legend>
      {ready ? null : (
        <p role="status" className="text-sm text-gray-700">
          {t('buying.card.stripeLoading')}
        </p>
      )}
      <PaymentElement onReady={() => setReady(true)} onLoadError={() => setReady(true)} />
      <p className="text-xs text-gray-600">{t('buying.card.secureNote')}</p>
    </fieldset>
  );
}
