import { useSyncExternalStore } from 'react';

/** The names a buyer is typing for a logo: main and sub, as in the cart (SPEC §5). */
export interface TypedNames {
  main_name: string;
  sub_name: string;
}

export const NO_NAMES: TypedNames = Object.freeze({ main_name: '', sub_name: '' });

/**
 * The names typed in a logo's order form, for the logo's picture to show them as they are typed
 * (issue 25). The form (cart feature) writes, the gallery (catalogue feature) reads: features do
 * not import each other, so the hand-over lives here. Kept in memory only, per logo; the form
 * clears its logo's entry when it goes.
 */
const byLogo = new Map<number, TypedNames>();
const listeners = new Set<() => void>();

export function setTypedNames(logoId: number, names: TypedNames | null): void {
  const current = byLogo.get(logoId);
  if (names === null) {
    if (!current) return;
    byLogo.delete(logoId);
  } else {
    if (current && current.main_name === names.main_name && current.sub_name === names.sub_name) return;
    byLogo.set(logoId, { main_name: names.main_name, sub_name: names.sub_name });
  }
  for (const listener of listeners) listener();
}

export function readTypedNames(logoId: number): TypedNames {
  return byLogo.get(logoId) ?? NO_NAMES;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The names typed for a logo, following every keystroke. */
export function useTypedNames(logoId: number): TypedNames {
  const read = () => readTypedNames(logoId);
  return useSyncExternalStore(subscribe, read, read);
}

/** Whether any name has been typed (spaces alone are not a name). */
export const hasTypedNames = (names: TypedNames) =>
  names.main_name.trim() !== '' || names.sub_name.trim() !== '';

/** The cart's longest name (buyerNameField in core). */
const NAME_MAX = 100;
const takes = (name: string) => {
  const trimmed = name.trim();
  return trimmed !== '' && trimmed.length <= NAME_MAX;
};

/**
 * Whether the names can be drawn: both given and within the cart's length, as the preview call
 * judges them (the cart's rule). Before that the picture stays the designer's, and no call is
 * made that could only be refused.
 */
export const previewableNames = (names: TypedNames) => takes(names.main_name) && takes(names.sub_name);
