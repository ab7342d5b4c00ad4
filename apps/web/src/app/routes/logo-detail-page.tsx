import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { logoDetailQuery } from '../../features/catalog/api/logo-detail.ts';
import { LogoDetailView } from '../../features/catalog/components/logo-detail-view.tsx';
import { RecentlyViewed } from '../../features/discover/components/recently-viewed.tsx';
import { useRememberViewed } from '../../features/discover/hooks/use-remember-viewed.ts';
import { useLang } from '../../shared/i18n/locale.ts';

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
      {logo ? <RecentlyViewed currentId={logo.logo_id} /> : null}
    </>
  );
}
