import { zodResolver } from '@hookform/resolvers/zod';
import type { LocalePricesDto } from '@logoya/core';
import { type CartUpdateData, cartUpdateBody } from '@logoya/core/contracts/cart';
import { formatMoney, includedTax, itemPrice } from '@logoya/core/rules/money';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormErrors } from '../../../shared/forms/use-form-errors.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CheckboxField, Field, primaryButton } from '../../../shared/ui/field.tsx';
import { FormBanner } from '../../../shared/ui/form-banner.tsx';
import { hasFieldErrors } from '../hooks/use-cart-error.ts';

/** The names and options of a line, checked with the cart contract (SPEC §5). */
const lineForm = cartUpdateBody.omit({ locale: true });
const FIELDS = ['sub_name', 'main_name', 'logo_manual', 'logo_motion'] as const;

export interface CartLineValues {
  sub_name: string;
  main_name: string;
  logo_manual: boolean;
  logo_motion: boolean;
}

interface CartLineFormProps {
  /** The logo's price and the option prices, in the page language's currency (server values). */
  logoPrice: number;
  prices: LocalePricesDto;
  defaultValues?: CartLineValues | undefined;
  /** The logo cannot be ordered: the fields are disabled and `note` says why. */
  closed?: boolean;
  note?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  /**
   * Sends the line. A rejection's field errors go on the fields; other failures are the caller's
   * to show (a toast with the server's words).
   */
  onSubmit: (values: CartUpdateData) => Promise<unknown>;
  submitTestId?: string;
  /** Told the names on every keystroke (the detail page's picture shows them as they are typed). */
  onNamesChange?: (names: { main_name: string; sub_name: string }) => void;
  /** Why a name will not fit in the logo, per field, shown under it until the name changes. */
  fitErrors?: Partial<Record<'main_name' | 'sub_name', string>> | undefined;
}

const disabledInput = 'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600';
const EMPTY: CartLineValues = { sub_name: '', main_name: '', logo_manual: false, logo_motion: false };

/**
 * The names to put in the logo, the two options with their prices, the total with its included
 * tax, and the submit button. Used to add a logo (detail page, favourites) and to change a line.
 */
export function CartLineForm(props: CartLineFormProps) {
  const {
    logoPrice,
    prices,
    closed = false,
    note,
    submitLabel,
    pendingLabel,
    onSubmit,
    submitTestId,
    onNamesChange,
    fitErrors,
  } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(lineForm),
    mode: 'onTouched',
    defaultValues: props.defaultValues ?? EMPTY,
  });
  const { errorOf, applyServerError } = useFormErrors(form);
  const money = (amount: number) => formatMoney({ amount, currency: prices.currency });
  const [manual, motion, mainName, subName] = form.watch([
    'logo_manual',
    'logo_motion',
    'main_name',
    'sub_name',
  ]);
  useEffect(() => {
    onNamesChange?.({ main_name: mainName ?? '', sub_name: subName ?? '' });
  }, [onNamesChange, mainName, subName]);
  const total = itemPrice(
    {
      locale: lang,
      currency: prices.currency,
      logoPrice,
      logoManualPrice: prices.logo_manual_price,
      logoMotionPrice: prices.logo_motion_price,
      taxPercent: prices.tax,
      cancellationFee: 0,
    },
    { logoManual: manual === true, logoMotion: motion === true },
  );

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (hasFieldErrors(error)) setBanner(applyServerError(error, FIELDS));
    }
  });

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <FormBanner message={banner} />
      <fieldset disabled={closed} className="space-y-3">
        <legend className="mb-1 text-sm font-bold text-gray-900">{t('tank.namesHeading')}</legend>
        <Field
          label={t('tank.subName')}
          hint={t('tank.subNameHint')}
          autoComplete="off"
          required
          inputClassName={disabledInput}
          error={errorOf('sub_name') ?? fitErrors?.sub_name}
          {...form.register('sub_name')}
        />
        <Field
          label={t('tank.mainName')}
          hint={t('tank.mainNameHint')}
          autoComplete="organization"
          required
          inputClassName={disabledInput}
          error={errorOf('main_name') ?? fitErrors?.main_name}
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
          disabled={closed || form.formState.isSubmitting}
          className={`${primaryButton} min-h-11 w-full`}
          data-testid={submitTestId}
        >
          {form.formState.isSubmitting ? pendingLabel : submitLabel}
        </button>
        {note ? <div className="mt-2 text-xs text-gray-700">{note}</div> : null}
      </div>
    </form>
  );
}
