import { type ComponentType, lazy, type ReactElement } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { ErrorBoundary } from '../shared/ui/error-boundary.tsx';
import { BackofficeRouteError } from './pages/route-error.tsx';
import { ADMIN_AREAS, type AdminArea } from './paths.ts';

type LoadPage = () => Promise<ComponentType>;

/** A page, or a layout, that loads when first shown, inside the back office's Japanese error boundary. */
function Guarded({ children }: { children: ReactElement }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} fallback={(error) => <BackofficeRouteError error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

function lazyPage(load: LoadPage): ReactElement {
  const Page = lazy(() => load().then((Component) => ({ default: Component })));
  return (
    <Guarded>
      <Page />
    </Guarded>
  );
}

const notFound = () => lazyPage(() => import('./pages/not-found-page.tsx').then((m) => m.NotFoundPage));

/** The screens of one admin area: its list, and its create/edit screen if records are edited. */
export interface AreaScreens {
  list: LoadPage;
  edit?: LoadPage;
}

/**
 * Genres, industries, tastes (one generic screen told its kind), keywords, address searches, the
 * change log, free logo requests and contact messages (features/{categories,keywords,…}).
 */
function catalogAreaScreens(): Partial<Record<AdminArea, AreaScreens>> {
  const category = (kind: 'colors' | 'industries' | 'tastes'): AreaScreens => ({
    list: () => import('./features/categories/categories-page.tsx').then((m) => m.CATEGORY_LIST_PAGES[kind]),
    edit: () =>
      import('./features/categories/category-edit-page.tsx').then((m) => m.CATEGORY_EDIT_PAGES[kind]),
  });
  return {
    colors: category('colors'),
    industries: category('industries'),
    tastes: category('tastes'),
    keyword: {
      list: () => import('./features/keywords/keywords-page.tsx').then((m) => m.KeywordsPage),
      edit: () => import('./features/keywords/keyword-edit-page.tsx').then((m) => m.KeywordEditPage),
    },
    'address-search': {
      list: () =>
        import('./features/address-search/address-search-page.tsx').then((m) => m.AddressSearchPage),
    },
    logs: { list: () => import('./features/logs/logs-page.tsx').then((m) => m.LogsPage) },
    requests: { list: () => import('./features/requests/requests-page.tsx').then((m) => m.RequestsPage) },
    contacts: { list: () => import('./features/contacts/contacts-page.tsx').then((m) => m.ContactsPage) },
  };
}

/**
 * The admin areas built so far (SPEC §2). Add an area's screens here; the others answer the 404
 * page until then:
 *
 *   users: {
 *     list: () => import('./features/users/users-page.tsx').then((m) => m.UsersPage),
 *     edit: () => import('./features/users/user-edit-page.tsx').then((m) => m.UserEditPage),
 *   },
 */
const AREA_SCREENS: Partial<Record<AdminArea, AreaScreens>> = {
  orders: { list: () => import('./features/orders/orders-page.tsx').then((m) => m.OrdersPage) },
  ...catalogAreaScreens(),
  users: {
    list: () => import('./features/users/users-page.tsx').then((m) => m.UsersPage),
    edit: () => import('./features/users/user-edit-page.tsx').then((m) => m.UserEditPage),
  },
  // The edit screen is zips/{logo_id}: a logo has one zip, and the orders screen links there.
  zips: {
    list: () => import('./features/zips/zips-page.tsx').then((m) => m.ZipsPage),
    edit: () => import('./features/zips/zip-edit-page.tsx').then((m) => m.ZipEditPage),
  },
  // One settings screen, no records (issue 10, beyond the spec).
  'price-settings': { list: () => import('./features/prices/prices-page.tsx').then((m) => m.PricesPage) },
};

/**
 * An area's routes: the list at `{area}` and `{area}/page/{n}` (one route, so moving between pages
 * keeps the list mounted and its previous rows on screen), `{area}/create` and `{area}/{id}` for
 * the edit screen, and the 404 page below them.
 */
export function areaRoutes(area: string, screens: AreaScreens | undefined): RouteObject[] {
  if (!screens) {
    return [
      { path: area, element: notFound() },
      { path: `${area}/*`, element: notFound() },
    ];
  }
  // One element for both paths: moving between create and edit keeps the loaded page.
  const edit = screens.edit ? lazyPage(screens.edit) : null;
  return [
    { path: area, element: lazyPage(screens.list), children: [{ path: 'page/:page' }] },
    ...(edit
      ? [
          { path: `${area}/create`, element: edit },
          { path: `${area}/:id`, element: edit },
        ]
      : []),
    { path: `${area}/*`, element: notFound() },
  ];
}

/**
 * The back office's routes below /{prefix} (SPEC §2), built once: every page, layout and guard
 * loads lazily, and this table itself loads with the back office (entry.tsx), so nothing of the
 * back office reaches shop visitors.
 */
const routes: RouteObject[] = [
  {
    element: lazyPage(() => import('./layout/backoffice-root.tsx').then((m) => m.BackofficeRoot)),
    children: [
      { path: 'login', element: lazyPage(() => import('./pages/login-page.tsx').then((m) => m.LoginPage)) },
      {
        // The staff invitation mail's link (accounts/invitation.ts): public, like the login.
        path: 'create-password',
        element: lazyPage(() =>
          import('./features/users/create-password-page.tsx').then((m) => m.CreatePasswordPage),
        ),
      },
      {
        // Every other page needs a staff member signed in.
        element: lazyPage(() => import('./layout/backoffice-layout.tsx').then((m) => m.BackofficeLayout)),
        children: [
          {
            index: true,
            element: lazyPage(() => import('./pages/dashboard-page.tsx').then((m) => m.DashboardPage)),
          },
          {
            path: 'profile',
            element: lazyPage(() => import('./pages/profile-page.tsx').then((m) => m.ProfilePage)),
          },
          {
            // The logo list, for admins and designers (features/logos).
            path: 'logos',
            element: lazyPage(() => import('./features/logos/logos-page.tsx').then((m) => m.LogosPage)),
          },
          // The logo editor, for admins and designers (features/logos): one element for its paths.
          ...((editor) =>
            ['logo/create', 'logo/:id', 'logo/:id/:tab'].map((path) => ({ path, element: editor })))(
            lazyPage(() => import('./features/logos/logo-editor-page.tsx').then((m) => m.LogoEditorPage)),
          ),
          {
            // Admin-only areas (designers go to the dashboard).
            element: lazyPage(() => import('./guards/guards.tsx').then((m) => m.AdminOnly)),
            children: [
              ...ADMIN_AREAS.flatMap((area) => areaRoutes(area, AREA_SCREENS[area])),
              // The catalogue CSV export and import (features/logo-csv).
              {
                path: 'logos/import',
                element: lazyPage(() =>
                  import('./features/logo-csv/logo-csv-page.tsx').then((m) => m.LogoCsvPage),
                ),
              },
            ],
          },
          { path: '*', element: notFound() },
        ],
      },
    ],
  },
];

/** The back office's pages, rendered below the shop's `/{prefix}/*` route (entry.tsx). */
export function BackofficeRoutes() {
  return useRoutes(routes);
}
