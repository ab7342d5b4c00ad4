import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { AfterFirstPaint } from '../../shared/first-load.tsx';
import { lazyWithTexts } from '../../shared/i18n/lazy-with-texts.ts';

// The frame's side panels (category filters, account menu) and the drawer's results button
// load after the first page's cards: on phones they sit in closed drawers, on wide screens in
// their own columns whose width is fixed, so nothing moves when they appear. The filters wait for
// their options from the API anyway.
const CategorySidebar = lazyWithTexts(() =>
  import('../../features/catalog/components/category-sidebar.tsx').then((m) => ({
    default: m.CategorySidebar,
  })),
);
const ShowResultsButton = lazyWithTexts(() =>
  import('../../features/catalog/components/search-results.tsx').then((m) => ({
    default: m.ShowResultsButton,
  })),
);
const AccountMenu = lazyWithTexts(() =>
  import('../../features/account/components/account-menu.tsx').then((m) => ({ default: m.AccountMenu })),
);

const SiteFooter = lazyWithTexts(() => import('./site-footer.tsx').then((m) => ({ default: m.SiteFooter })));

const Drawer = lazy(() => import('../../shared/ui/drawer.tsx').then((m) => ({ default: m.Drawer })));

/**
 * A phone drawer of the frame, whose code loads when it is first opened; it stays mounted after,
 * so closing it keeps the browser's focus return.
 */
export function LazyDrawer(props: ComponentProps<typeof Drawer>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}

export function CategoryPanel() {
  return (
    <AfterFirstPaint>
      <Suspense fallback={null}>
        <CategorySidebar />
      </Suspense>
    </AfterFirstPaint>
  );
}

export function ShowResultsPanelButton({ onClick }: { onClick: () => void }) {
  return (
    <Suspense fallback={null}>
      <ShowResultsButton onClick={onClick} />
    </Suspense>
  );
}

export function AccountPanel() {
  return (
    <AfterFirstPaint>
      <Suspense fallback={null}>
        <AccountMenu />
      </Suspense>
    </AfterFirstPaint>
  );
}

/** The footer sits below the page's cards: it loads right after the first paint (ADR 0053). */
export function FooterPanel() {
  return (
    <AfterFirstPaint>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </AfterFirstPaint>
  );
}
