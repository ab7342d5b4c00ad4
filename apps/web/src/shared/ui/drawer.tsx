import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { CloseIcon } from './icons.tsx';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'right';
  /** Names the drawer; shown in its header unless `brand` takes that place. */
  title: string;
  /** The close button's name; the shop's word by default (the back office passes its own). */
  closeLabel?: string;
  /** The dialog's id, for the opener's `aria-controls`. */
  id?: string;
  /** `light`: the shop's white panel; `dark`: the back office's menu, coloured like its sidebar. */
  tone?: 'light' | 'dark';
  /** Shown in the header instead of the title, which then names the drawer for screen readers only. */
  brand?: ReactNode;
  /** Tailwind width class of the panel. */
  width?: string;
  /** Extra classes of the dialog, e.g. `lg:hidden` for a drawer that only phones use. */
  className?: string;
  /** `padded` for free content; `flush` for content that sets its own spacing and scrolling (a menu). */
  body?: 'padded' | 'flush';
  children: ReactNode;
}

const TONES = {
  light: {
    panel: 'bg-white text-gray-800',
    header: 'border-gray-200',
    close: 'text-gray-600 hover:bg-gray-100',
  },
  dark: {
    panel: 'bg-gray-900 text-gray-200',
    header: 'border-gray-800',
    close: 'text-gray-300 hover:bg-gray-800 hover:text-white',
  },
} as const;

/**
 * A side panel on a modal <dialog>: the browser traps focus and closes it on Escape. Focus goes
 * back to the element that opened it. The shop's category and account drawers and the back
 * office's phone menu are all this one.
 */
export function Drawer({
  open,
  onClose,
  side,
  title,
  closeLabel,
  id,
  tone = 'light',
  brand,
  width = 'w-80',
  className = '',
  body = 'padded',
  children,
}: DrawerProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const colours = TONES[tone];

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
      id={id}
      ref={ref}
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={[
        position,
        'm-0 h-dvh max-h-none max-w-[85vw] p-0 shadow-xl',
        width,
        colours.panel,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="flex h-full flex-col">
        <div className={`flex items-center justify-between gap-2 border-b px-4 py-3 ${colours.header}`}>
          <h2 id={titleId} className={brand ? 'sr-only' : 'text-base font-semibold'}>
            {title}
          </h2>
          {brand}
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className={`rounded-md p-2 ${colours.close}`}
          >
            <CloseIcon />
            <span className="sr-only">{closeLabel ?? t('common.close')}</span>
          </button>
        </div>
        {body === 'padded' ? (
          <div className="flex-1 overflow-y-auto px-4 py-4">{open ? children : null}</div>
        ) : open ? (
          children
        ) : null}
      </div>
    </dialog>
  );
}
