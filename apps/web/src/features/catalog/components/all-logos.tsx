import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { allLogosQuery } from '../api/all-logos.ts';
import { usePageParam } from '../hooks/use-page-param.ts';
import { LogoResults } from './logo-results.tsx';

/** All public logos, newest first, at the page of `?page=`. */
export function AllLogos() {
  const { t } = useTranslation();
  const lang = useLang();
  const { page } = usePageParam();
  const query = useQuery(allLogosQuery(lang, page));
  return <LogoResults query={query} label={t('home.gridLabel')} />;
}
