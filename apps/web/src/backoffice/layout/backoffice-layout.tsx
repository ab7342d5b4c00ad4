import { useEffect, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../shared/auth/session.tsx';
import { PAGE_DEMO } from '../../shared/demo-mode.ts';
import { DemoNotice } from '../../shared/ui/demo-notice.tsx';
import { Drawer } from '../../shared/ui/drawer.tsx';
import { FirstPasswordDialog } from '../first-login/first-password-dialog.tsx';
import { BackofficeGuard } from '../guards/guards.tsx';
import { useBoTranslation } from '../i18n/i18n.ts';
import { Brand } from './brand.tsx';
import { SideNav } from './side-nav.tsx';
import { TopBar } from './top-bar.tsx';

const COLLAPSED_KEY = 'logoya.backoffice.sidebar';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === 'collapsed';
  } catch {
    return false;
  }
}

function Shell() {
  const { user } = useSession();
  const { t } = useBoTranslation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebarId = useId();
  const drawerId = useId();
  const location = useLocation();

  // A followed link closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => {
    setDrawerOpen(false);
  }, [location.key]);

  const toggleSidebar = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      window.localStorage.setItem(COLLAPSED_KEY, next ? 'collapsed' : 'open');
    } catch {
      // Not remembering the choice is harmless.
    }
  };

  return (
    <div className="min-h-dvh bg-gray-100 text-gray-800 lg:flex">
      <a
        href="#bo-main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <aside
        id={sidebarId}
        className={`sticky top-0 hidden h-dvh shrink-0 flex-col bg-gray-900 transition-[width] duration-150 lg:flex ${
          collapsed ? 'w-16' : 'w-60'
        }`}
      >
        <div
          className={`flex h-14 items-center border-b border-gray-800 ${collapsed ? 'justify-center' : 'px-4'}`}
        >
          <Brand compact={collapsed} />
        </div>
        <SideNav collapsed={collapsed} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        {PAGE_DEMO ? <DemoNotice text={t('app.demoShop')} /> : null}
        <TopBar
          sidebarId={sidebarId}
          drawerId={drawerId}
          collapsed={collapsed}
          drawerOpen={drawerOpen}
          onToggleSidebar={toggleSidebar}
          onOpenDrawer={() => setDrawerOpen(true)}
        />
        <main id="bo-main" tabIndex={-1} className="flex-1 p-3 focus:outline-none sm:p-5 lg:p-6">
          <Outlet />
        </main>
      </div>
      <Drawer
        id={drawerId}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        side="left"
        title={t('menu.label')}
        closeLabel={t('topBar.closeMenu')}
        tone="dark"
        brand={<Brand />}
        width="w-72"
        className="lg:hidden"
        body="flush"
      >
        <SideNav />
      </Drawer>
      {user?.first_login ? <FirstPasswordDialog /> : null}
    </div>
  );
}

/** The signed-in back office: guard, sidebar, top bar and page (SPEC §2). */
export function BackofficeLayout() {
  return (
    <BackofficeGuard requirement="staff">
      <Shell />
    </BackofficeGuard>
  );
}
