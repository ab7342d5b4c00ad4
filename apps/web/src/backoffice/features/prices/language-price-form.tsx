import type { Locale, PriceKey } from '@logoya/core/constants';
import { formatMoney, type PriceSettingRow } from '@logoya/core/rules/money';
import { priceSettingIssue } from '@logoya/core/rules/price-bounds';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { denseButton } from '../../../shared/ui/field.tsx';
import { NumberField } from '../../../shared/ui/number-field.tsx';
import { useToast } from '../../../shared/ui/toast.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { savePriceSettings } from './api.ts';
import { PriceChangeList } from './price-change-list.tsx';
import { type PriceFormValues, priceFormSchema } from './price-schema.ts';
import { currencyOf, formValuesOf, minorOf, priceChanges, settingsOf } from './price-units.ts';

const MONEY_KEYS = ['logo_price', 'logo_manual_price', 'logo_motion_price', 'cancellation_fee'] as const;

/**
 * The inputs keep a minus and every decimal typed (issue 24: "-5" became 5): the rule refuses
 * them with the server's words instead of the input changing the number.
 */
const AS_TYPED = { allowNegative: true, decimals: 6 } as const;

interface LanguagePriceFormProps {
  lang: Locale;
  rows: readonly PriceSettingRow[];
}

/**
 * The settings of one language (SPEC §3 Price settings): money in the currency's units with
 * thousands separators, tax in percent. Saving asks first, showing each change old → new, then
 * sends only the changed settings and says '更新しました。'.
 */
export function LanguagePriceForm({ lang, rows }: LanguagePriceFormProps) {
  const { t } = useBoTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const headingId = useId();
  const currency = currencyOf(lang);
  const language = t(`prices.languages.${lang}`);
  const values = formValuesOf(rows, lang);
  const form = useContractForm(priceFormSchema(lang), { defaultValues: values, values });
  const watched = useWatch({ control: form.control }) as PriceFormValues;
  const [saving, setSaving] = useState(false);

  // Checked first; then asked (the form is not "saving" while the question is open); then sent.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    let input: PriceFormValues | undefined;
    await form.handleSubmit((valid) => {
      input = valid;
    })(event);
    if (!input) return;
    const changes = priceChanges(rows, settingsOf(input, lang));
    if (changes.length === 0) {
      toast.success(t('prices.unchanged'));
      return;
    }
    const yes = await confirm(t('prices.confirmTitle', { language, currency }), {
      body: <PriceChangeList lang={lang} changes={changes} />,
      yesLabel: t('prices.confirmYes'),
      noLabel: t('common.cancel'),
    });
    if (!yes) return;
    const settings = changes.map(({ key, after }) => ({ key, lang, value: after }));
    // The server names a refused setting by its place in the list: back to the field it came from.
    const rename = Object.fromEntries(settings.map((s, i) => [`settings.${i}.value`, s.key as PriceKey]));
    setSaving(true);
    try {
      await savePriceSettings(settings);
      toast.success(t('common.updated'));
      // Every shop price the app holds may have changed; the back office's own lists did not.
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'backoffice' });
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'price-settings'] });
    } catch (error) {
      toast.error(form.applyServerError(error, { rename }) ?? t('common.updateFailed'));
    } finally {
      setSaving(false);
    }
  };

  const hintOf = (key: PriceKey) => {
    const amount = watched[key];
    if (amount === undefined) return key === 'logo_price' ? t('prices.fallbackHint') : t('prices.notSet');
    const minor = minorOf(amount, currency);
    // A refused amount is not what the shop would show: its message says why instead.
    if (priceSettingIssue(key, lang, minor)) return undefined;
    return t('prices.shown', { amount: formatMoney({ amount: minor, currency }) });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white shadow-xs">
      <form noValidate onSubmit={submit} data-testid={`prices-${lang}`}>
        <h2 id={headingId} className="border-b border-gray-100 px-4 py-3 text-base font-bold text-gray-900">
          {t('prices.section', { language, currency })}
        </h2>
        <fieldset disabled={saving} className="min-w-0 space-y-4 p-4">
          {MONEY_KEYS.map((key) => (
            <NumberField
              key={key}
              label={t('prices.moneyLabel', { label: t(`prices.keys.${key}`), currency })}
              hint={hintOf(key)}
              placeholder={t('prices.notSet')}
              {...AS_TYPED}
              control={form.control}
              name={key}
              error={form.errorOf(key)}
            />
          ))}
          <NumberField
            label={t('prices.keys.tax')}
            hint={watched.tax === undefined ? t('prices.taxDefaultHint') : undefined}
            placeholder={t('prices.notSet')}
            {...AS_TYPED}
            control={form.control}
            name="tax"
            error={form.errorOf('tax')}
          />
        </fieldset>
        <div className="flex justify-end border-t border-gray-100 px-4 py-3">
          <button
            type="submit"
            disabled={saving}
            aria-label={t('prices.save', { language })}
            className={denseButton.primary}
          >
            {saving ? t('edit.saving') : t('edit.update')}
          </button>
        </div>
      </form>
    </section>
  );
}
