import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSession } from '../../../../shared/auth/session.tsx';
import { useFormErrors } from '../../../../shared/forms/use-form-errors.ts';
import { useLang } from '../../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { CheckboxField, Field, linkButton, primaryButton } from '../../../../shared/ui/field.tsx';
import { type SignInInput, signIn } from '../../api/auth.ts';
import { signInForm } from '../../forms.ts';
import { Captcha } from './captcha.tsx';
import { captchaValidation } from './captcha-validation.ts';
import { SocialButtons } from './social-buttons.tsx';

interface SignInFormProps {
  notice?: string | undefined;
  onForgot: () => void;
  onSignUp: () => void;
}

/** E-mail and password with remember me and the captcha; social buttons when configured. */
export function SignInForm({ notice, onForgot, onSignUp }: SignInFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const session = useSession();
  const form = useForm({
    resolver: zodResolver(signInForm),
    defaultValues: { email: '', password: '', remember: false, captcha: '' },
  });
  const { errorOf, applyServerError } = useFormErrors(form);
  const [banner, setBanner] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);

  const mutation = useMutation({
    mutationFn: (values: SignInInput) => signIn(lang, values),
    onSuccess: (data) => session.signIn(data),
    onError: (error) => {
      setBanner(applyServerError(error, ['email', 'password', 'captcha']));
      // A payload is accepted once: solve a new one for the next try.
      form.setValue('captcha', '');
      setCaptchaRound((n) => n + 1);
    },
  });

  return (
    <div className="space-y-4">
      {notice ? <p className="rounded-md bg-orange-50 px-3 py-2 text-sm text-orange-900">{notice}</p> : null}
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => {
          setBanner(null);
          mutation.mutate({ ...values, remember: values.remember ?? false });
        })}
      >
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          error={errorOf('email')}
          {...form.register('email')}
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          error={errorOf('password')}
          {...form.register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CheckboxField label={t('auth.remember')} {...form.register('remember')} />
          <button type="button" className={linkButton} onClick={onForgot}>
            {t('auth.forgotLink')}
          </button>
        </div>
        <Captcha
          key={captchaRound}
          error={errorOf('captcha')}
          onChange={(payload) =>
            form.setValue('captcha', payload, captchaValidation(form.formState.isSubmitted, payload))
          }
        />
        {banner ? <SignInFailure message={banner} onForgot={onForgot} /> : null}
        <button type="submit" className={`${primaryButton} w-full`} disabled={mutation.isPending}>
          {mutation.isPending ? t('common.loading') : t('auth.submitSignIn')}
        </button>
      </form>
      <SocialButtons />
      <p className="text-center text-sm text-gray-700">
        {t('auth.noAccount')}{' '}
        <button type="button" className={linkButton} onClick={onSignUp}>
          {t('auth.signUpLink')}
        </button>
      </p>
    </div>
  );
}

/**
 * A failed sign-in belongs to the whole form, not to the e-mail field: the spec's message, which
 * tells nothing about which part was wrong, beside the submit button, with the way out beside it.
 */
function SignInFailure({ message, onForgot }: { message: string; onForgot: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="sign-in-failure"
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md border border-red-200 bg-red-50 px-3 py-2"
    >
      <p role="alert" className="text-sm text-red-800">
        {message}
      </p>
      <button type="button" className={linkButton} onClick={onForgot}>
        {t('auth.forgotLink')}
      </button>
    </div>
  );
}
