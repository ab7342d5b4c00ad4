import type { LogoCard } from '@logoya/core';
import { LIMITS, LOGO_STATE } from '@logoya/core/constants';
import { canKeepMore } from '@logoya/core/rules/keep';
import { useId, useState } from 'react';
import { useSession } from '../../../shared/auth/session.tsx';
import { useSignInPrompt } from '../../../shared/auth/use-sign-in-prompt.ts';
import { useFavoriteCount } from '../../../shared/favorites/favorite-count.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { primaryButton, secondaryButton } from '../../../shared/ui/field.tsx';
import { useKeepLogo } from '../hooks/use-keep-logo.ts';
import { KeepTimeLeft } from './keep-time-left.tsx';
import { ReleaseKeepDialog } from './release-keep-dialog.tsx';

type KeepLogo = Pick<LogoCard, 'logo_id' | 'inactive' | 'kept' | 'is_user_kept' | 'state'>;

interface KeepButtonProps {
  logo: KeepLogo;
  /** End of this member's keep, when known; shown as days and hours left. */
  expiresAt?: string | null | undefined;
  /** The member's keep ran out (my-logo list): the button offers to keep again. */
  expired?: boolean;
  /** The server's word on whether this member may keep the logo now (my-logo list). */
  keepable?: boolean | undefined;
  size?: 'sm' | 'md';
}

type Blocked = 'soldOut' | 'unavailable' | 'negotiating' | 'limit';

/** Why the logo cannot be kept now; the limit only counts for a member whose counts are known. */
function blockedReason(
  logo: KeepLogo,
  keepable: boolean | undefined,
  keepCount: number | null,
): Blocked | null {
  if (logo.inactive) return 'soldOut';
  if (logo.state === LOGO_STATE.stopped || logo.state === LOGO_STATE.deleted) return 'unavailable';
  if ((logo.kept && !logo.is_user_kept) || keepable === false) return 'negotiating';
  if (keepCount !== null && !canKeepMore(keepCount)) return 'limit';
  return null;
}

/**
 * Keep a logo free for 10 days (at most 5 at once) or release the keep after a yes/no. When it
 * cannot be kept the button is disabled and says why; at the limit it shows the 'kept5' state.
 */
export function KeepButton({ logo, expiresAt, expired = false, keepable, size = 'md' }: KeepButtonProps) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const counts = useFavoriteCount();
  const promptSignIn = useSignInPrompt();
  const keep = useKeepLogo();
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const sizing = size === 'sm' ? 'min-h-9 w-full px-3 py-1.5' : 'min-h-11';
  // In a list of cards a row of solid buttons would drown the logos: the small one is outlined.
  const keepClass =
    size === 'sm'
      ? `inline-flex items-center justify-center rounded-md border border-orange-700 bg-white text-sm font-semibold text-orange-800 hover:bg-orange-50 disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-600 ${sizing}`
      : `${primaryButton} ${sizing}`;

  if (loggedIn && logo.is_user_kept) {
    return (
      <div className="space-y-1" data-testid="keep-control" data-state="kept">
        {expiresAt ? <KeepTimeLeft expiresAt={expiresAt} /> : null}
        <button
          type="button"
          className={`${secondaryButton} ${sizing}`}
          onClick={() => setConfirming(true)}
          disabled={keep.isPending}
        >
          {t('tank.release')}
        </button>
        <ReleaseKeepDialog
          open={confirming}
          pending={keep.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            keep.mutate({ logoId: logo.logo_id, keep: false }, { onSettled: () => setConfirming(false) })
          }
        />
      </div>
    );
  }

  const reason = blockedReason(logo, keepable, loggedIn ? (counts?.keep_count ?? null) : null);
  const label =
    reason === 'limit'
      ? t('tank.keepLimitReached', { max: LIMITS.maxKeeps })
      : expired
        ? t('tank.keepAgain')
        : t('tank.keep', { days: LIMITS.keepDays });
  return (
    <div
      className="space-y-1"
      data-testid="keep-control"
      data-state={reason === 'limit' ? 'kept5' : (reason ?? 'free')}
    >
      <button
        type="button"
        className={keepClass}
        disabled={reason !== null || keep.isPending}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => (loggedIn ? keep.mutate({ logoId: logo.logo_id, keep: true }) : promptSignIn())}
      >
        {label}
      </button>
      {reason ? (
        <p id={reasonId} className="text-xs text-gray-700">
          {t(`tank.keepBlocked.${reason}`, { max: LIMITS.maxKeeps })}
        </p>
      ) : null}
    </div>
  );
}
