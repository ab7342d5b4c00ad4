import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { Modal } from '../../../../shared/ui/modal.tsx';
import type { AuthMode, SignInReason } from '../../hooks/use-auth-modal.ts';
import { forgetPendingSignUp, pendingSignUp, rememberPendingSignUp } from '../../lib/pending-sign-up.ts';
import { ForgotForm } from './forgot-form.tsx';
import { OtpForm } from './otp-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

type View =
  | { name: 'sign-in' }
  | { name: 'forgot' }
  | { name: 'sign-up' }
  /** The password is known right after the form; after a reload the code step asks for it. */
  | { name: 'otp'; email: string; password?: string };

interface AuthDialogProps {
  mode: AuthMode;
  /** Set when a guard sent the visitor here: a note says why (to pay, or to see the page). */
  reason: SignInReason | null;
  onSwitch: (mode: AuthMode) => void;
  onClose: () => void;
}

/**
 * The sign-in modal (with its forgot-password view) and the sign-up modal (with its OTP view).
 * Rendered with key={mode}, so switching between sign-in and sign-up starts fresh. A successful
 * sign-in changes the session, and the host (auth-modal.tsx) then closes the modal.
 */
export default function AuthDialog({ mode, reason, onSwitch, onClose }: AuthDialogProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>(() => {
    if (mode === 'sign-in') return { name: 'sign-in' };
    // A code went out from this tab a moment ago (then a reload, or the modal closed): its step.
    const pending = pendingSignUp();
    return pending ? { name: 'otp', email: pending } : { name: 'sign-up' };
  });
  const notice = { pay: t('auth.signInToPay'), page: t('auth.signInRequired') };

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
          notice={reason ? notice[reason] : undefined}
          onForgot={() => setView({ name: 'forgot' })}
          onSignUp={() => onSwitch('sign-up')}
        />
      ) : null}
      {view.name === 'forgot' ? <ForgotForm onBack={() => setView({ name: 'sign-in' })} /> : null}
      {view.name === 'sign-up' ? (
        <SignUpForm
          onCodeSent={(account) => {
            rememberPendingSignUp(account.email);
            setView({ name: 'otp', ...account });
          }}
          onSignIn={() => onSwitch('sign-in')}
        />
      ) : null}
      {view.name === 'otp' ? (
        <OtpForm
          email={view.email}
          password={view.password}
          onOtherEmail={() => {
            forgetPendingSignUp();
            setView({ name: 'sign-up' });
          }}
        />
      ) : null}
    </Modal>
  );
}
