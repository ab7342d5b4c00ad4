import type { Locale } from '@logoya/core';
import { formatMoney } from '@logoya/core/rules/money';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { PriceToken } from '../content/types.ts';
import { useLocalePrices } from '../hooks/use-locale-prices.ts';

/** A price quoted in running text, from the server's price settings. */
export function PriceText({ token, lang }: { token: PriceToken; lang: Locale }) {
  const { t } = useTranslation();
  const { prices, failed } = useLocalePrices(lang);
  if (!prices) {
    return (
      <span className="text-gray-600" data-pending="price">
        {failed ? t('pages.doc.priceUnavailable') : t('pages.doc.priceLoading')}
      </span>
    );
  }
  if (token === 'taxRate') return <span data-price={token}>{prices.taxPercent}%</span>;
  const amount =
    token === 'logo'
      ? prices.logoPrice
      : token === 'manual'
        ? prices.logoManualPrice
        : prices.logoMotionPrice;
  return (
    <span data-price={token} className="font-semibold whitespace-nowrap">
      {formatMoney({ amount, currency: prices.currency })}
    </span>
  );
}
