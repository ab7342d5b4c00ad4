/**
 * Whether the user has acted (typed, pressed a key, pointed) since the current navigation began.
 * A navigation starts when the history changes (push, replace, Back) and ends when React shows
 * the new location, which runs in a transition and can come much later on a slow device: a lazy
 * page's code, or a busy main thread. What the user does in between is theirs to keep; the route
 * focus (route-focus.tsx) does not take focus away from it.
 *
 * Ordered by a counter, not by the clock: the key press that sends a search and the navigation it
 * starts can fall in the same clock tick.
 */
let clock = 0;
let navigatedAt = 0;
let actedAt = 0;
let watching = false;

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

function acted(event: Event) {
  if (event instanceof KeyboardEvent && MODIFIERS.has(event.key)) return;
  actedAt = ++clock;
}

/** Listens for the user's actions on the whole document (once; later calls do nothing). */
export function watchUserActions(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  for (const type of ['keydown', 'pointerdown', 'input'] as const) {
    document.addEventListener(type, acted, { capture: true, passive: true });
  }
}

/** Called by the router when the history changes. */
export function navigationStarted(): void {
  navigatedAt = ++clock;
}

/** True when the user acted after the last navigation began. */
export function actedSinceNavigation(): boolean {
  return actedAt > navigatedAt;
}
