import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../../shared/api/client.ts';
import { useSession } from '../../../../shared/auth/session.tsx';
import { useFormErrors } from '../../../../shared/forms/use-form-errors.ts';
import { useLang } from '../../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { Field, linkButton, primaryButton, secondaryButton } from '../../../../shared/ui/field.tsx';
import { FormBanner } from '../../../../shared/ui/form-banner.tsx';
import { useToast } from '../../../../shared/ui/toast.tsx';
import { resendCode, verifyCode } from '../../api/auth.ts';
import { otpForm } from '../../forms.ts';
import { forgetPendingSignUp, rememberPendingSignUp } from '../../lib/pending-sign-up.ts';
import { Captcha } from './captcha.tsx';

interface OtpFormProps {
  email: string;
  /** From the form just sent; missing after a reload (it is never stored), so it is asked for. */
  password?: string | undefined;
  /** Back to an empty sign-up form, for another address. */
  onOtherEmail: () => void;
}

/**
 * The 6-digit code from the sign-up mail, and the password chosen at sign-up when the form's is
 * gone (after a reload); a new code needs a fresh captcha.
 */
export function OtpForm({ email, password, onOtherEmail }: OtpFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const session = useSession();
  const form = useForm({
    resolver: zodResolver(otpForm),
    defaultValues: { email, password: password ?? '', code: '' },
  });
  const askPassword = password === undefined;
  const { errorOf, applyServerError } = useFormErrors(form);
  const [banner, setBanner] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const resendId = useId();

  const verify = useMutation({
    mutationFn: (values: { email: string; password: string; code: string }) => verifyCode(lang, values),
    onSuccess: (data) => {
      forgetPendingSignUp();
      session.signIn(data);
    },
    onError: (error) => setBanner(applyServerError(error, askPassword ? ['code', 'password'] : ['code'])),
  });

  const resend = useMutation({
    mutationFn: () => resendCode(lang, { email, captcha }),
    onSuccess: () => {
      rememberPendingSignUp(email);
      toast.success(t('auth.resendDone'));
    },
    onError: (error) => {
      toast.error(t('auth.resendError'));
      if (error instanceof ApiError && error.status === 429) setBanner(error.message);
    },
    onSettled: () => {
      setCaptcha('');
      setCaptchaRound((n) => n + 1);
    },
  });

  return (
    <div className="space-y-5">
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => {
          setBanner(null);
          verify.mutate({ email: values.email, password: values.password, code: values.code });
        })}
      >
        <p className="text-sm text-gray-700">{t('auth.otpIntro', { email })}</p>
        <FormBanner message={banner} />
        <Field
          label={t('auth.code')}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          pattern="[0-9]*"
          inputClassName="max-w-48 tracking-widest"
          error={errorOf('code')}
          {...form.register('code')}
        />
        {askPassword ? (
          <Field
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            required
            hint={t('auth.otpPasswordHint')}
            error={errorOf('password')}
            {...form.register('password')}
          />
        ) : null}
        <button type="submit" className={`${primaryButton} w-full`} disabled={verify.isPending}>
          {verify.isPending ? t('common.loading') : t('auth.verify')}
        </button>
        <p className="text-center text-sm">
          <button type="button" className={linkButton} onClick={onOtherEmail}>
            {t('auth.otherEmail')}
          </button>
        </p>
      </form>
      <section aria-labelledby={resendId} className="space-y-3 border-t border-gray-200 pt-4">
        <h3 id={resendId} className="text-sm font-semibold text-gray-900">
          {t('auth.resendTitle')}
        </h3>
        <p className="text-sm text-gray-700">{t('auth.resendIntro')}</p>
        <Captcha key={captchaRound} onChange={setCaptcha} />
        <button
          type="button"
          className={`${secondaryButton} w-full`}
          disabled={!captcha || resend.isPending}
          onClick={() => resend.mutate()}
        >
          {t('auth.resend')}
        </button>
      </section>
    </div>
  );
}
