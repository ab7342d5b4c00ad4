import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../../shared/api/client.ts';
import { useFormErrors } from '../../../../shared/forms/use-form-errors.ts';
import { useLang } from '../../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { Field, primaryButton } from '../../../../shared/ui/field.tsx';
import { FormBanner } from '../../../../shared/ui/form-banner.tsx';
import { resetPassword } from '../../api/password.ts';
import { resetForm } from '../../forms.ts';

interface Props {
  email: string;
  token: string;
  onDone: () => void;
  onTokenRejected: () => void;
}

/** New password and its confirmation. */
export function PasswordResetForm({ email, token, onDone, onTokenRejected }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useForm({ resolver: zodResolver(resetForm), defaultValues: { newPass: '', confirmPass: '' } });
  const { errorOf, applyServerError } = useFormErrors(form);
  const [banner, setBanner] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: { newPass: string; confirmPass: string }) =>
      resetPassword(lang, {
        email,
        token,
        password: values.newPass,
        confirmation_password: values.confirmPass,
      }),
    onSuccess: onDone,
    onError: (error) => {
      if (error instanceof ApiError && (error.errors.token || error.errors.email)) return onTokenRejected();
      setBanner(
        applyServerError(error, ['newPass', 'confirmPass'], {
          password: 'newPass',
          confirmation_password: 'confirmPass',
        }),
      );
    },
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        setBanner(null);
        mutation.mutate(values);
      })}
    >
      <p className="text-sm text-gray-700">{t('passwordReset.intro', { email })}</p>
      <FormBanner message={banner} />
      {/* Lets password managers store the new password for the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        label={t('passwordReset.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordReset.hint')}
        error={errorOf('newPass')}
        {...form.register('newPass')}
      />
      <Field
        label={t('passwordReset.confirmation')}
        type="password"
        autoComplete="new-password"
        error={errorOf('confirmPass')}
        {...form.register('confirmPass')}
      />
      <button type="submit" className={`${primaryButton} w-full`} disabled={mutation.isPending}>
        {mutation.isPending ? t('form.saving') : t('passwordReset.submit')}
      </button>
    </form>
  );
}
