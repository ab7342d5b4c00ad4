import { readClientEntry, writeClientEntry } from '../storage/client-state.ts';

/** A chosen cart line: its id, and its logo, which survives the merge of a guest cart at sign-in. */
export interface ChosenLine {
  id: number;
  logo_id: number;
}

/** What the cart hands to checkout (SPEC §3: system.prepareOrderData). */
export interface PrepareOrderData {
  paymentMethod: { id: number; name: string } | null;
  cart: ChosenLine[];
}

const PART = 'system';
const KEY = 'prepareOrderData';
const MAX_LINES = 30;

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** A stored value checked for shape; anything unreadable is dropped. */
export function parsePrepareOrder(value: unknown): PrepareOrderData | null {
  if (typeof value !== 'object' || value === null) return null;
  const { paymentMethod, cart } = value as Record<string, unknown>;
  if (!Array.isArray(cart)) return null;
  const lines = cart
    .filter((line): line is ChosenLine => {
      const { id, logo_id } = (line ?? {}) as Record<string, unknown>;
      return isWhole(id) && isWhole(logo_id);
    })
    .slice(0, MAX_LINES)
    .map(({ id, logo_id }) => ({ id, logo_id }));
  const method = (paymentMethod ?? null) as { id?: unknown; name?: unknown } | null;
  return {
    cart: lines,
    paymentMethod:
      method && isWhole(method.id) && typeof method.name === 'string'
        ? { id: method.id, name: method.name }
        : null,
  };
}

export function readPrepareOrder(): PrepareOrderData | null {
  return parsePrepareOrder(readClientEntry(PART, KEY));
}

export function writePrepareOrder(data: PrepareOrderData | null): void {
  writeClientEntry(PART, KEY, data ?? undefined);
}

/** Keeps the chosen lines and the method chosen before, if any. */
export function chooseLines(cart: ChosenLine[]): void {
  writePrepareOrder({ paymentMethod: readPrepareOrder()?.paymentMethod ?? null, cart });
}

export function choosePaymentMethod(paymentMethod: { id: number; name: string }): void {
  const current = readPrepareOrder();
  if (current) writePrepareOrder({ ...current, paymentMethod });
}

/**
 * The current ids of the chosen lines in a cart: matched by logo, since a guest line merged into
 * the member's cart at sign-in may have a new id (a duplicate keeps the member's line).
 */
export function currentChosenIds(
  chosen: readonly ChosenLine[],
  items: readonly { id: number; logo_id: number }[],
): number[] {
  const byLogo = new Map(items.map((item) => [item.logo_id, item.id]));
  const ids = chosen.map((line) => byLogo.get(line.logo_id)).filter((id): id is number => id !== undefined);
  return [...new Set(ids)];
}
