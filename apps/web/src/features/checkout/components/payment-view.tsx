import type { CheckoutSummary } from '@logoya/core';
import { formatMoney } from '@logoya/core/rules/money';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { linkButton, primaryButton } from '../../../shared/ui/field.tsx';
import { usePaymentPage } from '../hooks/use-payment-page.ts';
import { CardPanel } from './card-panel.tsx';
import { OrderReview } from './order-review.tsx';
import { OrderTerms } from './order-terms.tsx';
import { PayStatusMessage } from './pay-status-message.tsx';
import { PaymentMethodChoice } from './payment-method-choice.tsx';

/**
 * /my-page/cart/payment: the final confirmation on one screen (what is bought, price, tax,
 * method, delivery, cancellation), the card fields, and a button that says it places an order
 * with an obligation to pay.
 */
export function PaymentView() {
  const { t } = useTranslation();
  const page = usePaymentPage();
  const { items, summary } = page;
  let body: ReactNode;
  if (items.isPending || (items.ids?.length && summary.isPending)) {
    body = (
      <div role="status" className="mt-6 space-y-3">
        <span className="sr-only">{t('common.loading')}</span>
        <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-gray-100" />
        <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-gray-100" />
      </div>
    );
  } else if (items.isError) {
    body = <ErrorState onRetry={items.refetch} />;
  } else if (!items.ids?.length) {
    body = <BackToCart message={t('buying.checkout.noItems')} />;
  } else if (summary.isError || !summary.data) {
    const refused =
      summary.error instanceof ApiError && summary.error.status < 500 ? summary.error.message : undefined;
    body = refused ? <BackToCart message={refused} /> : <ErrorState onRetry={() => void summary.refetch()} />;
  } else {
    body = <PaymentForm page={page} summary={summary.data} />;
  }
  return (
    <section className="max-w-3xl">
      <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{t('buying.checkout.title')}</h1>
      {body}
    </section>
  );
}

function BackToCart({ message }: { message: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div role="alert" className="mt-6 rounded-xl border border-gray-200 px-4 py-6 text-center">
      <p className="text-gray-800">{message}</p>
      <Link to={localizedPath(lang, '/my-page/cart')} className={`${primaryButton} mt-4`}>
        {t('buying.checkout.backToCart')}
      </Link>
    </div>
  );
}

type PaymentPage = ReturnType<typeof usePaymentPage>;

function PaymentForm({ page, summary }: { page: PaymentPage; summary: CheckoutSummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  const obligationId = useId();
  const { status } = page.payment;
  const busy = status.phase === 'working' || status.phase === 'processing';
  const amount = formatMoney({ amount: summary.total, currency: summary.currency });
  const label =
    page.method?.key === 'qr'
      ? t('buying.checkout.placeOrderQr', { amount })
      : t('buying.checkout.placeOrder', { amount });
  return (
    <form
      noValidate
      className="mt-2 space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        page.submit();
      }}
    >
      <p className="text-sm text-gray-700">{t('buying.checkout.intro')}</p>
      <OrderReview summary={summary} />
      <PaymentMethodChoice
        methods={page.methods}
        chosen={page.method}
        onChoose={page.choose}
        error={page.methodError}
      />
      {page.method?.key === 'card' ? (
        <CardPanel amount={summary.total} currency={summary.currency} register={page.payment.register} />
      ) : null}
      <OrderTerms />
      <div className="space-y-3 rounded-xl border-2 border-orange-200 bg-orange-50/60 p-4">
        <p className="text-sm text-gray-800">
          {t('buying.checkout.holdNote', { minutes: summary.hold_minutes })}
        </p>
        <PayStatusMessage status={status} />
        {status.phase === 'stalled' ? (
          <Link to={localizedPath(lang, '/my-page/order-history')} className={linkButton}>
            {t('buying.qr.toHistory')}
          </Link>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          aria-describedby={obligationId}
          className={`${primaryButton} min-h-12 w-full text-base`}
          data-testid="place-order"
        >
          {label}
        </button>
        <p id={obligationId} className="text-sm font-semibold text-gray-900">
          {t('buying.checkout.obligation')}
        </p>
      </div>
      <Link to={localizedPath(lang, '/my-page/cart')} className={linkButton}>
        {t('buying.checkout.backToCart')}
      </Link>
    </form>
  );
}
