import { useSearchParams } from 'react-router';
import { PasswordResetView } from '../../features/account/components/password-reset/password-reset-view.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/** /:lang/password-reset?email=…&token=… from the reset mail. */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useDocumentTitle(t('meta.passwordResetTitle'));
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  // A new link starts a fresh check and form.
  return <PasswordResetView key={`${email}\n${token}`} email={email} token={token} />;
}
