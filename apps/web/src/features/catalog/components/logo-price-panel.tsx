import type { LogoDetail } from '@logoya/core';
import { formatMoney, includedTax } from '@logoya/core/rules/money';
import { useTranslation } from 'react-i18next';

/** The tax-inclusive price with its included tax, and the option prices (read-only for now). */
export function LogoPricePanel({ logo }: { logo: LogoDetail }) {
  const { t } = useTranslation();
  const { prices } = logo;
  const money = (amount: number) => formatMoney({ amount, currency: prices.currency });

  return (
    <div className="rounded-xl border border-gray-200 p-4">
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

      <h2 className="mt-4 text-sm font-bold text-gray-900">{t('detail.options')}</h2>
      <dl className="mt-2 divide-y divide-gray-100 text-sm">
        <div className="flex justify-between gap-4 py-1.5">
          <dt>{t('detail.optionManual')}</dt>
          <dd className="font-semibold whitespace-nowrap">{money(prices.logo_manual_price)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-1.5">
          <dt>{t('detail.optionMotion')}</dt>
          <dd className="font-semibold whitespace-nowrap">{money(prices.logo_motion_price)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-gray-600">{t('detail.optionsNote')}</p>
    </div>
  );
}
