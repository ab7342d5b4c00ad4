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

/**
 * What the modal decided for the member on the page; left on the page as `data-name-capture`, so
 * a test can wait for the decision rather than for time (the modal's code loads lazily).
 */
type Decision = 'signed-out' | 'pending' | 'named' | 'dismissed' | 'asking';

/** After sign-in, a member without a name is asked for a first and last name (SPEC §2). */
export function NameCapture() {
  const { user, expiresAt, loggedIn } = useSession();
  const { mode } = useAuthModal();
  const [, rerender] = useState(0);
  const signInKey = user ? `${user.id}@${expiresAt ?? ''}` : null;
  let decision: Decision;
  if (!loggedIn) decision = 'signed-out';
  // The member is still loading, or the sign-in modal is open.
  else if (!user || mode) decision = 'pending';
  else if (!needsName(user)) decision = 'named';
  else if (signInKey && dismissedFor() === signInKey) decision = 'dismissed';
  else decision = 'asking';
  const marker = <span hidden data-name-capture={decision} />;
  if (decision !== 'asking') return marker;
  return (
    <>
      {marker}
      <Suspense fallback={null}>
        <NameCaptureDialog
          onDismiss={() => {
            dismiss(signInKey);
            rerender((n) => n + 1);
          }}
        />
      </Suspense>
    </>
  );
}
