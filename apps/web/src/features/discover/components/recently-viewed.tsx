import { cardName, PLACEHOLDER_NAME } from '@logoya/core/rules/text';
import { useId } from 'react';
import { Link } from 'react-router';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { useRecently } from '../hooks/use-recently.ts';

/**
 * "Recently viewed": the logo on screen first, then the last 5 others (SPEC §9). Hidden while
 * nothing else has been viewed. Without `currentId` (other pages) it lists the last 6.
 */
export function RecentlyViewed({ currentId }: { currentId?: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = useId();
  const { recentlyViewedLogos } = useRecently();
  const current = recentlyViewedLogos.filter((logo) => logo.logo_id === currentId);
  const others = recentlyViewedLogos.filter((logo) => logo.logo_id !== currentId);
  if (others.length === 0) return null;
  const shown = [...current, ...others].slice(0, 6);

  return (
    <section
      aria-labelledby={headingId}
      data-testid="recently-viewed"
      className="mt-10 border-t border-gray-200 pt-6"
    >
      <h2 id={headingId} className="mb-3 text-lg font-bold text-gray-900">
        {t('discover.recentlyViewed')}
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
        {shown.map((logo) => {
          const isCurrent = logo.logo_id === currentId;
          const name = cardName(logo.names[lang], lang);
          // The card shows the name cut to 10 characters; the link names the logo in full.
          const fullName = logo.names[lang]?.trim() || PLACEHOLDER_NAME[lang];
          return (
            <li key={logo.logo_id}>
              <Link
                to={localizedPath(lang, `/logo/detail/${logo.logo_id}`)}
                aria-current={isCurrent ? 'page' : undefined}
                aria-label={fullName}
                title={fullName}
                className={`block overflow-hidden rounded-xl border bg-white hover:shadow-md ${
                  isCurrent ? 'border-orange-700 ring-1 ring-orange-700' : 'border-gray-200'
                }`}
              >
                <div className="relative aspect-square bg-gray-50">
                  <FallbackImage
                    src={logo.src}
                    alt=""
                    loading="lazy"
                    width={200}
                    height={200}
                    className="size-full object-contain"
                  />
                  {isCurrent ? (
                    <span className="absolute top-1.5 left-1.5 rounded-md bg-orange-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                      {t('discover.viewingNow')}
                    </span>
                  ) : null}
                </div>
                <p
                  aria-hidden="true"
                  className="truncate border-t border-gray-100 px-2 py-1.5 text-xs text-gray-800"
                >
                  {name}
                </p>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
