import { zodResolver } from '@hookform/resolvers/zod';
import { updateFirstPasswordBody } from '@logoya/core/contracts/accounts';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useSession } from '../../shared/auth/session.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { updateFirstPassword } from '../api/accounts.ts';
import { ja } from '../i18n/ja.ts';
import { useBackofficePath } from '../lib/base-path.tsx';
import { applyServerErrors, failureText } from '../lib/form-errors.ts';
import { boMessage } from '../lib/messages.ts';
import { buttonPrimary, buttonSecondary, TextField } from '../ui/form.tsx';

type Input = z.input<typeof updateFirstPasswordBody>;
type Output = z.output<typeof updateFirstPasswordBody>;

/**
 * The forced new password of a first login (SPEC §4): it cannot be dismissed, only completed or
 * left by signing out. Success goes to the profile with ?login=first.
 */
export function FirstPasswordDialog() {
  const { setUser, signOut } = useSession();
  const navigate = useNavigate();
  const path = useBackofficePath();
  const toast = useToast();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(updateFirstPasswordBody),
    defaultValues: { newPass: '', confirmPass: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const user = await updateFirstPassword({ newPass: values.newPass, confirmPass: values.confirmPass });
      setUser(user);
      navigate(path('/profile?login=first'), { replace: true });
    } catch (error) {
      // The server's message goes on the new password at first login (SPEC §8).
      if (!applyServerErrors(error, form.setError, ['newPass', 'confirmPass'], 'newPass')) {
        toast.error(failureText(error));
      }
    }
  });

  const logout = async () => {
    await signOut();
    navigate(path('/login'), { replace: true });
  };

  return (
    <Modal
      open
      title={ja.firstLogin.title}
      onClose={() => {}}
      dismissible={false}
      size="max-w-lg"
      testId="first-password-dialog"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-gray-700">{ja.firstLogin.lead}</p>
        <TextField
          label={ja.fields.new_password}
          type="password"
          autoComplete="new-password"
          required
          hint={ja.password.rule}
          error={boMessage(errors.newPass?.message)}
          {...form.register('newPass')}
        />
        <TextField
          label={ja.fields.confirmation_password}
          type="password"
          autoComplete="new-password"
          required
          error={boMessage(errors.confirmPass?.message)}
          {...form.register('confirmPass')}
        />
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <button type="button" onClick={logout} className={buttonSecondary}>
            {ja.topBar.logout}
          </button>
          <button type="submit" disabled={isSubmitting} className={buttonPrimary}>
            {isSubmitting ? ja.firstLogin.submitting : ja.firstLogin.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
