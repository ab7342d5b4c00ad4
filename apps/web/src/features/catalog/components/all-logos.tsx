import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { allLogosQuery } from '../api/all-logos.ts';
import { usePageParam } from '../hooks/use-page-param.ts';
import { LogoResults } from './logo-results.tsx';

/** All public logos, available ones first and sold ones last (ADR 0093), at the page of `?page=`. */
export function AllLogos() {
  const { t } = useTranslation();
  const lang = useLang();
  const { page, asOf } = usePageParam();
  const query = useQuery(allLogosQuery(lang, page, asOf));
  return <LogoResults query={query} label={t('home.gridLabel')} />;
}
