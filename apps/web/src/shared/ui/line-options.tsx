import type { Currency } from '@logoya/core/constants';
import { formatMoney } from '@logoya/core/rules/money';
import { useTranslation } from '../i18n/use-translation.ts';

/** The options of a bought or chosen logo, as a cart line, a checkout line and an order logo carry them. */
export interface OptionsOfLine {
  logo_manual: boolean;
  logo_manual_price: number;
  logo_motion: boolean;
  logo_motion_price: number;
}

interface LineOptionsProps {
  line: OptionsOfLine;
  currency: Currency;
  /** Each option's price at the right of its row (the final confirmation's layout). */
  spread?: boolean;
}

/**
 * The manual and motion options of one logo with their prices, one a row, or "No options": the
 * same words in the cart, the final confirmation and the order history.
 */
export function LineOptions({ line, currency, spread = false }: LineOptionsProps) {
  const { t } = useTranslation();
  const options = [
    line.logo_manual ? { label: t('detail.optionManual'), price: line.logo_manual_price } : null,
    line.logo_motion ? { label: t('detail.optionMotion'), price: line.logo_motion_price } : null,
  ].filter((option) => option !== null);
  if (options.length === 0) return <>{t('buying.cart.noOptions')}</>;
  return (
    <>
      {options.map((option) => (
        <span
          key={option.label}
          className={spread ? 'flex flex-wrap justify-between gap-x-3' : 'block'}
          data-testid="line-option"
        >
          <span>{option.label}</span>{' '}
          <span className="whitespace-nowrap">+{formatMoney({ amount: option.price, currency })}</span>
        </span>
      ))}
    </>
  );
}
