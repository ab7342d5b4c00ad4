import { LOGO_CSV_COLUMNS } from '@logoya/core/contracts/staff-logo-csv';
import { useBoTranslation } from '../../i18n/i18n.ts';

/** The file's columns and rules, folded away until asked for. */
export function FormatHelp() {
  const { t } = useBoTranslation();
  const items = t('logoCsv.format.items', { returnObjects: true }) as readonly string[];
  return (
    <details className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs">
      <summary className="cursor-pointer font-semibold text-gray-900">{t('logoCsv.format.title')}</summary>
      <div className="mt-3 space-y-3 text-sm text-gray-800">
        <p>
          <span className="font-semibold">{t('logoCsv.format.columns')}：</span>
          <code className="break-words font-mono text-xs">{LOGO_CSV_COLUMNS.join(',')}</code>
        </p>
        <ul className="list-disc space-y-1 pl-5">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </details>
  );
}
