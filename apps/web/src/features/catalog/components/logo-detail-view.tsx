import { LOCALES, type Locale } from '@logoya/core/constants';
import { explainIn, type TextsByLocale } from '@logoya/core/rules/explain';
import { heartCount } from '@logoya/core/rules/hearts';
import { PLACEHOLDER_NAME, padNumber } from '@logoya/core/rules/text';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, Navigate } from 'react-router';
import { AfterFirstPaint } from '../../../shared/first-load.tsx';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { lazyWithTexts } from '../../../shared/i18n/lazy-with-texts.ts';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useLogoSlots } from '../../../shared/slots/logo-slots.tsx';
import { HeartIcon } from '../../../shared/ui/icons.tsx';
import { logoDetailQuery } from '../api/logo-detail.ts';
import { LogoGallery } from './logo-gallery.tsx';
import { LogoPricePanel } from './logo-price-panel.tsx';
import { LogoTaxonomy } from './logo-taxonomy.tsx';

// Below the logo: its code loads after the first view (its cards wait for their own call anyway).
const LogoRecommended = lazy(() =>
  import('./logo-recommended.tsx').then((m) => ({ default: m.LogoRecommended })),
);

// The logo at work (ADR 0103): its code and texts load after the first view.
const MockupGallery = lazyWithTexts(() =>
  import('./mockup-gallery.tsx').then((m) => ({ default: m.MockupGallery })),
);

/**
 * The description in the page's language, or, only where that is empty, the Japanese one marked
 * lang="ja" (issue 24; explainIn). Nothing when the logo has neither.
 */
function LogoExplain({ texts, pageLang }: { texts: TextsByLocale; pageLang: Locale }) {
  const { t } = useTranslation();
  const shown = explainIn(texts, pageLang);
  if (!shown) return null;
  return (
    <section>
      <h2 className="mb-1 text-sm font-bold text-gray-900">{t('detail.description')}</h2>
      <p
        lang={shown.lang === pageLang ? undefined : shown.lang}
        className="text-sm leading-relaxed whitespace-pre-line text-gray-700"
        data-testid="logo-explain"
      >
        {shown.text}
      </p>
    </section>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-8 md:grid-cols-2">
      <span className="sr-only">{t('common.loading')}</span>
      <div aria-hidden="true" className="aspect-square animate-pulse rounded-xl bg-gray-100" />
      <div aria-hidden="true" className="space-y-3">
        <div className="h-4 w-24 animate-pulse rounded bg-gray-100" />
        <div className="h-8 w-3/4 animate-pulse rounded bg-gray-100" />
        <div className="h-32 animate-pulse rounded-xl bg-gray-100" />
      </div>
    </div>
  );
}

/**
 * The detail of one logo: gallery, names, the order panel (names, options, total), favourite and
 * keep (from the app's detail slot), and recommended logos. A missing logo or a failed load goes
 * to the language home.
 */
export function LogoDetailView({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const slots = useLogoSlots();
  // Ids are whole numbers; anything else cannot be a logo, so it is not worth a request.
  const validId = /^\d{1,20}$/.test(id);
  const query = useQuery({ ...logoDetailQuery(lang, id), retry: false, enabled: validId });
  const logo = query.data;
  const name = logo?.names[lang]?.trim() || PLACEHOLDER_NAME[lang];
  // The same title as the server's SEO head for this page: the name in the page's language.
  useDocumentTitle(logo ? name : null);

  if (!validId || query.isError) return <Navigate to={localizedPath(lang, '/')} replace />;
  if (!logo) return <DetailSkeleton />;

  const otherNames = LOCALES.filter((code) => code !== lang && logo.names[code]?.trim());
  const favourites = heartCount(logo);
  // The member who keeps the logo is not "negotiating" with themselves.
  const negotiating = logo.kept && !logo.is_user_kept;
  return (
    <>
      {/* Wide: the picture and the mockups in the first column, the panel beside both (row 2 takes the rest). */}
      <article className="grid gap-8 md:grid-cols-2 md:grid-rows-[auto_1fr]">
        <LogoGallery logo={logo} name={name} />
        <div className="min-w-0 space-y-5 md:row-span-2">
          {logo.inactive || negotiating ? (
            <div className="flex flex-wrap items-center gap-2">
              <span
                className={`rounded-md px-3 py-1 text-sm font-bold text-white ${logo.inactive ? 'bg-gray-800' : 'bg-orange-700'}`}
              >
                {logo.inactive ? t('card.soldOut') : t('card.negotiating')}
              </span>
              <span className="text-sm text-gray-700">
                {logo.inactive ? t('detail.soldOutNote') : t('detail.negotiatingNote')}
              </span>
            </div>
          ) : null}
          <div>
            <p className="text-sm text-gray-600">
              {t('detail.logoNumber', { number: padNumber(logo.logo_id) })}
            </p>
            <h1 className="mt-1 text-2xl font-bold break-words text-gray-900 sm:text-3xl">{name}</h1>
            {otherNames.length > 0 ? (
              <dl className="mt-2 text-sm text-gray-700">
                <dt className="sr-only">{t('detail.otherNames')}</dt>
                {otherNames.map((code) => (
                  <dd key={code} lang={code}>
                    <span className="text-gray-600">{t(`language.${code}`)}: </span>
                    {logo.names[code]}
                  </dd>
                ))}
              </dl>
            ) : null}
          </div>
          {slots.detailActions ? (
            slots.detailActions(logo)
          ) : (
            <p className="inline-flex items-center gap-1 text-sm text-gray-700">
              <HeartIcon className="size-4 text-orange-500" />
              {t('card.favourites', { count: favourites })}
            </p>
          )}
          <LogoPricePanel logo={logo} />
          {logo.designer ? (
            <dl className="flex gap-3 text-sm">
              <dt className="font-bold text-gray-900">{t('detail.designer')}</dt>
              <dd>{logo.designer.name}</dd>
            </dl>
          ) : null}
          <LogoExplain texts={logo.explains} pageLang={lang} />
          <LogoTaxonomy logo={logo} />
          <Link
            to={localizedPath(lang, '/')}
            className="inline-block text-sm font-semibold text-orange-700 underline"
          >
            {t('detail.back')}
          </Link>
        </div>
        <AfterFirstPaint>
          <Suspense fallback={null}>
            {/* Under the picture when wide; after the panel on phones, so nothing above the fields moves. */}
            <MockupGallery
              logoId={logo.logo_id}
              name={name}
              className="min-w-0 md:col-start-1 md:row-start-2"
            />
          </Suspense>
        </AfterFirstPaint>
      </article>
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <LogoRecommended id={String(logo.logo_id)} />
        </Suspense>
      </AfterFirstPaint>
    </>
  );
}
