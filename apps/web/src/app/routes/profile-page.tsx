import { useTranslation } from 'react-i18next';
import { ProfileView } from '../../features/account/components/profile/profile-view.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('meta.profileTitle'));
  return <ProfileView />;
}
