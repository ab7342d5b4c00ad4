import { type ReactNode, useSyncExternalStore } from 'react';

let committed = false;
let painted = false;
const listeners = new Set<() => void>();

function markPainted(): void {
  if (painted) return;
  painted = true;
  for (const listener of listeners) listener();
}

/**
 * Called once the app's first render is on screen (app.tsx). Once the browser has painted it,
 * the parts that wait for that (AfterFirstPaint) render.
 */
export function markFirstRenderCommitted(): void {
  committed = true;
  // After the next frame; a hidden tab runs no frames, hence the timer too.
  requestAnimationFrame(() => setTimeout(markPainted, 0));
  setTimeout(markPainted, 500);
}

/**
 * Whether the app is rendering the first page of a fresh visit (not a reload or Back, whose scroll
 * position is restored and needs the whole page at once). Lists may then show their first rows
 * in the first paint and the rest right after (Lighthouse: first contentful paint on phones).
 */
export function isFreshFirstRender(): boolean {
  if (committed || typeof performance === 'undefined') return false;
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return (navigation as PerformanceNavigationTiming | undefined)?.type === 'navigate';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const isPainted = () => painted;

/** True once the first page has been painted (always, after that). */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(subscribe, isPainted, isPainted);
}

/**
 * Renders its children once the first page has been painted: what is not part of the first view
 * (side panels, the detail's order form, lists below the fold) starts loading its code and data
 * only then, so it does not compete with the first view for the network and the main thread.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
