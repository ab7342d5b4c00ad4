import { AllLogos } from '../../features/catalog/components/all-logos.tsx';
import { usePageTitle } from '../../shared/hooks/use-page-title.ts';
import { useLang } from '../../shared/i18n/locale.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

export function HomePage() {
  const { t } = useTranslation();
  const lang = useLang();
  // The same title as the server's SEO head for this page.
  usePageTitle('home', lang);
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
