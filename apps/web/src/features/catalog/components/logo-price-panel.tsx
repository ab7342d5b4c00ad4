import { zodResolver } from '@hookform/resolvers/zod';
import type { LogoDetail } from '@logoya/core';
import { LIMITS } from '@logoya/core/constants';
import { msg, translateMessage } from '@logoya/core/messages/catalog';
import { formatMoney, includedTax, itemPrice } from '@logoya/core/rules/money';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLang } from '../../../shared/i18n/locale.ts';
import { CheckboxField, Field, primaryButton } from '../../../shared/ui/field.tsx';

/** The names printed in the logo and the options, as the cart will take them (SPEC §3, §5). */
const orderForm = z.object({
  sub_name: z
    .string()
    .trim()
    .min(1, { message: msg('sub_name_required') }),
  main_name: z
    .string()
    .trim()
    .min(1, { message: msg('main_name_required') }),
  logo_manual: z.boolean(),
  logo_motion: z.boolean(),
});
type OrderForm = z.input<typeof orderForm>;

const disabledInput = 'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600';

/**
 * The price with its included tax, the sub name and main name to put in the logo, the two options
 * with their prices in the language's currency, and the total. Adding to the cart belongs to the
 * buying work: the button is shown, disabled, with a note.
 */
export function LogoPricePanel({ logo }: { logo: LogoDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { prices } = logo;
  const money = (amount: number) => formatMoney({ amount, currency: prices.currency });
  const form = useForm<OrderForm>({
    resolver: zodResolver(orderForm),
    mode: 'onTouched',
    defaultValues: { sub_name: '', main_name: '', logo_manual: false, logo_motion: false },
  });
  const errorOf = (name: 'sub_name' | 'main_name') => {
    const message = form.formState.errors[name]?.message;
    return message ? translateMessage(message, lang) : undefined;
  };
  const [manual, motion] = form.watch(['logo_manual', 'logo_motion']);
  const total = itemPrice(
    {
      locale: lang,
      currency: prices.currency,
      logoPrice: logo.price.amount,
      logoManualPrice: prices.logo_manual_price,
      logoMotionPrice: prices.logo_motion_price,
      taxPercent: prices.tax,
      cancellationFee: 0,
    },
    { logoManual: Boolean(manual), logoMotion: Boolean(motion) },
  );
  // Someone else's keep or a sale means this buyer cannot order it.
  const closed = logo.inactive || (logo.kept && !logo.is_user_kept);

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

      <form
        noValidate
        className="mt-4 space-y-4"
        // Nothing is sent until the cart exists; submitting (Enter) shows what is missing.
        onSubmit={form.handleSubmit(() => undefined)}
      >
        <fieldset disabled={closed} className="space-y-3">
          <legend className="mb-1 text-sm font-bold text-gray-900">{t('tank.namesHeading')}</legend>
          <Field
            label={t('tank.subName')}
            hint={t('tank.subNameHint')}
            autoComplete="off"
            inputClassName={disabledInput}
            error={errorOf('sub_name')}
            {...form.register('sub_name')}
          />
          <Field
            label={t('tank.mainName')}
            hint={t('tank.mainNameHint')}
            autoComplete="organization"
            inputClassName={disabledInput}
            error={errorOf('main_name')}
            {...form.register('main_name')}
          />
        </fieldset>
        <fieldset disabled={closed}>
          <legend className="text-sm font-bold text-gray-900">{t('detail.options')}</legend>
          <div className="mt-2 divide-y divide-gray-100 text-sm">
            <div className="flex items-center justify-between gap-4 py-1.5">
              <CheckboxField label={t('detail.optionManual')} {...form.register('logo_manual')} />
              <span className="font-semibold whitespace-nowrap" data-testid="price-manual">
                +{money(prices.logo_manual_price)}
              </span>
            </div>
            <div className="flex items-center justify-between gap-4 py-1.5">
              <CheckboxField label={t('detail.optionMotion')} {...form.register('logo_motion')} />
              <span className="font-semibold whitespace-nowrap" data-testid="price-motion">
                +{money(prices.logo_motion_price)}
              </span>
            </div>
          </div>
        </fieldset>
        <div className="border-t border-gray-200 pt-3" aria-live="polite">
          <p className="flex items-baseline justify-between gap-4">
            <span className="text-sm font-bold text-gray-900">{t('tank.total')}</span>
            <span data-testid="order-total" className="text-xl font-bold text-orange-700">
              {money(total)}
            </span>
          </p>
          <p className="text-right text-xs text-gray-700">
            {t('detail.includedTax', { rate: prices.tax, amount: money(includedTax(total, prices.tax)) })}
          </p>
        </div>
        <div>
          <button
            type="submit"
            disabled
            className={`${primaryButton} min-h-11 w-full`}
            data-testid="add-to-cart"
          >
            {t('tank.addToCart')}
          </button>
          <p className="mt-2 text-xs text-gray-700">
            {closed
              ? logo.inactive
                ? t('detail.soldOutNote')
                : t('detail.negotiatingNote')
              : t('tank.cartSoonDetail', { days: LIMITS.keepDays })}
          </p>
        </div>
      </form>
    </div>
  );
}
