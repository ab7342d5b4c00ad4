import { useId } from 'react';
import { useBoTranslation } from '../../i18n/i18n.ts';

/** Where an import is: the file going out, the server checking it, then rows done of the total (on the server, ADR 0077). */
export type ImportPhase =
  | { step: 'upload'; percent: number }
  | { step: 'check' }
  | { step: 'rows'; done: number; total: number };

/** One bar for the whole import: the upload fills the first tenth, the rows the rest. */
function barValue(phase: ImportPhase): number | undefined {
  if (phase.step === 'upload') return Math.round(phase.percent / 10);
  if (phase.step === 'check') return undefined;
  return phase.total > 0 ? 10 + Math.round((phase.done / phase.total) * 90) : 10;
}

export function ImportProgress({ phase }: { phase: ImportPhase }) {
  const { t } = useBoTranslation();
  const id = useId();
  const text =
    phase.step === 'upload'
      ? t('logoCsv.import.uploading', { percent: String(phase.percent) })
      : phase.step === 'check'
        ? t('logoCsv.import.checkingFile')
        : t('logoCsv.import.rows', { done: String(phase.done), total: String(phase.total) });
  return (
    <div className="space-y-1" data-testid="import-progress">
      <p id={id} className="text-sm text-gray-700 tabular-nums">
        {text}
      </p>
      <progress
        aria-labelledby={id}
        max={100}
        value={barValue(phase)}
        className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-orange-600 [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-orange-600"
      />
      {phase.step === 'rows' ? (
        <p className="text-xs text-gray-600">{t('logoCsv.import.background')}</p>
      ) : null}
    </div>
  );
}
