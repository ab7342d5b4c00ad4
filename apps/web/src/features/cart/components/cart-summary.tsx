import type { Cart, CartItem } from '@logoya/core';
import { formatMoney, orderTotals } from '@logoya/core/rules/money';
import { useId } from 'react';
import { useSession } from '../../../shared/auth/session.tsx';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { primaryButton } from '../../../shared/ui/field.tsx';

interface CartSummaryProps {
  cart: Cart;
  chosen: readonly CartItem[];
  onProceed: () => void;
}

/** The chosen lines' total with its included tax (rounded once) and "Proceed to checkout". */
export function CartSummary({ cart, chosen, onProceed }: CartSummaryProps) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const headingId = useId();
  const { total, tax } = orderTotals(chosen, cart.tax_percent);
  const money = (amount: number) => formatMoney({ amount, currency: cart.currency });
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-gray-200 bg-gray-50 p-4 xl:sticky xl:top-4"
    >
      <h2 id={headingId} className="text-base font-bold text-gray-900">
        {t('buying.cart.summary')}
      </h2>
      <p className="text-sm text-gray-700" data-testid="cart-chosen-count">
        {t('buying.cart.chosen', { count: chosen.length })}
      </p>
      <div aria-live="polite" className="border-t border-gray-200 pt-3">
        <p className="flex items-baseline justify-between gap-3">
          <span className="text-sm font-bold text-gray-900">{t('buying.cart.total')}</span>
          <span className="text-xl font-bold text-orange-700" data-testid="cart-total">
            {money(total)}
          </span>
        </p>
        <p className="text-right text-xs text-gray-700" data-testid="cart-tax">
          {t('buying.cart.includedTax', { rate: cart.tax_percent, amount: money(tax) })}
        </p>
      </div>
      <button
        type="button"
        onClick={onProceed}
        className={`${primaryButton} min-h-11 w-full`}
        data-testid="proceed-to-checkout"
      >
        {t('buying.cart.proceed')}
      </button>
      {loggedIn ? null : <p className="text-xs text-gray-700">{t('buying.cart.signInNote')}</p>}
    </section>
  );
}
