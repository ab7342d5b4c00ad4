import type { LogoCard } from '@logoya/core';
import { LIMITS } from '@logoya/core/constants';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '../../../shared/auth/session.tsx';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { ShowMore } from '../../../shared/ui/show-more.tsx';
import { myFavoritesQuery } from '../api/my-favorites.ts';
import { FavoriteRecordItem } from './favorite-record-item.tsx';
import { EmptyList, gridClass, ListSkeleton } from './list-states.tsx';

interface FavoriteRecordsProps {
  /** true: the kept tab (active keeps only); false: every favourite. */
  kept: boolean;
  renderCard: (card: LogoCard) => ReactNode;
}

/** The favourites or kept tab: 100 a page, then "Show more". */
export function FavoriteRecords({ kept, renderCard }: FavoriteRecordsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const query = useInfiniteQuery(myFavoritesQuery(lang, user?.id ?? 'guest', kept));

  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;

  // An unfavourited logo leaves the list at once; a failed call brings it back.
  const records = query.data.pages
    .flatMap((page) => page.data)
    .filter((record) => record.logo.is_like && (!kept || record.logo.is_user_kept));
  if (records.length === 0) {
    return (
      <EmptyList>
        {kept ? t('tank.emptyKept', { days: LIMITS.keepDays }) : t('tank.emptyFavourites')}
      </EmptyList>
    );
  }
  return (
    <>
      <ul className={gridClass}>
        {records.map((record) => (
          <FavoriteRecordItem
            key={record.logo_id}
            record={record}
            renderCard={renderCard}
            removable={!kept}
          />
        ))}
      </ul>
      <ShowMore query={query} label={t('tank.showMore')} />
    </>
  );
}
