import { LOCALES } from '@logoya/core/constants';
import { Link, useLocation } from 'react-router';
import { useLang } from '../../shared/i18n/locale.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/** Links to the same page in each language: only the first path segment changes. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const rest = pathname.split('/').slice(2).join('/');

  return (
    <nav aria-label={t('language.label')}>
      <ul className="flex items-center rounded-full border border-gray-300 p-0.5 text-sm">
        {LOCALES.map((code) => (
          <li key={code}>
            <Link
              to={`/${code}/${rest}${search}${hash}`}
              lang={code}
              hrefLang={code}
              aria-current={code === lang ? 'true' : undefined}
              preventScrollReset
              className={`block rounded-full px-2.5 py-1 ${
                code === lang ? 'bg-gray-800 font-semibold text-white' : 'text-gray-700 hover:bg-gray-100'
              }`}
            >
              <span className="md:hidden">{code.toUpperCase()}</span>
              <span className="hidden md:inline">{t(`language.${code}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
