import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { denseButton } from '../../../shared/ui/field.tsx';
import { useToast } from '../../../shared/ui/toast.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import type { LoginState } from '../../lib/login-state.ts';
import { NewPasswordFields } from '../../ui/password-fields.tsx';
import { createPassword } from './api.ts';
import { createPasswordForm } from './create-password-schema.ts';

/** The new password and its confirmation; success goes to the login, which says it is set. */
export function CreatePasswordForm({ token, onExpired }: { token: string; onExpired: () => void }) {
  const { t } = useBoTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const path = useBackofficePath();
  const form = useContractForm(createPasswordForm, {
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await createPassword({ token, password: values.password });
      // Said once, on the login page it is about (not a toast that could follow onto the dashboard).
      navigate(path('/login'), { replace: true, state: { passwordSet: true } satisfies LoginState });
    } catch (error) {
      // The link ran out (or was used) while the form was open: the page shows that instead.
      if (error instanceof ApiError && error.errors.token) return onExpired();
      const text = form.applyServerError(error);
      if (text) toast.error(text);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <NewPasswordFields
        passwordLabel={t('fields.password')}
        confirmationLabel={t('createPassword.confirm')}
        password={form.field('password')}
        confirmation={form.field('password_confirmation')}
      />
      <button type="submit" disabled={isSubmitting} className={`${denseButton.primary} w-full py-2.5`}>
        {isSubmitting ? t('createPassword.submitting') : t('createPassword.submit')}
      </button>
    </form>
  );
}
