import type { LogoImportResult } from '@logoya/core/contracts/staff-logo-csv';
import { useId } from 'react';
import { useBoTranslation } from '../../i18n/i18n.ts';

/** The import's report: the counts, then each refused row with its messages per column. */
export function ImportResult({ result }: { result: LogoImportResult }) {
  const { t } = useBoTranslation();
  const titleId = useId();
  const failuresId = useId();
  const figures = [
    ['total', result.total],
    ['created', result.created],
    ['updated', result.updated],
    ['unchanged', result.unchanged],
    ['failed', result.failed.length],
  ] as const;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="import-result"
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 shadow-xs"
    >
      <h2 id={titleId} className="text-lg font-bold text-gray-900">
        {result.dry_run ? t('logoCsv.result.dryRunTitle') : t('logoCsv.result.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map(([key, value]) => (
          <div
            key={key}
            className={`rounded-md border p-3 ${key === 'failed' && value > 0 ? 'border-red-300 bg-red-50' : 'border-gray-200 bg-gray-50'}`}
          >
            <dt className="text-xs text-gray-700">{t(`logoCsv.result.${key}`)}</dt>
            <dd className="text-lg font-bold text-gray-900 tabular-nums" data-testid={`result-${key}`}>
              {t('logoCsv.result.count', { count: value })}
            </dd>
          </div>
        ))}
      </dl>
      {result.failed.length === 0 ? (
        <p className="text-sm text-green-800">{t('logoCsv.result.allGood')}</p>
      ) : (
        <div className="space-y-2">
          <h3 id={failuresId} className="font-semibold text-gray-900">
            {t('logoCsv.result.failures')}
          </h3>
          <ol aria-labelledby={failuresId} className="space-y-2">
            {result.failed.map((failure) => (
              <li
                key={failure.row}
                data-testid="import-failure"
                className="rounded-md border border-red-200 bg-red-50 p-3 text-sm"
              >
                <p className="font-semibold text-red-900">
                  {t('logoCsv.result.row', { row: String(failure.row) })}
                  <span className="ml-2 font-normal text-red-900">
                    （
                    {failure.id === null
                      ? t('logoCsv.result.newLogo')
                      : t('logoCsv.result.logoId', { id: String(failure.id) })}
                    ）
                  </span>
                </p>
                <ul className="mt-1 space-y-1">
                  {Object.entries(failure.errors).map(([column, messages]) => (
                    <li key={column} className="break-words text-red-900">
                      <code className="mr-2 rounded bg-white px-1 font-mono text-xs text-gray-900">
                        {column === 'row' ? t('logoCsv.result.wholeRow') : column}
                      </code>
                      {messages.join(' ')}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
