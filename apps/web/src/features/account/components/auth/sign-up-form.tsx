import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useFormErrors } from '../../../../shared/forms/use-form-errors.ts';
import { useLang } from '../../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { Field, linkButton, primaryButton } from '../../../../shared/ui/field.tsx';
import { FormBanner } from '../../../../shared/ui/form-banner.tsx';
import { useToast } from '../../../../shared/ui/toast.tsx';
import { type SignUpInput, signUp } from '../../api/auth.ts';
import { signUpForm } from '../../forms.ts';
import { Captcha } from './captcha.tsx';
import { captchaValidation } from './captcha-validation.ts';

const FIELDS = [
  'company_name',
  'name',
  'email',
  'email_confirmation',
  'password',
  'password_confirmation',
  'address',
  'captcha',
] as const satisfies readonly Path<SignUpInput>[];

interface SignUpFormProps {
  onCodeSent: (account: { email: string; password: string }) => void;
  onSignIn: () => void;
}

/**
 * Name, e-mail twice, password twice and captcha, with an optional company name and address; the
 * server mails a code.
 */
export function SignUpForm({ onCodeSent, onSignIn }: SignUpFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const form = useForm({
    resolver: zodResolver(signUpForm),
    defaultValues: {
      company_name: '',
      name: '',
      email: '',
      email_confirmation: '',
      password: '',
      password_confirmation: '',
      address: '',
      captcha: '',
    },
  });
  const { errorOf, applyServerError } = useFormErrors(form);
  const [banner, setBanner] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const mutation = useMutation({
    mutationFn: (values: SignUpInput) => signUp(lang, values),
    onSuccess: (_, values) => onCodeSent({ email: values.email, password: values.password }),
    onError: (error) => {
      setBanner(applyServerError(error, FIELDS));
      toast.error(t('auth.signUpError'));
      form.setValue('captcha', '');
      setCaptchaRound((n) => n + 1);
    },
  });

  // Company name and address are optional (SPEC §5 does not require them); the others carry the
  // required mark.
  const text = (name: (typeof FIELDS)[number], label: string, type = 'text', autoComplete?: string) => (
    <Field
      label={label}
      type={type}
      autoComplete={autoComplete}
      required={name !== 'company_name' && name !== 'address'}
      error={errorOf(name)}
      {...form.register(name)}
    />
  );

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        setBanner(null);
        mutation.mutate(Object.fromEntries(FIELDS.map((f) => [f, values[f]])) as unknown as SignUpInput);
      })}
    >
      <FormBanner message={banner} />
      {text('company_name', t('auth.companyName'), 'text', 'organization')}
      {text('name', t('auth.name'), 'text', 'name')}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('email', t('auth.email'), 'email', 'email')}
        {text('email_confirmation', t('auth.emailConfirmation'), 'email', 'email')}
        {text('password', t('auth.password'), 'password', 'new-password')}
        {text('password_confirmation', t('auth.passwordConfirmation'), 'password', 'new-password')}
      </div>
      {text('address', t('auth.address'), 'text', 'street-address')}
      <Captcha
        key={captchaRound}
        error={errorOf('captcha')}
        onChange={(payload) =>
          form.setValue('captcha', payload, captchaValidation(form.formState.isSubmitted, payload))
        }
      />
      <button type="submit" className={`${primaryButton} w-full`} disabled={mutation.isPending}>
        {mutation.isPending ? t('common.loading') : t('auth.submitSignUp')}
      </button>
      <p className="text-center text-sm text-gray-700">
        {t('auth.haveAccount')}{' '}
        <button type="button" className={linkButton} onClick={onSignIn}>
          {t('auth.signInLink')}
        </button>
      </p>
    </form>
  );
}
