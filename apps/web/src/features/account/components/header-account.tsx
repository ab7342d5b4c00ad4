import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../shared/auth/session.tsx';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { UserAvatar } from './user-avatar.tsx';

/** The header's account entry on wide screens: Sign in, or the member's picture and name. */
export function HeaderAccount({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const { user, loggedIn } = useSession();

  if (loggedIn && user) {
    return (
      <Link
        to={localizedPath(lang, '/my-page/profile')}
        className={`${className} items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-semibold text-gray-800 hover:bg-gray-100`}
      >
        <UserAvatar user={user} className="size-8" />
        <span className="max-w-40 truncate">{user.first_name || user.name}</span>
        <span className="sr-only">{t('account.profile')}</span>
      </Link>
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
