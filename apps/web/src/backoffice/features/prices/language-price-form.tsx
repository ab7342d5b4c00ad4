import type { Locale, PriceKey } from '@logoya/core/constants';
import { CURRENCY_DECIMALS } from '@logoya/core/constants';
import { formatMoney, type PriceSettingRow, toMinor } from '@logoya/core/rules/money';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useToast } from '../../../shared/ui/toast.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { buttonPrimary, NumberField } from '../../ui/form.tsx';
import { savePriceSettings } from './api.ts';
import { type PriceFormValues, priceFormSchema } from './price-schema.ts';
import { currencyOf, formValuesOf, settingsOf } from './price-units.ts';

const MONEY_KEYS = ['logo_price', 'logo_manual_price', 'logo_motion_price', 'cancellation_fee'] as const;

interface LanguagePriceFormProps {
  lang: Locale;
  rows: readonly PriceSettingRow[];
}

/**
 * The settings of one language (SPEC §3 Price settings): money in the currency's units with
 * thousands separators, tax in percent; saved alone with '更新しました。'.
 */
export function LanguagePriceForm({ lang, rows }: LanguagePriceFormProps) {
  const { t } = useBoTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const headingId = useId();
  const currency = currencyOf(lang);
  const language = t(`prices.languages.${lang}`);
  const values = formValuesOf(rows, lang);
  const form = useContractForm(priceFormSchema(lang), { defaultValues: values, values });
  const watched = useWatch({ control: form.control }) as PriceFormValues;
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    const settings = settingsOf(input, lang);
    // The server names a refused setting by its place in the list: back to the field it came from.
    const rename = Object.fromEntries(settings.map((s, i) => [`settings.${i}.value`, s.key as PriceKey]));
    try {
      await savePriceSettings(settings);
      toast.success(t('common.updated'));
      // Every shop price the app holds may have changed; the back office's own lists did not.
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'backoffice' });
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'price-settings'] });
    } catch (error) {
      toast.error(form.applyServerError(error, { rename }) ?? t('common.updateFailed'));
    }
  });

  const hintOf = (key: PriceKey) => {
    const amount = watched[key];
    if (amount === undefined) return key === 'logo_price' ? t('prices.fallbackHint') : t('prices.notSet');
    return t('prices.shown', { amount: formatMoney({ amount: toMinor(amount, currency), currency }) });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white shadow-xs">
      <form noValidate onSubmit={submit} data-testid={`prices-${lang}`}>
        <h2 id={headingId} className="border-b border-gray-100 px-4 py-3 text-base font-bold text-gray-900">
          {t('prices.section', { language, currency })}
        </h2>
        <fieldset disabled={isSubmitting} className="min-w-0 space-y-4 p-4">
          {MONEY_KEYS.map((key) => (
            <NumberField
              key={key}
              label={t('prices.moneyLabel', { label: t(`prices.keys.${key}`), currency })}
              hint={hintOf(key)}
              placeholder={t('prices.notSet')}
              decimals={CURRENCY_DECIMALS[currency]}
              control={form.control}
              name={key}
              error={form.errorOf(key)}
            />
          ))}
          <NumberField
            label={t('prices.keys.tax')}
            hint={watched.tax === undefined ? t('prices.taxDefaultHint') : undefined}
            placeholder={t('prices.notSet')}
            control={form.control}
            name="tax"
            error={form.errorOf('tax')}
          />
        </fieldset>
        <div className="flex justify-end border-t border-gray-100 px-4 py-3">
          <button
            type="submit"
            disabled={isSubmitting}
            aria-label={t('prices.save', { language })}
            className={buttonPrimary}
          >
            {isSubmitting ? t('edit.saving') : t('edit.update')}
          </button>
        </div>
      </form>
    </section>
  );
}
