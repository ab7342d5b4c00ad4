import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { useBoTranslation } from '../i18n/i18n.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { Brand } from './brand.tsx';
import { SideNav } from './side-nav.tsx';

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The side menu on narrow screens: a modal drawer from the left that closes on navigation. */
export function MobileDrawer({ id, open, onClose }: MobileDrawerProps) {
  const { t } = useBoTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const location = useLocation();
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: a followed link closes the drawer
  useEffect(() => {
    if (ref.current?.open) ref.current.close();
  }, [location.key]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes a modal dialog with Escape
    <dialog
      id={id}
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => {
        opener.current?.focus();
        opener.current = null;
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-gray-900 p-0 text-gray-200 shadow-xl lg:hidden"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 border-b border-gray-800 px-4 py-3">
          <h2 id={titleId} className="sr-only">
            {t('menu.label')}
          </h2>
          <Brand />
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="rounded-md p-2 text-gray-300 hover:bg-gray-800 hover:text-white"
          >
            <CloseIcon />
            <span className="sr-only">{t('topBar.closeMenu')}</span>
          </button>
        </div>
        {open ? <SideNav /> : null}
      </div>
    </dialog>
  );
}
