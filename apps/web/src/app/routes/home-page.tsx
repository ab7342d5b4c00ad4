import { useTranslation } from 'react-i18next';
import { AllLogos } from '../../features/catalog/components/all-logos.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('meta.homeTitle'));
  return (
    <>
      <section className="mb-6">
        <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{t('home.heading')}</h1>
        <p className="mt-2 max-w-3xl text-sm leading-relaxed text-gray-700 sm:text-base">{t('home.intro')}</p>
      </section>
      <AllLogos />
    </>
  );
}
