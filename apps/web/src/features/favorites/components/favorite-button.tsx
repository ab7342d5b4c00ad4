import type { LogoCard } from '@logoya/core';
import { LOGO_STATE } from '@logoya/core/constants';
import { heartCount } from '@logoya/core/rules/hearts';
import { useSession } from '../../../shared/auth/session.tsx';
import { useSignInPrompt } from '../../../shared/auth/use-sign-in-prompt.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useToggleFavorite } from '../hooks/use-toggle-favorite.ts';
import { Heart } from './heart.tsx';

type FavoriteLogo = Pick<
  LogoCard,
  'logo_id' | 'is_like' | 'favorites_count' | 'tank_num_logo_tank_jp' | 'inactive' | 'state'
>;

interface FavoriteButtonProps {
  logo: FavoriteLogo;
  /** `card`: the small heart at a card's top right; `detail`: the labelled button of the detail page. */
  variant?: 'card' | 'detail';
}

/**
 * The favourite ("tank") toggle with its count. A guest gets the sign-in modal. A sold-out or
 * stopped logo cannot be added, but a member may still remove it.
 */
export function FavoriteButton({ logo, variant = 'card' }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const promptSignIn = useSignInPrompt();
  const toggle = useToggleFavorite();
  const liked = loggedIn && logo.is_like;
  const count = heartCount(logo);
  const unavailable = logo.inactive || logo.state === LOGO_STATE.stopped || logo.state === LOGO_STATE.deleted;
  const blocked = loggedIn && !liked && unavailable;
  const label = t('tank.favouriteLabel', { count });
  const blockedNote = blocked ? t('tank.favouriteUnavailable') : undefined;

  const onClick = () => {
    if (!loggedIn) return promptSignIn();
    // The count has already moved; a second click before the answer would only race it.
    if (toggle.isPending || blocked) return;
    toggle.mutate({ logoId: logo.logo_id, like: !liked });
  };

  if (variant === 'detail') {
    return (
      <div>
        <button
          type="button"
          data-testid="favorite-button"
          aria-pressed={liked}
          aria-label={label}
          disabled={blocked}
          title={blockedNote}
          onClick={onClick}
          className={`inline-flex min-h-11 items-center gap-2 rounded-md border px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${
            liked
              ? 'border-orange-700 bg-orange-50 text-orange-800 hover:bg-orange-100'
              : 'border-gray-400 bg-white text-gray-800 hover:bg-gray-100'
          }`}
        >
          <Heart filled={liked} className={`size-5 ${liked ? 'text-orange-600' : 'text-gray-600'}`} />
          <span aria-hidden="true">{liked ? t('tank.favourited') : t('tank.favourite')}</span>
          <span aria-hidden="true" data-testid="favorite-count" className="tabular-nums">
            {count}
          </span>
        </button>
        {blockedNote ? <p className="mt-1 text-xs text-gray-600">{blockedNote}</p> : null}
      </div>
    );
  }

  return (
    <button
      type="button"
      data-testid="favorite-button"
      aria-pressed={liked}
      aria-label={label}
      disabled={blocked}
      title={blockedNote ?? label}
      onClick={onClick}
      className={`inline-flex min-h-7 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold shadow-sm ring-1 disabled:cursor-not-allowed ${
        liked
          ? 'bg-orange-50 text-orange-800 ring-orange-300 hover:bg-orange-100'
          : 'bg-white/95 text-gray-700 ring-gray-300 hover:bg-gray-50 disabled:text-gray-500'
      }`}
    >
      <Heart filled={liked} className={`size-4 ${liked ? 'text-orange-600' : 'text-gray-500'}`} />
      <span aria-hidden="true" data-testid="favorite-count" className="tabular-nums">
        {count}
      </span>
    </button>
  );
}
