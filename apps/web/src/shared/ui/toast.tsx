import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import type { Toast } from './toast-item.tsx';

// A toast's own code loads with the first toast, not with the first page (ADR 0053); the live
// region that announces it is in the page from the start.
const ToastItem = lazy(() => import('./toast-item.tsx').then((m) => ({ default: m.ToastItem })));

/** Toasts close themselves after 5 seconds (SPEC §9). */
export const TOAST_DURATION_MS = 5000;

/** At most this many toasts at once; a new one takes the place of the oldest. */
export const MAX_TOASTS = 3;

type Tone = Toast['tone'];

interface ToastApi {
  success(text: string): void;
  error(text: string): void;
  /** Closes every toast: what was said before a sign-in does not follow onto the next screen. */
  clear(): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * The topmost open modal dialog, if any. A modal dialog makes everything outside it inert and
 * covers it with its backdrop, so toasts are shown inside it while one is open.
 */
function topModal(): HTMLDialogElement | null {
  const open = [...document.querySelectorAll('dialog[open]')].filter((d) => d.matches(':modal'));
  return (open.at(-1) as HTMLDialogElement | undefined) ?? null;
}

/**
 * Where the toasts render: the topmost open modal dialog, else the body. While toasts are shown,
 * dialogs opening, closing or leaving the page move them along.
 */
function useToastHost(active: boolean): Element {
  const [host, setHost] = useState<Element>(() => document.body);
  useEffect(() => {
    if (!active) return;
    const update = () => setHost(topModal() ?? document.body);
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    return () => observer.disconnect();
  }, [active]);
  return host;
}

/**
 * Holds toasts and shows them in one stack at the bottom centre, above the cookie banner when it
 * is open, announced to screen readers: away from the header's account menu, cart and search, and
 * at most MAX_TOASTS, newest at the bottom. The same text again replaces the earlier toast instead
 * of piling up. The back office nests its own provider with a Japanese close label.
 */
export function ToastProvider({ children, closeLabel }: { children: ReactNode; closeLabel?: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const host = useToastHost(toasts.length > 0);

  const push = useCallback((tone: Tone, text: string) => {
    setToasts((list) => [
      ...list.filter((x) => x.text !== text).slice(-(MAX_TOASTS - 1)),
      { id: Date.now() + Math.random(), tone, text },
    ]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  const api = useMemo<ToastApi>(
    () => ({
      success: (text) => push('success', text),
      error: (text) => push('error', text),
      clear: () => setToasts([]),
    }),
    [push],
  );

  const region = (
    // --consent-height: set by the cookie banner while it is open (shared/consent/cookie-consent.tsx).
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--consent-height,0px)+0.75rem)] z-[60] flex justify-center px-3">
      {/* Live regions stay mounted so additions are announced. The role sits on a wrapper: on the
          list itself it would hide the list semantics its items need (axe: listitem). */}
      <div aria-live="polite" role="status" className="w-full max-w-sm">
        <ol className="flex flex-col gap-2">
          <Suspense fallback={null}>
            {toasts.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} closeLabel={closeLabel} />
            ))}
          </Suspense>
        </ol>
      </div>
    </div>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {createPortal(region, host)}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>.');
  return toast;
}
