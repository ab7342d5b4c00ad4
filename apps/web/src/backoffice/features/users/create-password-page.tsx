import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { userMessage } from '../../../shared/api/user-message.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { denseButton } from '../../../shared/ui/field.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { invitationTokenQuery } from './api.ts';
import { CreatePasswordForm } from './create-password-form.tsx';
import { InvitationShell } from './invitation-shell.tsx';

/**
 * /{prefix}/create-password?token=… (public): the page of the invitation mail new staff receive.
 * The link is checked first; a used or expired one says so and leads to the login.
 */
export function CreatePasswordPage() {
  const { t } = useBoTranslation();
  const path = useBackofficePath();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  useDocumentTitle(t('createPassword.title'), t('app.name'));
  const check = useQuery({ ...invitationTokenQuery(token), enabled: token !== '' });

  if (token !== '' && check.isPending) {
    return (
      <InvitationShell title={t('createPassword.title')}>
        <p role="status" className="py-4 text-center text-sm text-gray-700">
          {t('createPassword.checking')}
        </p>
      </InvitationShell>
    );
  }
  // Only a refused token means the link is bad; a busy server (429, 5xx) may be asked again.
  if (check.isError && !(check.error instanceof ApiError && check.error.status === 422)) {
    return (
      <InvitationShell title={t('createPassword.title')}>
        <p role="alert" className="mb-5 text-sm text-red-800">
          {userMessage(check.error) ?? t('common.error')}
        </p>
        <button
          type="button"
          onClick={() => void check.refetch()}
          className={`${denseButton.primary} w-full`}
        >
          {t('common.retry')}
        </button>
      </InvitationShell>
    );
  }
  if (token === '' || check.isError) {
    return (
      <InvitationShell title={t('createPassword.invalidTitle')}>
        <p className="mb-5 text-sm text-gray-700" data-testid="invitation-invalid">
          {t('createPassword.invalid')}
        </p>
        <Link to={path('/login')} className={`${denseButton.primary} w-full`}>
          {t('createPassword.toLogin')}
        </Link>
      </InvitationShell>
    );
  }
  return (
    <InvitationShell title={t('createPassword.title')} lead={t('createPassword.lead')}>
      <CreatePasswordForm token={token} onExpired={() => void check.refetch()} />
    </InvitationShell>
  );
}
