import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ADMIN_AREAS, type AdminArea } from './paths.ts';

/** Marks the back office's root route; the root reads its URL base from it. */
export interface BackofficeHandle {
  backofficeBase: string;
}

type LoadPage = () => Promise<ComponentType>;

/** Loads a page and the back office's Japanese error boundary together. */
function lazyPage(load: LoadPage) {
  return async () => {
    const [Component, error] = await Promise.all([load(), import('./pages/route-error.tsx')]);
    return { Component, ErrorBoundary: error.BackofficeRouteError };
  };
}

const notFound = lazyPage(() => import('./pages/not-found-page.tsx').then((m) => m.NotFoundPage));

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
      { path: area, lazy: notFound },
      { path: `${area}/*`, lazy: notFound },
    ];
  }
  const edit = screens.edit ? lazyPage(screens.edit) : null;
  return [
    { path: area, lazy: lazyPage(screens.list), children: [{ path: 'page/:page' }] },
    ...(edit
      ? [
          { path: `${area}/create`, lazy: edit },
          { path: `${area}/:id`, lazy: edit },
        ]
      : []),
    { path: `${area}/*`, lazy: notFound },
  ];
}

/**
 * The back office at /{prefix} (SPEC §2). Every page, layout and guard is loaded lazily, so the
 * shop's entry bundle carries only this table: nothing of the back office reaches shop visitors.
 */
export function backofficeRoute(prefix: string): RouteObject {
  const base = `/${prefix.replace(/^\/+|\/+$/g, '')}`;
  const handle: BackofficeHandle = { backofficeBase: base };
  return {
    path: base,
    handle,
    // Shown while the first back-office chunks load on a fresh visit.
    hydrateFallbackElement: <div aria-busy="true" className="min-h-dvh bg-gray-100" />,
    lazy: lazyPage(() => import('./layout/backoffice-root.tsx').then((m) => m.BackofficeRoot)),
    children: [
      {
        path: 'login',
        lazy: lazyPage(() => import('./pages/login-page.tsx').then((m) => m.LoginPage)),
      },
      {
        // The staff invitation mail's link (accounts/invitation.ts): public, like the login.
        path: 'create-password',
        lazy: lazyPage(() =>
          import('./features/users/create-password-page.tsx').then((m) => m.CreatePasswordPage),
        ),
      },
      {
        // Every other page needs a staff member signed in.
        lazy: () => import('./layout/backoffice-layout.tsx').then((m) => ({ Component: m.BackofficeLayout })),
        children: [
          {
            index: true,
            lazy: lazyPage(() => import('./pages/dashboard-page.tsx').then((m) => m.DashboardPage)),
          },
          {
            path: 'profile',
            lazy: lazyPage(() => import('./pages/profile-page.tsx').then((m) => m.ProfilePage)),
          },
          // The logo editor, for admins and designers (features/logos).
          ...['logo/create', 'logo/:id', 'logo/:id/:tab'].map((path) => ({
            path,
            lazy: lazyPage(() =>
              import('./features/logos/logo-editor-page.tsx').then((m) => m.LogoEditorPage),
            ),
          })),
          {
            // Admin-only areas (designers go to the dashboard).
            lazy: () => import('./guards/guards.tsx').then((m) => ({ Component: m.AdminOnly })),
            children: [
              ...ADMIN_AREAS.flatMap((area) => areaRoutes(area, AREA_SCREENS[area])),
              // The catalogue CSV export and import (features/logo-csv).
              {
                path: 'logos/import',
                lazy: lazyPage(() =>
                  import('./features/logo-csv/logo-csv-page.tsx').then((m) => m.LogoCsvPage),
                ),
              },
            ],
          },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  };
}
