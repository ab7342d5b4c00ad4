import type { ReactNode } from 'react';
import { DetailActions } from '../features/favorites/components/detail-actions.tsx';
import { FavoriteButton } from '../features/favorites/components/favorite-button.tsx';
import { type LogoSlots, LogoSlotsProvider } from '../shared/slots/logo-slots.tsx';

// Features may not import each other: the app puts the favourites controls into the catalogue's
// card and detail (ADR: logo slots).
const slots: LogoSlots = {
  cardAction: (card) => <FavoriteButton logo={card} />,
  detailActions: (logo) => <DetailActions logo={logo} />,
};

export function FavoriteSlots({ children }: { children: ReactNode }) {
  return <LogoSlotsProvider slots={slots}>{children}</LogoSlotsProvider>;
}
