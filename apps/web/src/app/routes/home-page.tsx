import { AllLogos } from '../../features/catalog/components/all-logos.tsx';
import { HomeIntro } from '../../features/catalog/components/home-intro.tsx';
import { usePageTitle } from '../../shared/hooks/use-page-title.ts';
import { useLang } from '../../shared/i18n/locale.ts';

export function HomePage() {
  const lang = useLang();
  // The same title as the server's SEO head for this page.
  usePageTitle('home', lang);
  return (
    <>
      <HomeIntro />
      <AllLogos />
    </>
  );
}
