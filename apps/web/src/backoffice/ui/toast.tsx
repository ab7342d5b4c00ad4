import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ja } from '../i18n/ja.ts';
import { CloseIcon } from './icons.tsx';

type Tone = 'success' | 'error';
interface Toast {
  id: number;
  tone: Tone;
  text: string;
}
interface Toaster {
  success(text: string): void;
  error(text: string): void;
}

/** Toasts close by themselves after 5 seconds (SPEC §9). */
const LIFETIME_MS = 5000;

const ToastContext = createContext<Toaster | null>(null);
let nextId = 1;

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onClose(toast.id), LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onClose]);
  const tone =
    toast.tone === 'success'
      ? 'border-green-600 bg-green-50 text-green-900'
      : 'border-red-600 bg-red-50 text-red-900';
  return (
    <li
      data-testid="bo-toast"
      data-tone={toast.tone}
      className={`pointer-events-auto flex items-start gap-3 rounded-md border-l-4 px-4 py-3 text-sm shadow-lg ${tone}`}
    >
      <p className="flex-1 pt-0.5">{toast.text}</p>
      <button
        type="button"
        onClick={() => onClose(toast.id)}
        className="-m-1 rounded p-1 opacity-80 hover:bg-black/5 hover:opacity-100"
      >
        <CloseIcon className="size-4" />
        <span className="sr-only">{ja.common.close}</span>
      </button>
    </li>
  );
}

/** Holds the back office's toasts and shows them at the top right, announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const close = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const push = useCallback((tone: Tone, text: string) => {
    setToasts((all) => [...all.slice(-3), { id: nextId++, tone, text }]);
  }, []);
  const toaster = useMemo<Toaster>(
    () => ({ success: (text) => push('success', text), error: (text) => push('error', text) }),
    [push],
  );
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div
        aria-live="polite"
        role="status"
        className="pointer-events-none fixed inset-x-3 top-3 z-50 sm:left-auto sm:w-96"
      >
        <ul className="space-y-2">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onClose={close} />
          ))}
        </ul>
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast must be used inside <ToastProvider>.');
  return toaster;
}
