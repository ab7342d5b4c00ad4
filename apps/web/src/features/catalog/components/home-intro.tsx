import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/**
 * The home page's heading and introduction. On phones the introduction is cut to two lines with a
 * "More" button, so the first screen shows logos rather than a paragraph; from the sm breakpoint
 * it is shown in full and the button is gone.
 */
export function HomeIntro() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const introId = useId();
  return (
    <section className="mb-4 sm:mb-6">
      <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{t('home.heading')}</h1>
      <p
        id={introId}
        data-testid="home-intro"
        className={`mt-2 max-w-3xl text-sm leading-relaxed text-gray-700 sm:line-clamp-none sm:text-base ${
          open ? '' : 'line-clamp-2'
        }`}
      >
        {t('home.intro')}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={introId}
        onClick={() => setOpen(!open)}
        className="mt-1 text-sm font-semibold text-orange-700 underline underline-offset-2 hover:text-orange-800 sm:hidden"
      >
        {open ? t('home.readLess') : t('home.readMore')}
      </button>
    </section>
  );
}
