import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../shared/auth/session.tsx';
import { useBoTranslation } from '../i18n/i18n.ts';
import { useBackofficePath } from '../lib/base-path.tsx';
import { Avatar } from '../ui/avatar.tsx';
import { BoIcon } from '../ui/icons.tsx';

const itemClass =
  'flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm text-gray-800 hover:bg-gray-100 focus-visible:bg-gray-100';

/** The top bar's user menu (a disclosure): who is signed in, プロフィール and ログアウト. */
export function UserMenu() {
  const { user, signOut } = useSession();
  const { t } = useBoTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const path = useBackofficePath();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;

  const logout = async () => {
    setOpen(false);
    await signOut();
    navigate(path('/login'), { replace: true });
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-md px-1.5 py-1 text-sm text-gray-800 hover:bg-gray-100"
      >
        <Avatar name={user.name} picture={user.picture} />
        <span className="hidden max-w-40 truncate font-semibold sm:block">{user.name}</span>
        <span className="sr-only">{t('topBar.userMenu')}</span>
        <BoIcon name="chevronDown" className="size-4 text-gray-600" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 max-h-60 w-64 overflow-y-auto rounded-md border border-gray-200 bg-white p-1 shadow-lg"
      >
        <div className="border-b border-gray-100 px-3 pt-2 pb-2.5">
          <p className="truncate text-sm font-semibold text-gray-900">{user.name}</p>
          <p className="truncate text-xs text-gray-600">{user.email}</p>
          <p className="mt-1 inline-block rounded bg-orange-50 px-1.5 py-0.5 text-[11px] font-semibold text-orange-800">
            {t(`roles.${user.role}`)}
          </p>
        </div>
        <ul className="pt-1">
          <li>
            <Link to={path('/profile')} className={itemClass}>
              <BoIcon name="user" className="size-4 text-gray-600" />
              {t('topBar.profile')}
            </Link>
          </li>
          <li>
            <button type="button" onClick={logout} className={itemClass}>
              <BoIcon name="logout" className="size-4 text-gray-600" />
              {t('topBar.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
