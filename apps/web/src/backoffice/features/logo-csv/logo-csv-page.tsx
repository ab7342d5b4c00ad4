import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { ExportCard } from './export-card.tsx';
import { FormatHelp } from './format-help.tsx';
import { ImportCard } from './import-card.tsx';

/**
 * /{prefix}/logos/import (admin; issue 10, beyond the spec): the catalogue as CSV, out and back
 * in, with the images in a zip and a progress bar.
 */
export function LogoCsvPage() {
  const { t } = useBoTranslation();
  useDocumentTitle(t('logoCsv.title'), t('app.name'));
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <PageHeader title={t('logoCsv.title')} />
      <p className="text-sm text-gray-700">{t('logoCsv.lead')}</p>
      <ExportCard />
      <ImportCard />
      <FormatHelp />
    </div>
  );
}
