import { useSyncExternalStore } from 'react';
import { readClientEntry, subscribeClientState, writeClientEntry } from '../storage/client-state.ts';

/**
 * The contract's CART_ID_HEADER, written out so that the header badge does not pull the zod
 * contracts into the first bundle; the unit test holds it equal to the contract.
 */
export const CART_ID_HEADER = 'x-cart-id';

/** Where the guest's anonymous cart id lives: client state system.shoppingCart (SPEC §3). */
const PART = 'system';
const KEY = 'shoppingCart';

/** What the server makes: 43 URL-safe characters; anything else is not worth sending. */
const CART_ID = /^[A-Za-z0-9_-]{16,128}$/;

/** The stored guest cart id, or null. */
export function readCartId(): string | null {
  const stored = readClientEntry(PART, KEY);
  const id =
    typeof stored === 'object' && stored !== null ? (stored as { cart_id?: unknown }).cart_id : undefined;
  return typeof id === 'string' && CART_ID.test(id) ? id : null;
}

export function writeCartId(id: string | null): void {
  if (id === readCartId()) return;
  writeClientEntry(PART, KEY, id ? { cart_id: id } : undefined);
}

/**
 * The cart id to keep after an answer. A new id is kept; a signed-in call that carried the stored
 * id answers null once it has merged that guest cart, so the id is forgotten. An answer to a call
 * sent with another id (or none) says nothing about the stored one.
 */
export function nextCartId(
  stored: string | null,
  sent: string | null,
  answered: string | null,
): string | null {
  if (answered) return answered;
  return sent !== null && sent === stored ? null : stored;
}

/** Keeps or forgets the stored id after a cart answer to a call sent with `sent`. */
export function rememberCartId(sent: string | null, answered: string | null): void {
  writeCartId(nextCartId(readCartId(), sent, answered));
}

/** The header every cart call carries while the browser holds a guest cart id. */
export function cartIdHeaders(id: string | null = readCartId()): Record<string, string> {
  return id ? { [CART_ID_HEADER]: id } : {};
}

/** The stored guest cart id, following changes in this tab and others. */
export function useCartId(): string | null {
  return useSyncExternalStore(subscribeClientState, readCartId, readCartId);
}
