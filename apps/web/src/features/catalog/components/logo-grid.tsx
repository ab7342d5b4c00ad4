import type { LogoCard as LogoCardData } from '@logoya/core';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { isFreshFirstRender } from '../../../shared/first-load.tsx';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LogoCard } from './logo-card.tsx';

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

interface LogoGridProps {
  cards: LogoCardData[];
  /** The control at each card's top right; the app's card slot when not given. */
  renderAction?: (card: LogoCardData) => ReactNode;
  /** The page's main grid, on screen at once: its first images load first. */
  firstView?: boolean;
}

/** Cards in the first row of the widest grid: their images load at once. */
const FIRST_ROW = 4;

/**
 * Cards the first paint of a fresh visit shows (6 rows on phones, 3 on wide screens: more than the
 * screen holds); the others follow at once in a transition, below them, so nothing moves.
 */
const FIRST_BATCH = 12;

/** Cards in 2 columns on phones and 4 on wide screens. */
export function LogoGrid({ cards, renderAction, firstView = false }: LogoGridProps) {
  const [limit, setLimit] = useState(() =>
    firstView && isFreshFirstRender() ? FIRST_BATCH : Number.POSITIVE_INFINITY,
  );
  useEffect(() => {
    if (limit < cards.length) startTransition(() => setLimit(Number.POSITIVE_INFINITY));
  }, [limit, cards.length]);
  const shown = limit < cards.length ? cards.slice(0, limit) : cards;
  return (
    <ul className={gridClass}>
      {shown.map((card, index) => (
        <li key={card.logo_id}>
          <LogoCard
            card={card}
            action={renderAction}
            priority={
              !firstView ? undefined : index === 0 ? 'first' : index < FIRST_ROW ? 'early' : undefined
            }
          />
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
