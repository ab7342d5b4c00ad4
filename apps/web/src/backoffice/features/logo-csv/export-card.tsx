import { useId, useState } from 'react';
import { denseButton } from '../../../shared/ui/field.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { exportUrl } from './api.ts';

const STATES = ['0', '2', '7', '8'] as const;

/** The export: which logos, then a link the browser downloads as it streams in. */
export function ExportCard() {
  const { t } = useBoTranslation();
  const titleId = useId();
  const [state, setState] = useState('');
  const options = [
    { value: '', label: t('logoCsv.export.all') },
    ...STATES.map((s) => ({ value: s, label: t(`logoCsv.export.states.${s}`) })),
  ];
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 shadow-xs"
    >
      <h2 id={titleId} className="text-lg font-bold text-gray-900">
        {t('logoCsv.export.title')}
      </h2>
      <p className="text-sm text-gray-700">{t('logoCsv.export.lead')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('logoCsv.export.state')}
          value={state}
          onChange={(event) => setState(event.target.value)}
          options={options}
          className="w-full sm:w-64"
        />
        <a href={exportUrl(state)} download className={denseButton.primary} data-testid="csv-export">
          {t('logoCsv.export.download')}
        </a>
      </div>
    </section>
  );
}
