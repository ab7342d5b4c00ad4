import { updateFirstPasswordBody } from '@logoya/core/contracts/accounts';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/auth/session.tsx';
import { useContractForm } from '../../shared/forms/use-contract-form.ts';
import { denseButton } from '../../shared/ui/field.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { updateFirstPassword } from '../api/accounts.ts';
import { useBoTranslation } from '../i18n/i18n.ts';
import { useBackofficePath } from '../lib/base-path.tsx';
import { NewPasswordFields } from '../ui/password-fields.tsx';

/**
 * The forced new password of a first login (SPEC §4): it cannot be dismissed, only completed or
 * left by signing out. Success goes to the profile with ?login=first.
 */
export function FirstPasswordDialog() {
  const { t } = useBoTranslation();
  const { setUser, signOut } = useSession();
  const navigate = useNavigate();
  const path = useBackofficePath();
  const toast = useToast();
  const form = useContractForm(updateFirstPasswordBody, { defaultValues: { newPass: '', confirmPass: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const user = await updateFirstPassword({ newPass: values.newPass, confirmPass: values.confirmPass });
      setUser(user);
      navigate(path('/profile?login=first'), { replace: true });
    } catch (error) {
      // The server's message goes on the new password at first login (SPEC §8).
      const text = form.applyServerError(error, { fallbackField: 'newPass' });
      if (text) toast.error(text);
    }
  });

  const logout = async () => {
    await signOut();
    navigate(path('/login'), { replace: true });
  };

  return (
    <Modal
      open
      title={t('firstLogin.title')}
      onClose={() => {}}
      dismissible={false}
      size="max-w-lg"
      testId="first-password-dialog"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-gray-700">{t('firstLogin.lead')}</p>
        <NewPasswordFields
          passwordLabel={t('fields.new_password')}
          confirmationLabel={t('fields.confirmation_password')}
          password={form.field('newPass')}
          confirmation={form.field('confirmPass')}
        />
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <button type="button" onClick={logout} className={denseButton.secondary}>
            {t('topBar.logout')}
          </button>
          <button type="submit" disabled={isSubmitting} className={denseButton.primary}>
            {isSubmitting ? t('firstLogin.submitting') : t('firstLogin.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
