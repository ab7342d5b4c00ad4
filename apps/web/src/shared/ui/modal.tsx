import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { CloseIcon } from './icons.tsx';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  size?: string;
  /** Set false for a step that must be finished (no close button, Escape ignored). */
  dismissible?: boolean;
  testId?: string;
  /** Label of the close button; the shop's translation by default (the back office passes its own). */
  closeLabel?: string;
}

/**
 * A centred modal on a native <dialog>: the browser traps focus inside, makes the page inert and
 * closes it on Escape. Focus returns to the element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  size = 'max-w-md',
  dismissible = true,
  testId,
  closeLabel,
}: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      // Start in the first field rather than on the close button.
      dialog.querySelector<HTMLElement>('[data-autofocus], input:not([type=hidden]):not([hidden])')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const handleClose = () => {
    // Browsers may close a dialog on a repeated Escape even when cancel is refused: a step that
    // must be finished opens again.
    if (open && !dismissible) {
      ref.current?.showModal();
      return;
    }
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
    if (open) onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes a modal dialog with Escape
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={handleClose}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (dismissible && event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${size} overflow-y-auto rounded-xl bg-white p-0 text-gray-800 shadow-xl`}
    >
      <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-5 py-3">
        <h2 id={titleId} className="text-lg font-bold text-gray-900">
          {title}
        </h2>
        {dismissible ? (
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="-mr-2 rounded-md p-2 text-gray-600 hover:bg-gray-100"
          >
            <CloseIcon />
            <span className="sr-only">{closeLabel ?? t('common.close')}</span>
          </button>
        ) : null}
      </div>
      <div className="px-5 py-4">{open ? children : null}</div>
    </dialog>
  );
}
