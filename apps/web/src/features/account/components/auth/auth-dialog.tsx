import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { Modal } from '../../../../shared/ui/modal.tsx';
import type { AuthMode } from '../../hooks/use-auth-modal.ts';
import { ForgotForm } from './forgot-form.tsx';
import { OtpForm } from './otp-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

type View =
  | { name: 'sign-in' }
  | { name: 'forgot' }
  | { name: 'sign-up' }
  | { name: 'otp'; email: string; password: string };

interface AuthDialogProps {
  mode: AuthMode;
  /** Set when a guard sent the visitor here: a note says why. */
  guarded: boolean;
  onSwitch: (mode: AuthMode) => void;
  onClose: () => void;
}

/**
 * The sign-in modal (with its forgot-password view) and the sign-up modal (with its OTP view).
 * Rendered with key={mode}, so switching between sign-in and sign-up starts fresh. A successful
 * sign-in changes the session, and the host (auth-modal.tsx) then closes the modal.
 */
export default function AuthDialog({ mode, guarded, onSwitch, onClose }: AuthDialogProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>(mode === 'sign-in' ? { name: 'sign-in' } : { name: 'sign-up' });

  const title = {
    'sign-in': t('auth.signInTitle'),
    forgot: t('auth.forgotTitle'),
    'sign-up': t('auth.signUpTitle'),
    otp: t('auth.otpTitle'),
  }[view.name];

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size={view.name === 'sign-up' ? 'max-w-xl' : 'max-w-md'}
      testId="auth-modal"
    >
      {view.name === 'sign-in' ? (
        <SignInForm
          notice={guarded ? t('auth.signInRequired') : undefined}
          onForgot={() => setView({ name: 'forgot' })}
          onSignUp={() => onSwitch('sign-up')}
        />
      ) : null}
      {view.name === 'forgot' ? <ForgotForm onBack={() => setView({ name: 'sign-in' })} /> : null}
      {view.name === 'sign-up' ? (
        <SignUpForm
          onCodeSent={(account) => setView({ name: 'otp', ...account })}
          onSignIn={() => onSwitch('sign-in')}
        />
      ) : null}
      {view.name === 'otp' ? <OtpForm email={view.email} password={view.password} /> : null}
    </Modal>
  );
}
