import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormErrors } from '../../../../shared/forms/use-form-errors.ts';
import { useLang } from '../../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { Field, linkButton, primaryButton } from '../../../../shared/ui/field.tsx';
import { FormBanner } from '../../../../shared/ui/form-banner.tsx';
import { forgotPassword } from '../../api/auth.ts';
import { forgotForm } from '../../forms.ts';
import { Captcha } from './captcha.tsx';
import { captchaValidation } from './captcha-validation.ts';

/** The forgot-password view of the sign-in modal: e-mail and captcha, then a check-your-mail note. */
export function ForgotForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useForm({ resolver: zodResolver(forgotForm), defaultValues: { email: '', captcha: '' } });
  const { errorOf, applyServerError } = useFormErrors(form);
  const [banner, setBanner] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const mutation = useMutation({
    mutationFn: (values: { email: string; captcha: string }) => forgotPassword(lang, values),
    onError: (error) => {
      setBanner(applyServerError(error, ['email', 'captcha']));
      form.setValue('captcha', '');
      setCaptchaRound((n) => n + 1);
    },
  });

  if (mutation.isSuccess) {
    return (
      <div className="space-y-4" data-testid="forgot-sent">
        <div
          role="status"
          className="rounded-md border border-green-200 bg-green-50 px-3 py-3 text-sm text-green-900"
        >
          <p className="font-semibold">{t('auth.forgotSentTitle')}</p>
          <p className="mt-1">{t('auth.forgotSent', { email: mutation.variables.email })}</p>
        </div>
        <button type="button" className={linkButton} onClick={onBack}>
          {t('auth.backToSignIn')}
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        setBanner(null);
        mutation.mutate(values);
      })}
    >
      <p className="text-sm text-gray-700">{t('auth.forgotIntro')}</p>
      <FormBanner message={banner} />
      <Field
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        {...form.register('email')}
      />
      <Captcha
        key={captchaRound}
        error={errorOf('captcha')}
        onChange={(payload) =>
          form.setValue('captcha', payload, captchaValidation(form.formState.isSubmitted, payload))
        }
      />
      <button type="submit" className={`${primaryButton} w-full`} disabled={mutation.isPending}>
        {mutation.isPending ? t('common.loading') : t('auth.forgotSubmit')}
      </button>
      <button type="button" className={linkButton} onClick={onBack}>
        {t('auth.backToSignIn')}
      </button>
    </form>
  );
}
