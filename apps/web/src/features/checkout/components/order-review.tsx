import type { CheckoutSummary } from '@logoya/core';
import { formatMoney } from '@logoya/core/rules/money';
import { PLACEHOLDER_NAME, padNumber } from '@logoya/core/rules/text';
import { useId } from 'react';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { LineOptions } from '../../../shared/ui/line-options.tsx';

type Line = CheckoutSummary['lines'][number];

/**
 * The final confirmation's contents (Japan's Specified Commercial Transactions Act, art. 12-6):
 * each logo with its names, options and price, then shipping, the total and the tax in it.
 */
export function OrderReview({ summary }: { summary: CheckoutSummary }) {
  const { t } = useTranslation();
  const headingId = useId();
  const money = (amount: number) => formatMoney({ amount, currency: summary.currency });
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-bold text-gray-900">
        {t('buying.checkout.itemsHeading')}
      </h2>
      <ul
        className="mt-2 divide-y divide-gray-200 rounded-xl border border-gray-200"
        data-testid="review-lines"
      >
        {summary.lines.map((line) => (
          <ReviewLine key={line.cart_item_id} line={line} currency={summary.currency} />
        ))}
      </ul>
      <dl className="mt-3 space-y-1 rounded-xl bg-gray-50 px-4 py-3 text-sm" data-testid="review-amounts">
        <div className="flex justify-between gap-4">
          <dt className="text-gray-700">{t('buying.checkout.shipping')}</dt>
          <dd className="text-right text-gray-900">{t('buying.checkout.shippingFree')}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-gray-200 pt-2">
          <dt className="font-bold text-gray-900">{t('buying.checkout.total')}</dt>
          <dd className="text-xl font-bold text-orange-700" data-testid="review-total">
            {money(summary.total)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-700">{t('buying.checkout.includedTax', { rate: summary.tax_percent })}</dt>
          <dd className="text-gray-900" data-testid="review-tax">
            {money(summary.tax)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function ReviewLine({ line, currency }: { line: Line; currency: CheckoutSummary['currency'] }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney({ amount, currency });
  const lang = useLang();
  const name = line.logo_name.trim() || PLACEHOLDER_NAME[lang];
  return (
    <li className="flex gap-3 p-3" data-testid="review-line" data-valid={line.valid}>
      <FallbackImage
        src={line.picture_url}
        alt={t('detail.namedAlt', { name, main: line.main_name, sub: line.sub_name })}
        data-testid="line-picture"
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-md border border-gray-200 bg-gray-50 object-contain"
      />
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <p className="font-bold break-words text-gray-900">{name}</p>
          <p className="font-bold whitespace-nowrap text-gray-900">{money(line.price)}</p>
        </div>
        <p className="text-xs text-gray-600">
          {t('buying.cart.logoNumber', { number: padNumber(line.logo_id) })} · {t('buying.checkout.quantity')}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
          <dt className="text-gray-600">{t('buying.cart.mainName')}</dt>
          <dd className="break-words">{line.main_name}</dd>
          <dt className="text-gray-600">{t('buying.cart.subName')}</dt>
          <dd className="break-words">{line.sub_name}</dd>
          <dt className="text-gray-600">{t('detail.price')}</dt>
          <dd>{money(line.logo_price)}</dd>
          <dt className="text-gray-600">{t('buying.cart.options')}</dt>
          <dd>
            <LineOptions line={line} currency={currency} spread />
          </dd>
        </dl>
        {line.valid ? null : (
          <p className="mt-1 font-semibold text-red-800">{t('buying.cart.invalidBadge')}</p>
        )}
      </div>
    </li>
  );
}
