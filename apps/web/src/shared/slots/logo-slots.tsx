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
  /** The detail page's order form under the price: names, options, total and add to cart. */
  detailOrder?: (logo: LogoDetail) => ReactNode;
  /** Under a favourite or kept logo in the member's lists: add it to the cart. */
  recordCartAction?: (logo: LogoCard) => ReactNode;
}

const LogoSlotsContext = createContext<LogoSlots>({});

export function LogoSlotsProvider({ slots, children }: { slots: LogoSlots; children: ReactNode }) {
  return <LogoSlotsContext.Provider value={slots}>{children}</LogoSlotsContext.Provider>;
}

export function useLogoSlots(): LogoSlots {
  return useContext(LogoSlotsContext);
}
