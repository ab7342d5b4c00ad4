import { Suspense, useState } from 'react';
import { useSession } from '../../../shared/auth/session.tsx';
import { lazyWithTexts } from '../../../shared/i18n/lazy-with-texts.ts';
import { useAuthModal } from '../hooks/use-auth-modal.ts';

const NameCaptureDialog = lazyWithTexts(() => import('./name-capture-dialog.tsx'));

/** Dismissed for this sign-in only: the next sign-in (a new expiry) asks again. */
let dismissedFor: string | null = null;

/** After sign-in, a member without a first or last name is asked for both (SPEC §2). */
export function NameCapture() {
  const { user, expiresAt, loggedIn } = useSession();
  const { mode } = useAuthModal();
  const [, rerender] = useState(0);
  const missing = loggedIn && user && (!user.first_name?.trim() || !user.last_name?.trim());
  const signInKey = user ? `${user.id}@${expiresAt ?? ''}` : null;
  if (!missing || mode || (signInKey && dismissedFor === signInKey)) return null;
  return (
    <Suspense fallback={null}>
      <NameCaptureDialog
        onDismiss={() => {
          dismissedFor = signInKey;
          rerender((n) => n + 1);
        }}
      />
    </Suspense>
  );
}
