import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../shared/auth/session.tsx';
import { useAuthModal } from '../hooks/use-auth-modal.ts';

const NameCaptureDialog = lazy(() => import('./name-capture-dialog.tsx'));

/** Dismissed for this sign-in only: the next sign-in (a new token) asks again. */
let dismissedToken: string | null = null;

/** After sign-in, a member without a first or last name is asked for both (SPEC §2). */
export function NameCapture() {
  const { user, token, loggedIn } = useSession();
  const { mode } = useAuthModal();
  const [, rerender] = useState(0);
  const missing = loggedIn && user && (!user.first_name?.trim() || !user.last_name?.trim());
  if (!missing || mode || (token && dismissedToken === token)) return null;
  return (
    <Suspense fallback={null}>
      <NameCaptureDialog
        onDismiss={() => {
          dismissedToken = token;
          rerender((n) => n + 1);
        }}
      />
    </Suspense>
  );
}
