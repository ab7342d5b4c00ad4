import type { Locale } from '@logoya/core';
import type { TranslationKey } from '@logoya/core/i18n/index';
import { Link } from 'react-router';
import { consentStore } from '../../shared/consent/consent-store.ts';
import { localizedPath, useLang } from '../../shared/i18n/locale.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';

const PAGES: { label: TranslationKey; path: string }[] = [
  { label: 'pages.footer.order', path: '/order' },
  { label: 'footer.contact', path: '/contact' },
  { label: 'footer.company', path: '/about' },
  { label: 'footer.privacy', path: '/privacy' },
  { label: 'footer.cookies', path: '/cookie-policy' },
  { label: 'footer.terms', path: '/terms-use' },
  // The legal notice Japanese law requires of the seller; shown in every language because the
  // same seller serves every market.
  { label: 'pages.footer.tokushoho', path: '/tokushoho' },
];

const footerLink = 'text-gray-700 hover:text-gray-900 hover:underline';

/** Social pages differ by market: Facebook in Vietnam, X and Instagram elsewhere. */
const SOCIAL: Record<Locale, { label: TranslationKey; href: string }[]> = {
  en: [
    { label: 'footer.x', href: 'https://x.com/logoya_shop' },
    { label: 'footer.instagram', href: 'https://www.instagram.com/logoya_shop/' },
  ],
  ja: [
    { label: 'footer.x', href: 'https://x.com/logoya_jp' },
    { label: 'footer.instagram', href: 'https://www.instagram.com/logoya_jp/' },
  ],
  vi: [{ label: 'footer.facebook', href: 'https://www.facebook.com/logoya.vn' }],
};

export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <footer className="mt-12 border-t border-gray-200 bg-gray-50 text-sm">
      <div className="mx-auto flex max-w-screen-2xl flex-col gap-6 px-4 py-8 md:flex-row md:items-start md:justify-between">
        <div className="flex items-center gap-2">
          <BrandMark className="size-7" />
          <div>
            <p className="font-bold text-gray-900">Logoya</p>
            <p className="text-gray-600">{t('meta.tagline')}</p>
          </div>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {PAGES.map((page) => (
              <li key={page.path}>
                <Link to={localizedPath(lang, page.path)} className={footerLink}>
                  {t(page.label)}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={() => consentStore.reopen()} className={footerLink}>
                {t('pages.footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-2 font-bold text-gray-900">{t('footer.social')}</h2>
          <ul className="flex gap-4">
            {SOCIAL[lang].map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener"
                  className="text-gray-700 underline-offset-2 hover:text-gray-900 hover:underline"
                >
                  {t(link.label)}
                  <span className="sr-only"> {t('common.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="pb-6 text-center text-xs text-gray-600">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
