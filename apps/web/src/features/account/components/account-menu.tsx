import { LIMITS } from '@logoya/core/constants';
import type { TranslationKey } from '@logoya/core/i18n/index';
import { badgeText } from '@logoya/core/rules/text';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../shared/auth/session.tsx';
import { useFavoriteCount } from '../../../shared/favorites/favorite-count.ts';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { UserAvatar } from './user-avatar.tsx';

interface Entry {
  label: TranslationKey;
  to: string;
}

const MY_LOGOS_PATH = '/my-page/my-logo';

const MY_ACCOUNT: Entry[] = [
  { label: 'account.profile', to: '/my-page/profile' },
  { label: 'account.orderHistory', to: '/my-page/order-history' },
  { label: 'account.myLogos', to: MY_LOGOS_PATH },
  { label: 'account.myRequest', to: '/logo-mark-req#my-requests' },
];
const SETTINGS: Entry[] = [
  { label: 'account.changeEmail', to: '/my-page/profile#email' },
  { label: 'account.changePassword', to: '/my-page/profile#password' },
];

const linkClass = 'block rounded-md px-2 py-1.5 text-sm text-gray-700 hover:bg-gray-100 hover:text-gray-900';
const flexLinkClass = linkClass.replace('block', 'flex');
const headingClass = 'mb-1 text-xs font-bold tracking-wider text-gray-600 uppercase';

/** Entry links; `badges` adds a count after an entry's label (e.g. the member's favourites). */
function EntryList({
  entries,
  badges = {},
}: {
  entries: Entry[];
  badges?: Record<string, { text: string; label: string }>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ul className="space-y-0.5">
      {entries.map((entry) => {
        const badge = badges[entry.to];
        return (
          <li key={entry.to}>
            <Link
              to={localizedPath(lang, entry.to)}
              className={badge ? `${flexLinkClass} items-center justify-between gap-2` : linkClass}
            >
              {t(entry.label)}
              {badge ? (
                <span
                  data-testid="menu-favorite-badge"
                  className="rounded-full bg-orange-700 px-2 py-0.5 text-xs font-bold text-white tabular-nums"
                >
                  <span aria-hidden="true">{badge.text}</span>
                  <span className="sr-only">{badge.label}</span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function GuestActions() {
  const { t } = useTranslation();
  const location = useLocation();
  const authHref = (mode: 'sign-in' | 'sign-up') => {
    const params = new URLSearchParams(location.search);
    params.set('auth', mode);
    return `${location.pathname}?${params.toString()}`;
  };
  return (
    <>
      <p className="mb-3 text-sm text-gray-700">{t('account.guestNote')}</p>
      <div className="mb-5 flex gap-2">
        <Link
          to={authHref('sign-in')}
          preventScrollReset
          className="flex-1 rounded-md border border-orange-700 bg-orange-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-orange-800"
        >
          {t('account.signIn')}
        </Link>
        <Link
          to={authHref('sign-up')}
          preventScrollReset
          className="flex-1 rounded-md border border-orange-700 px-3 py-2 text-center text-sm font-semibold text-orange-700 hover:bg-orange-50"
        >
          {t('account.signUp')}
        </Link>
      </div>
    </>
  );
}

/**
 * The account menu. A visitor sees Sign in and Sign up, which add `?auth=sign-in|sign-up` to the
 * current page (the modal opens on it). A member sees who is signed in, the member pages and
 * Sign out, which ends the session and goes to the language home.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { user, loggedIn, signOut } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  const counts = useFavoriteCount();
  const badges =
    counts && counts.count > 0
      ? {
          [MY_LOGOS_PATH]: {
            text: badgeText(counts.count, LIMITS.favoriteBadgeCap),
            label: t('tank.menuBadgeLabel', { count: counts.count }),
          },
        }
      : undefined;

  return (
    <nav aria-label={t('account.menuLabel')}>
      {loggedIn && user ? (
        <div className="mb-5 flex items-center gap-3" data-testid="signed-in-as">
          <UserAvatar user={user} className="size-10" />
          <p className="min-w-0 text-sm">
            <span className="block text-gray-600">{t('account.signedInAs')}</span>
            <span className="block truncate font-semibold text-gray-900">
              {user.name || user.email || t('account.fallbackName')}
            </span>
          </p>
        </div>
      ) : (
        <GuestActions />
      )}
      <h3 className={headingClass}>{t('account.heading')}</h3>
      <EntryList entries={MY_ACCOUNT} badges={badges} />
      <h3 className={`mt-4 ${headingClass}`}>{t('account.settings')}</h3>
      <EntryList entries={SETTINGS} />
      {loggedIn ? (
        <button
          type="button"
          disabled={signingOut}
          onClick={async () => {
            setSigningOut(true);
            // signOut sends POST /api/logout at once; going home right away keeps a member page's
            // guard from sending the visitor to the sign-in modal when the session ends.
            const done = signOut();
            navigate(localizedPath(lang, '/'));
            await done;
            setSigningOut(false);
          }}
          className={`mt-4 w-full text-left ${linkClass} border-t border-gray-200 pt-3`}
        >
          {t('account.signOut')}
        </button>
      ) : null}
    </nav>
  );
}
