import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { PaymentMethodInfo } from '../lib/payment-methods.ts';
import { AcceptedPayments } from './accepted-payments.tsx';

interface PaymentMethodChoiceProps {
  methods: readonly PaymentMethodInfo[];
  chosen: PaymentMethodInfo | null;
  onChoose: (method: PaymentMethodInfo) => void;
  error: string | null;
}

/**
 * The payment method as radio buttons, under what the shop accepts (card brands, VietQR);
 * methods not available yet are shown disabled.
 */
export function PaymentMethodChoice({ methods, chosen, onChoose, error }: PaymentMethodChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      data-testid="payment-methods"
    >
      <legend className="text-base font-bold text-gray-900">{t('buying.checkout.methodHeading')}</legend>
      <div className="mt-2">
        <AcceptedPayments methods={methods} />
      </div>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {methods.map((method) => {
          const id = `${name}-${method.key}`;
          return (
            <label
              key={method.id}
              htmlFor={id}
              className={`flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 text-sm ${
                method.available
                  ? 'cursor-pointer border-gray-300 has-checked:border-orange-700 has-checked:bg-orange-50 has-focus-visible:outline-2 has-focus-visible:outline-orange-700'
                  : 'cursor-not-allowed border-gray-200 bg-gray-50 text-gray-600'
              }`}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={method.id}
                className="size-4 accent-orange-700 focus-visible:outline-none"
                checked={chosen?.id === method.id}
                disabled={!method.available}
                onChange={() => onChoose(method)}
              />
              <span className="flex-1 font-semibold">{t(`buying.checkout.methods.${method.key}`)}</span>
              {method.available ? null : <span className="text-xs">{t('buying.checkout.unavailable')}</span>}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700" data-testid="method-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
