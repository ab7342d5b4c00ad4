import { useEffect } from 'react';
import { sentenceCase } from '../format/sentence-case.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { CloseIcon } from './icons.tsx';
import { TOAST_DURATION_MS } from './toast.tsx';

export interface Toast {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

/** One toast of the stack (toast.tsx): closes itself after TOAST_DURATION_MS or on its button. */
export function ToastItem({
  toast,
  onDismiss,
  closeLabel,
}: {
  toast: Toast;
  onDismiss: (id: number) => void;
  closeLabel: string | undefined;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);
  const tone =
    toast.tone === 'success'
      ? 'border-green-700 bg-green-50 text-green-900'
      : 'border-red-700 bg-red-50 text-red-900';
  return (
    <li
      data-testid="toast"
      data-tone={toast.tone}
      className={`pointer-events-auto flex items-start gap-2 rounded-lg border-l-4 px-4 py-3 text-sm shadow-lg ${tone}`}
    >
      {/* Sentence case on screen only: the spec fixes some texts in lower case ('update completed',
          SPEC §8), and they stay as written in the API and the catalogs (ADR 0063); an e-mail
          address at the start stays as typed (ADR 0088). */}
      <p className="flex-1 font-medium">{sentenceCase(toast.text)}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 rounded p-1 opacity-80 hover:opacity-100"
      >
        <CloseIcon />
        <span className="sr-only">{closeLabel ?? t('common.close')}</span>
      </button>
    </li>
  );
}
