import { dashboardStatsQuery as statsQueryContract } from '@logoya/core/contracts/staff-files';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { denseButton, Field } from '../../../shared/ui/field.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { dashboardStatsQuery, designersQuery } from './api.ts';
import { RANGE_PRESETS, type RangeChoice, type StatsRange } from './stats-range.ts';

// The contract's own day rule (a real YYYY-MM-DD); the order and length of the period are the
// server's to judge, and its 422 lands on the fields.
const customRange = statsQueryContract.pick({ from: true, to: true });

const choiceClass =
  'relative cursor-pointer rounded-md border px-3 py-1.5 text-sm font-semibold focus-within:outline-2 focus-within:outline-orange-700';
const chosenClass = 'border-orange-700 bg-orange-700 text-white';
const otherClass = 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50';

interface RangeControlsProps {
  range: StatsRange;
  /** The period on screen (a custom range starts from it). */
  shown: { from: string; to: string } | undefined;
  onChange: (range: StatsRange) => void;
}

/** 7日 / 30日 / 90日 / カスタム; a custom period is asked of the server before the URL changes. */
export function RangeControls({ range, shown, onChange }: RangeControlsProps) {
  const { t } = useBoTranslation();
  const [customOpen, setCustomOpen] = useState(range.choice === 'custom');
  const checked: RangeChoice = customOpen ? 'custom' : range.choice;
  const choices: { value: RangeChoice; label: string }[] = [
    ...RANGE_PRESETS.map((days) => ({ value: days, label: t('stats.range.days', { days: String(days) }) })),
    { value: 'custom', label: t('stats.range.custom') },
  ];
  const pick = (value: RangeChoice) => {
    if (value === 'custom') {
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    onChange({ choice: value, ...(range.designerId ? { designerId: range.designerId } : {}) });
  };
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-gray-800">{t('stats.range.legend')}</legend>
        <div className="flex flex-wrap gap-2">
          {choices.map((choice) => (
            <label
              key={choice.value}
              className={`${choiceClass} ${checked === choice.value ? chosenClass : otherClass}`}
            >
              <input
                type="radio"
                name="stats-range"
                value={choice.value}
                checked={checked === choice.value}
                onChange={() => pick(choice.value)}
                className="sr-only"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      {customOpen ? (
        <CustomRangeForm
          initial={{ from: range.from || shown?.from || '', to: range.to || shown?.to || '' }}
          designerId={range.designerId}
          onApply={(from, to) =>
            onChange({
              choice: 'custom',
              from,
              to,
              ...(range.designerId ? { designerId: range.designerId } : {}),
            })
          }
        />
      ) : null}
    </div>
  );
}

function CustomRangeForm({
  initial,
  designerId,
  onApply,
}: {
  initial: { from: string; to: string };
  designerId: number | undefined;
  onApply: (from: string, to: string) => void;
}) {
  const { t } = useBoTranslation();
  const client = useQueryClient();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useContractForm(customRange, { defaultValues: initial });
  const submit = form.handleSubmit(async ({ from = '', to = '' }) => {
    setBanner(null);
    try {
      await client.fetchQuery(
        dashboardStatsQuery({ from, to, ...(designerId ? { designer_id: designerId } : {}) }),
      );
      onApply(from, to);
    } catch (error) {
      setBanner(form.applyServerError(error, { fields: ['from', 'to'] }));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
      <Field type="date" label={t('stats.range.from')} required {...form.field('from')} />
      <Field type="date" label={t('stats.range.to')} required {...form.field('to')} />
      <button type="submit" className={`${denseButton.primary} mt-6`} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('stats.range.applying') : t('stats.range.apply')}
      </button>
      {banner ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {banner}
        </p>
      ) : null}
    </form>
  );
}

/** An admin's choice: the whole shop, or one designer's logos. */
export function TargetPicker({
  designerId,
  onChange,
}: {
  designerId: number | undefined;
  onChange: (designerId: number | undefined) => void;
}) {
  const { t } = useBoTranslation();
  const designers = useQuery(designersQuery());
  const options: { value: string; label: string }[] = [
    { value: '', label: t('stats.target.shop') },
    ...(designers.data ?? []).map((d) => ({
      value: String(d.id),
      label: t('stats.target.designer', { name: d.name }),
    })),
  ];
  // A designer from the URL before the list has loaded still shows as chosen.
  if (designerId && !options.some((o) => o.value === String(designerId))) {
    options.push({ value: String(designerId), label: `ID ${designerId}` });
  }
  return (
    <SelectField
      label={t('stats.target.label')}
      options={options}
      value={designerId ? String(designerId) : ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      className="w-full sm:w-auto"
    />
  );
}
