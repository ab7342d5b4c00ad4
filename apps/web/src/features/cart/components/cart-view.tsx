import type { Cart } from '@logoya/core';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useCart } from '../../../shared/cart/cart-query.ts';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { primaryButton } from '../../../shared/ui/field.tsx';
import { CartIcon } from '../../../shared/ui/icons.tsx';
import { TimedPopup } from '../../../shared/ui/timed-popup.tsx';
import { useCartItemActions } from '../hooks/use-cart-item-actions.ts';
import { useCartSelection } from '../hooks/use-cart-selection.ts';
import { useProceedToCheckout } from '../hooks/use-proceed-to-checkout.ts';
import { CartItemRow } from './cart-item-row.tsx';
import { CartSummary } from './cart-summary.tsx';

/** /my-page/cart (open to everyone): the lines, the choice of what to buy, totals and checkout. */
export function CartView() {
  const { t } = useTranslation();
  const { cart, isPending, isError, refetch } = useCart({ fresh: true });
  return (
    <section>
      <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{t('buying.cart.title')}</h1>
      {isPending ? (
        <div role="status" className="mt-6 space-y-3">
          <span className="sr-only">{t('common.loading')}</span>
          <div aria-hidden="true" className="h-28 animate-pulse rounded-xl bg-gray-100" />
          <div aria-hidden="true" className="h-28 animate-pulse rounded-xl bg-gray-100" />
        </div>
      ) : isError || !cart ? (
        <div className="mt-6">
          <ErrorState onRetry={refetch} />
        </div>
      ) : cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <CartContent cart={cart} />
      )}
    </section>
  );
}

function EmptyCart() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div
      className="mt-6 rounded-xl border border-dashed border-gray-300 px-4 py-10 text-center"
      data-testid="cart-empty"
    >
      <CartIcon className="mx-auto size-10 text-gray-400" />
      <p className="mt-3 font-semibold text-gray-900">{t('buying.cart.empty')}</p>
      <p className="mt-1 text-sm text-gray-700">{t('buying.cart.emptyNote')}</p>
      <Link to={localizedPath(lang, '/')} className={`${primaryButton} mt-5`}>
        {t('buying.cart.browse')}
      </Link>
    </div>
  );
}

function CartContent({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const selection = useCartSelection(cart.items);
  const actions = useCartItemActions();
  const { proceed, popup, closePopup } = useProceedToCheckout(cart, selection.chosen);
  const listId = useId();
  const allId = useId();
  const all = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (all.current) all.current.indeterminate = selection.someChosen;
  }, [selection.someChosen]);

  return (
    <>
      <p className="mt-2 max-w-3xl text-sm text-gray-700">{t('buying.cart.intro')}</p>
      <div className="mt-5 grid gap-6 xl:grid-cols-[minmax(0,1fr)_17rem] xl:items-start">
        <div>
          <div className="mb-2 flex items-center gap-2 px-3">
            <input
              ref={all}
              id={allId}
              type="checkbox"
              className="size-5 accent-orange-700"
              checked={selection.allChosen}
              disabled={!cart.items.some((item) => item.valid)}
              aria-controls={listId}
              data-testid="cart-choose-all"
              onChange={(event) => selection.setAll(event.target.checked)}
            />
            <label htmlFor={allId} className="text-sm font-semibold text-gray-800">
              {t('buying.cart.chooseAll')}
            </label>
          </div>
          <ul id={listId} aria-label={t('buying.cart.itemsLabel')} className="space-y-3">
            {cart.items.map((item) => (
              <CartItemRow
                key={item.id}
                item={item}
                chosen={selection.isChosen(item)}
                onChoose={(on) => selection.toggle(item, on)}
                actions={actions}
              />
            ))}
          </ul>
        </div>
        <CartSummary cart={cart} chosen={selection.chosen} onProceed={proceed} />
      </div>
      <TimedPopup message={popup} onClose={closePopup} testId="cart-popup" />
    </>
  );
}
