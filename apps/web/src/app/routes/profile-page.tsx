import { ProfileView } from '../../features/account/components/profile/profile-view.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('meta.profileTitle'));
  return <ProfileView />;
}
