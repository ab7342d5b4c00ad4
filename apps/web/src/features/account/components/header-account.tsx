import { LIMITS } from '@logoya/core/constants';
import { badgeText } from '@logoya/core/rules/text';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../shared/auth/session.tsx';
import { useFavoriteCount } from '../../../shared/favorites/favorite-count.ts';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { HeartIcon } from '../../../shared/ui/icons.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** The member's favourites as a heart with a badge (99+ above 99), linking to their tank logos. */
function FavoriteBadge({ testId = 'favorite-badge' }: { testId?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const counts = useFavoriteCount();
  const count = counts?.count ?? 0;
  return (
    <Link
      to={localizedPath(lang, '/my-page/my-logo')}
      data-testid={`${testId}-link`}
      aria-label={t('tank.badgeLabel', { count })}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-orange-700 hover:bg-gray-100"
    >
      <HeartIcon className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid={testId}
          className="absolute -top-0.5 -right-1 min-w-5 rounded-full bg-orange-700 px-1 text-center text-[11px] leading-5 font-bold text-white tabular-nums"
        >
          {badgeText(count, LIMITS.favoriteBadgeCap)}
        </span>
      ) : null}
    </Link>
  );
}

/** The favourites badge alone, for the phone header (members only; guests see nothing). */
export function HeaderFavoriteBadge({ className = '' }: { className?: string }) {
  const { user, loggedIn } = useSession();
  if (!loggedIn || !user) return null;
  return (
    <span className={className}>
      <FavoriteBadge testId="phone-favorite-badge" />
    </span>
  );
}

/**
 * The header's account entry on wide screens: Sign in, or the member's favourites badge, picture
 * and name.
 */
export function HeaderAccount({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const { user, loggedIn } = useSession();

  if (loggedIn && user) {
    return (
      <span className={`${className} items-center gap-1`}>
        <FavoriteBadge />
        <Link
          to={localizedPath(lang, '/my-page/profile')}
          className="inline-flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-semibold text-gray-800 hover:bg-gray-100"
        >
          <UserAvatar user={user} className="size-8" />
          <span className="max-w-40 truncate">{user.first_name || user.name}</span>
          <span className="sr-only">{t('account.profile')}</span>
        </Link>
      </span>
    );
  }
  const params = new URLSearchParams(location.search);
  params.set('auth', 'sign-in');
  return (
    <Link
      to={`${location.pathname}?${params.toString()}`}
      preventScrollReset
      className={`${className} items-center rounded-md bg-orange-700 px-3 py-2 text-sm font-semibold text-white hover:bg-orange-800`}
    >
      {t('account.signIn')}
    </Link>
  );
}
