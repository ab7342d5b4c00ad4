import type { LogoDetail } from '@logoya/core';
import { formatMoney, includedTax } from '@logoya/core/rules/money';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useLogoSlots } from '../../../shared/slots/logo-slots.tsx';

/**
 * The price with its included tax, then the order form (names, options, total, add to cart),
 * which the app puts in the detailOrder slot: the cart is another feature.
 */
export function LogoPricePanel({ logo }: { logo: LogoDetail }) {
  const { t } = useTranslation();
  const slots = useLogoSlots();
  const { prices } = logo;
  const money = (amount: number) => formatMoney({ amount, currency: prices.currency });

  return (
    <div className="rounded-xl border border-gray-200 p-4" data-testid="order-panel">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">{t('detail.price')}</span>
        <span data-testid="detail-price" className="text-3xl font-bold text-orange-700">
          {formatMoney(logo.price)}
        </span>
        <span className="text-sm text-gray-700">({t('detail.taxIncluded')})</span>
      </p>
      <p className="mt-1 text-sm text-gray-700">
        {t('detail.includedTax', {
          rate: prices.tax,
          amount: money(includedTax(logo.price.amount, prices.tax)),
        })}
      </p>
      {slots.detailOrder ? <div className="mt-4">{slots.detailOrder(logo)}</div> : null}
    </div>
  );
}
