import { useTranslation } from 'react-i18next';
import { SearchResults } from '../../features/catalog/components/search-results.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

export function SearchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('meta.searchTitle'));
  return (
    <>
      <h1 className="sr-only">{t('meta.searchTitle')}</h1>
      <SearchResults />
    </>
  );
}
