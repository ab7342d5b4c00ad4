import type { LogoCard, LogoDetail } from '@logoya/core';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Places where another feature adds its controls to the catalogue's logo views. Features may not
 * import each other, so the app fills these slots (e.g. the favourites heart on every card) and
 * the catalogue renders whatever it is given.
 */
export interface LogoSlots {
  /** Top right of a card: the heart with its count. */
  cardAction?: (card: LogoCard) => ReactNode;
  /** Under the name on the detail page: favourite and keep. */
  detailActions?: (logo: LogoDetail) => ReactNode;
}

const LogoSlotsContext = createContext<LogoSlots>({});

export function LogoSlotsProvider({ slots, children }: { slots: LogoSlots; children: ReactNode }) {
  return <LogoSlotsContext.Provider value={slots}>{children}</LogoSlotsContext.Provider>;
}

export function useLogoSlots(): LogoSlots {
  return useContext(LogoSlotsContext);
}
