import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSession } from '../../../../shared/auth/session.tsx';
import { useFormErrors } from '../../../../shared/forms/use-form-errors.ts';
import { useLang } from '../../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { Field, primaryButton, secondaryButton } from '../../../../shared/ui/field.tsx';
import { FormBanner } from '../../../../shared/ui/form-banner.tsx';
import { useToast } from '../../../../shared/ui/toast.tsx';
import { updateEmail, verifyEmailChange } from '../../api/profile.ts';
import { emailChangeForm, emailCodeForm } from '../../forms.ts';

function CodeStep({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const { setUser } = useSession();
  const form = useForm({ resolver: zodResolver(emailCodeForm), defaultValues: { code: '' } });
  const { errorOf, applyServerError } = useFormErrors(form);
  const [banner, setBanner] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: (code: string) => verifyEmailChange(lang, code),
    onSuccess: (user) => {
      setUser(user);
      toast.success(t('profile.updated'));
      onDone();
    },
    onError: (error) => {
      setBanner(applyServerError(error, ['code']));
      toast.error(t('profile.updateFailed'));
    },
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        setBanner(null);
        verify.mutate(values.code);
      })}
    >
      <p role="status" className="text-sm text-gray-700">
        {t('profile.codeSent', { email })}
      </p>
      <FormBanner message={banner} />
      <Field
        label={t('profile.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        inputClassName="max-w-48 tracking-widest"
        error={errorOf('code')}
        {...form.register('code')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={verify.isPending}>
          {verify.isPending ? t('form.saving') : t('profile.confirmCode')}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Changing the e-mail: the new address and the current password, then the code mailed to it. */
export function EmailChangeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const form = useForm({
    resolver: zodResolver(emailChangeForm),
    defaultValues: { email: '', password: '' },
  });
  const { errorOf, applyServerError } = useFormErrors(form);
  const [banner, setBanner] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (values: { email: string; password: string }) => updateEmail(lang, values),
    onError: (error) => {
      setBanner(applyServerError(error, ['email', 'password']));
      toast.error(t('profile.updateFailed'));
    },
  });

  if (request.isSuccess) return <CodeStep email={request.variables.email} onDone={onDone} />;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        setBanner(null);
        request.mutate(values);
      })}
    >
      <FormBanner message={banner} />
      <Field
        label={t('profile.newEmail')}
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        {...form.register('email')}
      />
      <Field
        label={t('profile.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errorOf('password')}
        {...form.register('password')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={request.isPending}>
          {request.isPending ? t('form.saving') : t('profile.sendCode')}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
