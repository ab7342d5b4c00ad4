import { LOCALES } from '@logoya/core/constants';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { denseButton } from '../../../shared/ui/field.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { priceSettingsQuery } from './api.ts';
import { LanguagePriceForm } from './language-price-form.tsx';

/**
 * /{prefix}/price-settings (admin; issue 10, beyond the spec): the logo price, option prices, tax
 * and cancellation fee of each language. The shop shows a change at once; orders keep theirs.
 */
export function PricesPage() {
  const { t } = useBoTranslation();
  useDocumentTitle(t('prices.title'), t('app.name'));
  const query = useQuery(priceSettingsQuery());
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <PageHeader title={t('prices.title')} />
      <p className="text-sm text-gray-700">{t('prices.lead')}</p>
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        {t('prices.note')}
      </p>
      {query.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-gray-700">
          {t('common.loading')}
        </p>
      ) : query.isError ? (
        <div
          role="alert"
          className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <p>{t('common.loadError')}</p>
          <button type="button" onClick={() => void query.refetch()} className={denseButton.secondary}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <div className="grid gap-4 xl:grid-cols-3">
          {LOCALES.map((lang) => (
            <LanguagePriceForm key={lang} lang={lang} rows={query.data} />
          ))}
        </div>
      )}
    </div>
  );
}
