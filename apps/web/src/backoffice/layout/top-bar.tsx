import { useBoTranslation } from '../i18n/i18n.ts';
import { BoIcon } from '../ui/icons.tsx';
import { Brand } from './brand.tsx';
import { UserMenu } from './user-menu.tsx';

interface TopBarProps {
  sidebarId: string;
  drawerId: string;
  collapsed: boolean;
  drawerOpen: boolean;
  onToggleSidebar: () => void;
  onOpenDrawer: () => void;
}

// No display utility here: each toggle sets its own, so `hidden` never fights `inline-flex`.
const iconButton = 'items-center justify-center rounded-md p-2 text-gray-700 hover:bg-gray-100';

/** Menu toggle (sidebar on desktop, drawer on phones), a link to the shop, and the user menu. */
export function TopBar(props: TopBarProps) {
  const { sidebarId, drawerId, collapsed, drawerOpen, onToggleSidebar, onOpenDrawer } = props;
  const { t } = useBoTranslation();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-gray-200 bg-white px-2 sm:px-4">
      <button
        type="button"
        onClick={onOpenDrawer}
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        aria-controls={drawerId}
        className={`${iconButton} inline-flex lg:hidden`}
      >
        <BoIcon name="menu" />
        <span className="sr-only">{t('topBar.openMenu')}</span>
      </button>
      <button
        type="button"
        onClick={onToggleSidebar}
        aria-expanded={!collapsed}
        aria-controls={sidebarId}
        title={collapsed ? t('topBar.expandMenu') : t('topBar.collapseMenu')}
        className={`${iconButton} hidden lg:inline-flex`}
      >
        <BoIcon name="menu" />
        <span className="sr-only">{collapsed ? t('topBar.expandMenu') : t('topBar.collapseMenu')}</span>
      </button>
      <div className="lg:hidden">
        <Brand dark={false} />
      </div>
      <div className="ml-auto flex items-center gap-1 sm:gap-3">
        <a
          href="/ja/"
          target="_blank"
          rel="noopener"
          className="hidden items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-gray-700 hover:bg-gray-100 hover:text-gray-900 sm:inline-flex"
        >
          <BoIcon name="external" className="size-4" />
          {t('app.toShop')}
        </a>
        <UserMenu />
      </div>
    </header>
  );
}
