import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { logoDetailQuery } from '../../features/catalog/api/logo-detail.ts';
import { LogoDetailView } from '../../features/catalog/components/logo-detail-view.tsx';
import { useRememberViewed } from '../../features/discover/hooks/use-remember-viewed.ts';
import { AfterFirstPaint } from '../../shared/first-load.tsx';
import { useLang } from '../../shared/i18n/locale.ts';

// Below the logo: loads after the first view.
const RecentlyViewed = lazy(() =>
  import('../../features/discover/components/recently-viewed.tsx').then((m) => ({
    default: m.RecentlyViewed,
  })),
);

export function LogoDetailPage() {
  const { id = '' } = useParams();
  const lang = useLang();
  const validId = /^\d{1,20}$/.test(id);
  // The view's own query (same key and options): this reads its answer, with no second request.
  const { data: logo } = useQuery({ ...logoDetailQuery(lang, id), retry: false, enabled: validId });
  useRememberViewed(logo);
  return (
    <>
      {/* A new id starts a fresh view (selected image, hover states). */}
      <LogoDetailView key={id} id={id} />
      {logo ? (
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <RecentlyViewed currentId={logo.logo_id} />
          </Suspense>
        </AfterFirstPaint>
      ) : null}
    </>
  );
}
