import { CURRENCY_BY_LOCALE, type Locale } from '@logoya/core/constants';
import { formatMoney } from '@logoya/core/rules/money';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { isMoney, type PriceChange } from './price-units.ts';

/**
 * The settings a save would change, each as old → new in the language's currency (issue 24):
 * what staff confirm before the shop shows it.
 */
export function PriceChangeList({ lang, changes }: { lang: Locale; changes: readonly PriceChange[] }) {
  const { t } = useBoTranslation();
  const currency = CURRENCY_BY_LOCALE[lang];
  const shown = (change: PriceChange, value: number | undefined) => {
    if (value === undefined) return t('prices.notSet');
    return isMoney(change.key) ? formatMoney({ amount: value, currency }) : `${value}%`;
  };
  return (
    <div className="space-y-3">
      <p>{t('prices.confirmLead')}</p>
      <ul className="divide-y divide-gray-100 rounded-md border border-gray-200" data-testid="price-changes">
        {changes.map((change) => (
          <li
            key={change.key}
            className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2"
          >
            <span className="text-gray-700">{t(`prices.keys.${change.key}`)}</span>
            <span className="tabular-nums" data-testid={`price-change-${change.key}`}>
              <span>{shown(change, change.before)}</span>
              <span aria-hidden="true" className="mx-1.5 text-gray-500">
                →
              </span>
              <span className="sr-only">{t('prices.changesTo')}</span>
              <strong className="font-bold text-gray-900">{shown(change, change.after)}</strong>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
