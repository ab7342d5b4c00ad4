import { type ReactNode, useEffect, useId, useRef } from 'react';
import { ja } from '../i18n/ja.ts';
import { CloseIcon } from './icons.tsx';

interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Without onClose the dialog cannot be dismissed (Escape and the backdrop do nothing). */
  onClose?: () => void;
  size?: 'sm' | 'md';
  testId?: string;
}

/**
 * A centred modal on <dialog>: the browser traps focus, Escape closes it, and focus returns to
 * the opener. A forced dialog (no onClose) reopens itself if the browser closes it anyway.
 */
export function Modal({ open, title, children, onClose, size = 'md', testId }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const handleClose = () => {
    const dialog = ref.current;
    if (open && !onClose) {
      dialog?.showModal();
      return;
    }
    opener.current?.focus();
    opener.current = null;
    if (open) onClose?.();
  };

  const width = size === 'sm' ? 'max-w-sm' : 'max-w-lg';
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes a modal dialog with Escape
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        if (!onClose) event.preventDefault();
      }}
      onClose={handleClose}
      onClick={(event) => {
        if (onClose && event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${width} rounded-lg bg-white p-0 text-gray-800 shadow-xl`}
    >
      {open ? (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-5 py-3">
            <h2 id={titleId} className="text-base font-bold text-gray-900">
              {title}
            </h2>
            {onClose ? (
              <button
                type="button"
                onClick={() => ref.current?.close()}
                className="-mr-2 rounded-md p-1.5 text-gray-600 hover:bg-gray-100"
              >
                <CloseIcon />
                <span className="sr-only">{ja.common.close}</span>
              </button>
            ) : null}
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
