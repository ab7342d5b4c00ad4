import { LOGO_STATE } from '@logoya/core/constants';

/**
 * The state labels of SPEC §4 (sold out, negotiating, kept, not kept) on the server's numeric
 * states. 0 reads 未キープ (normal, not kept), 2 商談中, 7 停止, 8 売り切れ; キープ中 is not a
 * state the admin sets: it is shown when a member keeps the logo (the card's `kept`).
 */
export type StateKey = 'normal' | 'negotiating' | 'stopped' | 'sold';

const KEYS: Record<number, StateKey> = {
  [LOGO_STATE.normal]: 'normal',
  [LOGO_STATE.negotiating]: 'negotiating',
  [LOGO_STATE.stopped]: 'stopped',
  [LOGO_STATE.sold]: 'sold',
};

export const stateKeyOf = (state: number): StateKey | null => KEYS[state] ?? null;

/** The states an admin may choose, in the order of the select (8 comes from orders only). */
export const SETTABLE_STATES = [LOGO_STATE.normal, LOGO_STATE.negotiating, LOGO_STATE.stopped] as const;

/** Badge colours per state, readable on white (WCAG AA). */
export const STATE_TONE: Record<StateKey, string> = {
  normal: 'border-gray-300 bg-white text-gray-800',
  negotiating: 'border-amber-300 bg-amber-50 text-amber-900',
  stopped: 'border-red-300 bg-red-50 text-red-900',
  sold: 'border-gray-700 bg-gray-800 text-white',
};

/** Whether the admin may change the state by hand: not when sold, not while a checkout pays. */
export const canChangeState = (logo: { state: number; held: boolean }) =>
  logo.state !== LOGO_STATE.sold && !logo.held;
