import { useEffect, useId, useState } from 'react';
import { Outlet, useLocation, useMatch } from 'react-router';
import { AuthModal } from '../../features/account/components/auth/auth-modal.tsx';
import { NameCapture } from '../../features/account/components/name-capture.tsx';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import {
  AccountPanel,
  CategoryPanel,
  FooterPanel,
  LazyDrawer,
  ShowResultsPanelButton,
} from './lazy-panels.tsx';
import { ShopDemoNotice } from './shop-demo-notice.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipToResults } from './skip-to-results.tsx';

type OpenDrawer = 'categories' | 'account' | null;

/**
 * The public shop frame: header, category sidebar, page, account menu and footer. Below the lg
 * breakpoint the two sidebars move into drawers opened from the header. The member's own pages
 * (cart, checkout, orders, profile, my logos: /my-page/…) have no catalogue to filter, so they
 * show neither the category sidebar nor its drawer (ADR 0091).
 */
export function ShopLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const categories = useMatch('/:lang/my-page/*') === null;
  const [drawer, setDrawer] = useState<OpenDrawer>(null);
  const categoriesId = useId();
  const accountId = useId();

  // Following a link inside a drawer closes it; a filter ticked in the categories drawer keeps it
  // open, so several can be chosen before looking at the results.
  const filterChange = (location.state as { filter?: boolean } | null)?.filter === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => {
    if (!filterChange) setDrawer(null);
  }, [location.key]);

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <ShopDemoNotice />
      <SiteHeader
        onOpenCategories={categories ? () => setDrawer('categories') : undefined}
        onOpenAccount={() => setDrawer('account')}
      />
      <div
        className={`mx-auto w-full max-w-screen-2xl flex-1 px-4 py-6 lg:grid lg:gap-8 ${
          categories ? 'lg:grid-cols-[13rem_minmax(0,1fr)_13rem]' : 'lg:grid-cols-[minmax(0,1fr)_13rem]'
        }`}
      >
        <SkipToResults />
        {categories ? (
          <aside
            aria-labelledby={categoriesId}
            className="hidden lg:sticky lg:top-0 lg:-mx-2 lg:-my-6 lg:block lg:max-h-dvh lg:self-start lg:overflow-y-auto lg:px-2 lg:py-6"
          >
            <h2 id={categoriesId} className="mb-3 text-base font-bold text-gray-900">
              {t('categories.heading')}
            </h2>
            <CategoryPanel />
          </aside>
        ) : null}
        <main id="main" tabIndex={-1} className="min-w-0 focus:outline-none">
          <Outlet />
        </main>
        <aside aria-labelledby={accountId} className="hidden lg:block">
          <h2 id={accountId} className="sr-only">
            {t('account.heading')}
          </h2>
          <AccountPanel />
        </aside>
      </div>
      <FooterPanel />
      <LazyDrawer
        side="left"
        title={t('categories.heading')}
        open={categories && drawer === 'categories'}
        onClose={() => setDrawer(null)}
      >
        <CategoryPanel />
        <div className="sticky bottom-0 -mx-4 -mb-4 border-t border-gray-200 bg-white px-4 py-3 empty:hidden">
          <ShowResultsPanelButton onClick={() => setDrawer(null)} />
        </div>
      </LazyDrawer>
      <LazyDrawer
        side="right"
        title={t('account.heading')}
        open={drawer === 'account'}
        onClose={() => setDrawer(null)}
      >
        <AccountPanel />
      </LazyDrawer>
      <AuthModal />
      <NameCapture />
    </div>
  );
}
