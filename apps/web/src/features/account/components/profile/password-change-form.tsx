import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../../shared/api/client.ts';
import { useSession } from '../../../../shared/auth/session.tsx';
import { useFormErrors } from '../../../../shared/forms/use-form-errors.ts';
import { useLang } from '../../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { Field, primaryButton, secondaryButton } from '../../../../shared/ui/field.tsx';
import { useToast } from '../../../../shared/ui/toast.tsx';
import { updatePassword } from '../../api/profile.ts';
import { passwordChangeForm } from '../../forms.ts';

type Values = { oldPass: string; newPass: string; confirmPass: string };

/** Current, new and confirmation password; a refusal goes on the current-password field (SPEC §8). */
export function PasswordChangeForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const { user } = useSession();
  const form = useForm({
    resolver: zodResolver(passwordChangeForm),
    defaultValues: { oldPass: '', newPass: '', confirmPass: '' },
  });
  const { errorOf, applyServerError } = useFormErrors(form);
  const change = useMutation({
    mutationFn: (values: Values) => updatePassword(lang, values),
    onSuccess: () => {
      toast.success(t('profile.updated'));
      onDone();
    },
    onError: (error) => {
      const rest = applyServerError(error, ['oldPass', 'newPass', 'confirmPass'], {
        old_password: 'oldPass',
        new_password: 'newPass',
        confirmation_password: 'confirmPass',
      });
      // A refusal without a field (or a network failure) still belongs to the current password.
      if (rest)
        form.setError(
          'oldPass',
          { type: 'server', message: error instanceof ApiError && error.status > 0 ? error.message : rest },
          { shouldFocus: true },
        );
      toast.error(t('profile.updateFailed'));
    },
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        change.mutate({ oldPass: values.oldPass, newPass: values.newPass, confirmPass: values.confirmPass }),
      )}
    >
      {/* Lets password managers update the right entry. */}
      <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <Field
        label={t('profile.oldPassword')}
        type="password"
        autoComplete="current-password"
        error={errorOf('oldPass')}
        {...form.register('oldPass')}
      />
      <Field
        label={t('profile.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('profile.passwordHint')}
        error={errorOf('newPass')}
        {...form.register('newPass')}
      />
      <Field
        label={t('profile.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errorOf('confirmPass')}
        {...form.register('confirmPass')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={change.isPending}>
          {change.isPending ? t('form.saving') : t('form.save')}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
