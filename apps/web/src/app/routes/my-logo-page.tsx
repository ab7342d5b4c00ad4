import { LogoCard } from '../../features/catalog/components/logo-card.tsx';
import { MyLogoView } from '../../features/favorites/components/my-logo-view.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/** /my-page/my-logo: the favourites view, showing each logo with the catalogue's card. */
export function MyLogoPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tank.myLogoTitle'));
  return <MyLogoView renderCard={(card) => <LogoCard card={card} />} />;
}
