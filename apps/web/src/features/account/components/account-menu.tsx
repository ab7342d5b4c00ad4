import type { TranslationKey } from '@logoya/core/i18n/index';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../shared/auth/session.tsx';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { UserAvatar } from './user-avatar.tsx';

interface Entry {
  label: TranslationKey;
  to: string;
}

const MY_ACCOUNT: Entry[] = [
  { label: 'account.profile', to: '/my-page/profile' },
  { label: 'account.orderHistory', to: '/my-page/order-history' },
  { label: 'account.myLogos', to: '/my-page/my-logo' },
  { label: 'account.myRequest', to: '/logo-mark-req' },
];
const SETTINGS: Entry[] = [
  { label: 'account.changeEmail', to: '/my-page/profile#email' },
  { label: 'account.changePassword', to: '/my-page/profile#password' },
];

const linkClass = 'block rounded-md px-2 py-1.5 text-sm text-gray-700 hover:bg-gray-100 hover:text-gray-900';
const headingClass = 'mb-1 text-xs font-bold tracking-wider text-gray-600 uppercase';

function EntryList({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ul className="space-y-0.5">
      {entries.map((entry) => (
        <li key={entry.to}>
          <Link to={localizedPath(lang, entry.to)} className={linkClass}>
            {t(entry.label)}
          </Link>
        </li>
      ))}
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
      <EntryList entries={MY_ACCOUNT} />
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
