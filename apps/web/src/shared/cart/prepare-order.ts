import { readClientEntry, writeClientEntry } from '../storage/client-state.ts';

/** A chosen cart line: its id, and its logo, which survives the merge of a guest cart at sign-in. */
export interface ChosenLine {
  id: number;
  logo_id: number;
}

/**
 * What the cart hands to checkout (SPEC §3: system.prepareOrderData), kept as soon as the cart
 * shows or changes its ticks, not only when "Proceed to checkout" is pressed (ADR 0091).
 */
export interface PrepareOrderData {
  paymentMethod: { id: number; name: string } | null;
  /**
   * The lines ticked in the cart as it last showed them; null when this browser has no choice
   * yet (a new session, another device): then the server's cart decides, every line is chosen,
   * as the cart shows them all ticked.
   */
  cart: ChosenLine[] | null;
  /** Logos unticked in the cart. A line in neither list is new to this browser and starts ticked. */
  leftOut: number[];
}

const PART = 'system';
const KEY = 'prepareOrderData';
const MAX_LINES = 30;

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** A stored value checked for shape; anything unreadable is dropped. */
export function parsePrepareOrder(value: unknown): PrepareOrderData | null {
  if (typeof value !== 'object' || value === null) return null;
  const { paymentMethod, cart, leftOut } = value as Record<string, unknown>;
  const lines = Array.isArray(cart)
    ? cart
        .filter((line): line is ChosenLine => {
          const { id, logo_id } = (line ?? {}) as Record<string, unknown>;
          return isWhole(id) && isWhole(logo_id);
        })
        .slice(0, MAX_LINES)
        .map(({ id, logo_id }) => ({ id, logo_id }))
    : null;
  const method = (paymentMethod ?? null) as { id?: unknown; name?: unknown } | null;
  return {
    paymentMethod:
      method && isWhole(method.id) && typeof method.name === 'string'
        ? { id: method.id, name: method.name }
        : null,
    cart: lines,
    leftOut: Array.isArray(leftOut) ? [...new Set(leftOut.filter(isWhole))].slice(0, MAX_LINES) : [],
  };
}

export function readPrepareOrder(): PrepareOrderData | null {
  return parsePrepareOrder(readClientEntry(PART, KEY));
}

export function writePrepareOrder(data: PrepareOrderData | null): void {
  writeClientEntry(PART, KEY, data ?? undefined);
}

/** Keeps the cart's ticks as it shows them (and the method chosen before); writes only a change. */
export function keepChoice(cart: readonly ChosenLine[], leftOut: readonly number[]): void {
  const current = readPrepareOrder();
  const next: PrepareOrderData = {
    paymentMethod: current?.paymentMethod ?? null,
    cart: cart.slice(0, MAX_LINES).map(({ id, logo_id }) => ({ id, logo_id })),
    leftOut: [...new Set(leftOut)].slice(0, MAX_LINES),
  };
  if (JSON.stringify(next) !== JSON.stringify(current)) writePrepareOrder(next);
}

/** A line just put in the cart is chosen, even if an earlier line of its logo was left out. */
export function chooseLine(line: ChosenLine): void {
  const current = readPrepareOrder();
  if (!current?.cart) return; // No choice yet: every line is chosen anyway.
  keepChoice(
    [...current.cart.filter((each) => each.logo_id !== line.logo_id), line],
    current.leftOut.filter((id) => id !== line.logo_id),
  );
}

/**
 * The choice after a guest cart merged into the member's cart at sign-in: the member's own lines,
 * which this browser never showed, join unticked, so the checkout pays for what the guest ticked
 * (ADR 0091). With no choice held, nothing changes: every line is chosen anyway.
 */
export function choiceAfterMerge(
  stored: PrepareOrderData | null,
  items: readonly { logo_id: number }[],
): PrepareOrderData | null {
  if (!stored?.cart) return stored;
  const seen = new Set([...stored.cart.map((line) => line.logo_id), ...stored.leftOut]);
  const unseen = items.map((item) => item.logo_id).filter((logo) => !seen.has(logo));
  if (unseen.length === 0) return stored;
  return { ...stored, leftOut: [...new Set([...stored.leftOut, ...unseen])].slice(0, MAX_LINES) };
}

/** Keeps the choice settled by choiceAfterMerge; called once the server says it merged. */
export function settleChoiceAfterMerge(items: readonly { logo_id: number }[]): void {
  const current = readPrepareOrder();
  const next = choiceAfterMerge(current, items);
  if (next !== current) writePrepareOrder(next);
}

/** The logos left out, as one string that stays equal while they do (for useSyncExternalStore). */
export function readLeftOutKey(): string {
  return (readPrepareOrder()?.leftOut ?? []).join(',');
}

export function choosePaymentMethod(paymentMethod: { id: number; name: string }): void {
  const current = readPrepareOrder();
  writePrepareOrder({ paymentMethod, cart: current?.cart ?? null, leftOut: current?.leftOut ?? [] });
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

/**
 * The lines of the server's cart to pay for: those ticked in the cart, or every line when this
 * browser holds no choice. Invalid lines stay in, so that they block the checkout as they block
 * "Proceed to checkout" in the cart.
 */
export function checkoutLineIds(
  stored: PrepareOrderData | null,
  items: readonly { id: number; logo_id: number }[],
): number[] {
  return stored?.cart ? currentChosenIds(stored.cart, items) : items.map((item) => item.id);
}
