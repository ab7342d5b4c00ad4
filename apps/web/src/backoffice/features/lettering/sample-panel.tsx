import type { LetteringPreview } from '@logoya/core';
import { useId } from 'react';
import { Field } from '../../../shared/ui/field.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { SAMPLE_NAMES, type SampleNames } from './lettering-defaults.ts';

export type Names = { main_name: string; sub_name: string };

interface SamplePanelProps {
  names: Names;
  onNames: (names: Names) => void;
  /** The names' language for `lang` (the sample's, or the page's once typed over). */
  lang: SampleNames['lang'] | undefined;
  sample: string;
  onSample: (sample: SampleNames) => void;
  slots: LetteringPreview['slots'] | undefined;
}

/** The names the preview is drawn with (samples in ja, en, vi, short and long, or typed) and each slot's fit. */
export function SamplePanel({ names, onNames, lang, sample, onSample, slots }: SamplePanelProps) {
  const { t } = useBoTranslation();
  const headingId = useId();
  const options = [
    ...SAMPLE_NAMES.map((s) => ({
      value: s.id,
      label: `${t(`logos.lettering.sampleNames.${s.id as 'ja-short'}`)}：${s.main_name} / ${s.sub_name}`,
    })),
    ...(sample === '' ? [{ value: '', label: t('logos.lettering.sampleTyped') }] : []),
  ];
  const fitText = (slot: 'main' | 'sub') => {
    const fit = slots?.[slot];
    if (!fit) return '—';
    return fit.fits
      ? t('logos.lettering.fits', { size: String(Math.round(fit.size * 10) / 10) })
      : t(`logos.lettering.fitReasons.${fit.reason ?? 'too_long'}`);
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-gray-200 p-3">
      <h3 id={headingId} className="text-sm font-bold text-gray-900">
        {t('logos.lettering.samples')}
      </h3>
      <SelectField
        label={t('logos.lettering.sample')}
        options={options}
        hint={t('logos.lettering.sampleHint')}
        value={sample}
        onChange={(event) => {
          const chosen = SAMPLE_NAMES.find((s) => s.id === event.target.value);
          if (chosen) onSample(chosen);
        }}
        data-testid="sample-select"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('logos.lettering.sampleMain')}
          value={names.main_name}
          lang={lang}
          maxLength={100}
          onChange={(event) => onNames({ ...names, main_name: event.target.value })}
        />
        <Field
          label={t('logos.lettering.sampleSub')}
          value={names.sub_name}
          lang={lang}
          maxLength={100}
          onChange={(event) => onNames({ ...names, sub_name: event.target.value })}
        />
      </div>
      <ul className="space-y-1 text-sm" data-testid="fit-list">
        {(['main', 'sub'] as const).map((slot) => {
          const fit = slots?.[slot];
          const bad = fit ? !fit.fits : false;
          return (
            <li
              key={slot}
              data-testid={`fit-${slot}`}
              data-fits={fit ? String(fit.fits) : undefined}
              className={bad ? 'font-semibold text-red-700' : 'text-gray-800'}
            >
              {t('logos.lettering.fit', {
                name: t(slot === 'main' ? 'logos.lettering.slotMain' : 'logos.lettering.slotSub'),
                state: fitText(slot),
              })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
