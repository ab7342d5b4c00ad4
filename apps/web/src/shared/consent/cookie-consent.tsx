import type { Locale } from '@logoya/core';
import { isLocale } from '@logoya/core/rules/locale';
import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDate } from '../format/date.ts';
import { localizedPath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { analytics } from './analytics.ts';
import { consentStore } from './consent-store.ts';

function useConsent() {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get);
}

/** The shop language of a path (/ja/about → ja); null outside the shop (the back office). */
function shopLang(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

// Both choices look the same on purpose: declining must be as easy as accepting.
const choiceButton =
  'flex-1 rounded-md sm:min-w-28 sm:flex-none border-2 border-gray-900 bg-white px-4 py-1.5 sm:py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100';

/**
 * The banner is fixed at the bottom of the screen; the page below gets the banner's height as
 * bottom padding, so that nothing (the footer, the last cards, a pager) stays hidden behind it,
 * and toasts get it as --consent-height to stack above it.
 */
function useRoomBelow(banner: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const body = document.body;
    const fit = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
      // Toasts stack above the banner (shared/ui/toast.tsx).
      document.documentElement.style.setProperty('--consent-height', `${element.offsetHeight}px`);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
      document.documentElement.style.removeProperty('--consent-height');
    };
  }, [banner]);
}

function CookieBanner({ lang }: { lang: Locale }) {
  const { t } = useTranslation();
  const { record } = useConsent();
  const headingId = useId();
  const bodyId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bannerRef = useRef<HTMLElement>(null);
  useRoomBelow(bannerRef);

  // Reopened from "Cookie settings": bring keyboard and screen-reader users to it.
  useEffect(() => {
    if (consentStore.wasReopened()) headingRef.current?.focus();
  }, []);

  const date = record ? formatDate(record.at, lang, 'long') : '';

  return (
    <section
      ref={bannerRef}
      aria-labelledby={headingId}
      aria-describedby={bodyId}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-30 px-2 pb-2 sm:px-4 sm:pb-4"
    >
      <div className="mx-auto max-w-4xl rounded-xl border border-gray-300 bg-white p-3 shadow-lg sm:flex sm:items-end sm:gap-6 sm:p-4">
        <div className="min-w-0 flex-1">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-sm font-bold text-gray-900 focus:outline-none sm:text-base"
          >
            {t('pages.consent.heading')}
          </h2>
          {/* Phones get the short text, so the banner leaves most of the first screen to the shop. */}
          <p id={bodyId} className="mt-1 text-xs leading-snug text-gray-700 sm:text-sm sm:leading-relaxed">
            <span className="sm:hidden">{t('pages.consent.short')}</span>
            <span className="hidden sm:inline">{t('pages.consent.body')}</span>{' '}
            <Link
              to={localizedPath(lang, '/cookie-policy')}
              className="font-semibold text-orange-700 underline underline-offset-2 hover:text-orange-800"
            >
              {t('pages.consent.policy')}
            </Link>
          </p>
          {record && (
            <p className="mt-1 text-xs text-gray-600">
              {t('pages.consent.current', {
                choice: record.analytics ? t('pages.consent.accepted') : t('pages.consent.declined'),
                date,
              })}
            </p>
          )}
        </div>
        <div className="mt-2 flex shrink-0 gap-3 sm:mt-0">
          <button type="button" className={choiceButton} onClick={() => consentStore.choose(false)}>
            {t('pages.consent.decline')}
          </button>
          <button type="button" className={choiceButton} onClick={() => consentStore.choose(true)}>
            {t('pages.consent.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * The cookie banner on shop pages, and one `page_view` per shop page through the analytics gate
 * (which drops it until the visitor accepts). Mounted once, first in the root layout: it is fixed
 * at the bottom of the screen but comes first in the Tab order, so a keyboard user answers it
 * before reaching what it covers.
 */
export function CookieConsent() {
  const { pathname } = useLocation();
  const { open, record } = useConsent();
  const lang = shopLang(pathname);
  const accepted = record?.analytics === true;

  // biome-ignore lint/correctness/useExhaustiveDependencies: accepting re-runs it, so the page on which the visitor accepts is counted too
  useEffect(() => {
    if (!lang) return;
    analytics.push({ event: 'page_view', page_path: pathname, page_language: lang });
  }, [pathname, lang, accepted]);

  if (!lang || !open) return null;
  return <CookieBanner lang={lang} />;
}
