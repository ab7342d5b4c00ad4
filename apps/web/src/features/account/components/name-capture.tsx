import { needsName } from '@logoya/core/rules/account-name';
import { Suspense, useState } from 'react';
import { useSession } from '../../../shared/auth/session.tsx';
import { lazyWithTexts } from '../../../shared/i18n/lazy-with-texts.ts';
import { useAuthModal } from '../hooks/use-auth-modal.ts';

const NameCaptureDialog = lazyWithTexts(() => import('./name-capture-dialog.tsx'));

/**
 * Dismissed for this sign-in only (a new expiry asks again), in this tab's session storage so that
 * a reload does not bring the modal straight back.
 */
const DISMISSED = 'logoya.nameCaptureDismissed';
function dismissedFor(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED);
  } catch {
    return null;
  }
}
function dismiss(signInKey: string | null) {
  try {
    if (signInKey) sessionStorage.setItem(DISMISSED, signInKey);
  } catch {
    // Storage refused (private mode): the modal asks again after a reload.
  }
}

/** After sign-in, a member without a name is asked for a first and last name (SPEC §2). */
export function NameCapture() {
  const { user, expiresAt, loggedIn } = useSession();
  const { mode } = useAuthModal();
  const [, rerender] = useState(0);
  const missing = loggedIn && user && needsName(user);
  const signInKey = user ? `${user.id}@${expiresAt ?? ''}` : null;
  if (!missing || mode || (signInKey && dismissedFor() === signInKey)) return null;
  return (
    <Suspense fallback={null}>
      <NameCaptureDialog
        onDismiss={() => {
          dismiss(signInKey);
          rerender((n) => n + 1);
        }}
      />
    </Suspense>
  );
}
