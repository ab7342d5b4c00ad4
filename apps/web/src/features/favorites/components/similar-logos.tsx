import type { LogoCard } from '@logoya/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '../../../shared/auth/session.tsx';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { similarLogosQuery } from '../api/similar-logos.ts';
import { EmptyList, gridClass, ListSkeleton } from './list-states.tsx';

/** The similar tab: logos sharing categories and keywords with the member's favourites. */
export function SimilarLogos({ renderCard }: { renderCard: (card: LogoCard) => ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const query = useQuery(similarLogosQuery(lang, user?.id ?? 'guest'));

  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyList>{t('tank.emptySimilar')}</EmptyList>;
  return (
    <>
      <p className="mb-4 text-sm text-gray-700">{t('tank.similarIntro')}</p>
      <ul className={gridClass}>
        {query.data.map((card) => (
          <li key={card.logo_id}>{renderCard(card)}</li>
        ))}
      </ul>
    </>
  );
}
