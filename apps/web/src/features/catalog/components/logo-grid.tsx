import type { LogoCard as LogoCardData } from '@logoya/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoCard } from './logo-card.tsx';

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

interface LogoGridProps {
  cards: LogoCardData[];
  /** The control at each card's top right; the app's card slot when not given. */
  renderAction?: (card: LogoCardData) => ReactNode;
}

/** Cards in 2 columns on phones and 4 on wide screens. */
export function LogoGrid({ cards, renderAction }: LogoGridProps) {
  return (
    <ul className={gridClass}>
      {cards.map((card) => (
        <li key={card.logo_id}>
          <LogoCard card={card} action={renderAction} />
        </li>
      ))}
    </ul>
  );
}

/** Grey card shapes while the first page loads. */
export function LogoGridSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('common.loading')}</span>
      <ul className={gridClass} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className="overflow-hidden rounded-xl border border-gray-200">
            <div className="aspect-square animate-pulse bg-gray-100" />
            <div className="space-y-2 px-3 py-2">
              <div className="h-3.5 w-3/4 animate-pulse rounded bg-gray-100" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-gray-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
