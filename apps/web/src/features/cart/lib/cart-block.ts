import type { LogoCard } from '@logoya/core';
import { LOGO_STATE } from '@logoya/core/constants';

/** Why a logo cannot go into the cart, as its card shows it; the server checks again. */
export type CartBlock = 'soldOut' | 'unavailable' | 'negotiating';

/**
 * Sold, stopped and deleted logos cannot be added, nor a logo another member keeps or that is
 * negotiating; the member who keeps a logo may add it (SPEC §4).
 */
export function cartBlock(
  logo: Pick<LogoCard, 'inactive' | 'state' | 'kept' | 'is_user_kept'>,
): CartBlock | null {
  if (logo.inactive || logo.state === LOGO_STATE.sold) return 'soldOut';
  if (logo.state === LOGO_STATE.stopped || logo.state === LOGO_STATE.deleted) return 'unavailable';
  if (logo.kept && !logo.is_user_kept) return 'negotiating';
  return null;
}
