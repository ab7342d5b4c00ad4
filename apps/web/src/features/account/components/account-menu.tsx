import type { TranslationKey } from '@logoya/core/i18n/index';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';

interface Entry {
  label: TranslationKey;
  to: string;
}

// The member pages arrive with accounts; until then they are plain links.
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

/**
 * The account menu. A visitor sees Sign in and Sign up: they add `?auth=sign-in|sign-up` to the
 * current page, which the sign-in modal (next issue) opens on. Sign out appears with accounts.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const authHref = (mode: 'sign-in' | 'sign-up') => {
    const params = new URLSearchParams(location.search);
    params.set('auth', mode);
    return `${location.pathname}?${params.toString()}`;
  };

  return (
    <nav aria-label={t('account.menuLabel')}>
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
      <h3 className="mb-1 text-xs font-bold tracking-wider text-gray-600 uppercase">
        {t('account.heading')}
      </h3>
      <EntryList entries={MY_ACCOUNT} />
      <h3 className="mt-4 mb-1 text-xs font-bold tracking-wider text-gray-600 uppercase">
        {t('account.settings')}
      </h3>
      <EntryList entries={SETTINGS} />
    </nav>
  );
}
