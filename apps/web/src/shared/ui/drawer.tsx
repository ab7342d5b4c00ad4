import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { CloseIcon } from './icons.tsx';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'right';
  title: string;
  /** The close button's name; the shop's word by default (the back office passes its own). */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * A side panel on a modal <dialog>: the browser traps focus and closes it on Escape. Focus goes
 * back to the element that opened it.
 */
export function Drawer({ open, onClose, side, title, closeLabel, children }: DrawerProps) {
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
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const handleClose = () => {
    opener.current?.focus();
    opener.current = null;
    if (open) onClose();
  };

  const position = side === 'left' ? 'mr-auto' : 'ml-auto';
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes a modal dialog with Escape
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={`${position} m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 text-gray-800 shadow-xl`}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
          <h2 id={titleId} className="text-base font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="rounded-md p-2 text-gray-600 hover:bg-gray-100"
          >
            <CloseIcon />
            <span className="sr-only">{closeLabel ?? t('common.close')}</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
