import { Suspense, useEffect } from 'react';
import { useSession } from '../../../../shared/auth/session.tsx';
import { lazyWithTexts } from '../../../../shared/i18n/lazy-with-texts.ts';
import { useAuthModal } from '../../hooks/use-auth-modal.ts';

// The forms, their schemas and the captcha load only when a modal opens.
const AuthDialog = lazyWithTexts(() => import('./auth-dialog.tsx'));

/** Opens the sign-in or sign-up modal when the URL asks for it (`?auth=sign-in|sign-up`). */
export function AuthModal() {
  const { mode, reason, open, close, finish } = useAuthModal();
  const { loggedIn } = useSession();
  if (!mode) return null;
  // Signed in (just now, in another tab, or a stale link): go where the link wanted to go.
  if (loggedIn) return <SignedInRedirect onReady={finish} />;
  return (
    <Suspense fallback={null}>
      <AuthDialog key={mode} mode={mode} reason={reason} onSwitch={open} onClose={close} />
    </Suspense>
  );
}

function SignedInRedirect({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}
