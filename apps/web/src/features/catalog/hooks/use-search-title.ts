import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useSearchLogos } from './use-search.ts';

/**
 * The search page's own title: the words searched and the total, e.g. "“cafe” – 36 logos"
 * (translated). Only the total when the search has no words (categories only); null until the
 * total is known or when the URL is not a valid search.
 */
export function useSearchTitle(): string | null {
  const { t } = useTranslation();
  const { state, query } = useSearchLogos();
  const meta = query.data?.meta;
  if (state.status === 'invalid' || meta === undefined) return null;
  const count =
    meta.total_relation === 'gte'
      ? t('discover.titleCountAtLeast', { count: meta.total })
      : t('discover.titleCount', { count: meta.total });
  const words = [state.conditions.u_keyword, state.conditions.keyword].filter(Boolean).join(' ');
  return words
    ? t('discover.titleWithText', { text: t('discover.textChip', { text: words }), total: count })
    : t('discover.titleWithoutText', { total: count });
}
