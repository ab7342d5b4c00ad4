import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { backofficeRoute } from '../backoffice/entry.tsx';
import { ADMIN_PREFIX } from '../shared/admin-prefix.ts';
import { RequireAuth } from '../shared/auth/require-auth.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { ShopLayout } from './layouts/shop-layout.tsx';
import { buyingMemberRoutes, buyingRoutes } from './routes/buying-routes.tsx';
import { contactRoutes } from './routes/contact-routes.tsx';
import { HomePage } from './routes/home-page.tsx';
import { LangGate } from './routes/lang-gate.tsx';
import { LanguageRedirect } from './routes/language-redirect.tsx';
import { pagesRoutes } from './routes/pages-routes.tsx';
import { tankMemberRoutes } from './routes/tank-routes.tsx';
import { lazyPage } from './routing/lazy-page.tsx';

/**
 * Member pages (SPEC §6 auth-only): an anonymous visitor goes to the language home with the
 * sign-in modal open and comes back after signing in: profile, my-logo, cart/payment,
 * payment-complete, payment-qr/{id} and order-history.
 */
const memberPages: RouteObject[] = [
  {
    path: 'my-page/profile',
    element: lazyPage(
      () => import('./routes/profile-page.tsx'),
      (m) => m.ProfilePage,
    ),
  },
  ...tankMemberRoutes,
  ...buyingMemberRoutes,
];

/**
 * Public pages live under /:lang (SPEC §2). A first segment that is not a language is rewritten
 * to /{lang}/... ; an unknown page under a language goes to /, which picks the language home.
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LanguageRedirect /> },
      // The back office: a lazy route tree, so none of its code reaches shop visitors.
      backofficeRoute(ADMIN_PREFIX),
      {
        path: '/:lang',
        element: <LangGate />,
        children: [
          {
            element: <ShopLayout />,
            children: [
              { index: true, element: <HomePage /> },
              // Lazy, so the home page's first load carries neither the detail's order form
              // (react-hook-form, zod) nor the search page; the server preloads each on its own
              // page (modules/web), so they cost no extra round trip there.
              {
                path: 'search',
                element: lazyPage(
                  () => import('./routes/search-page.tsx'),
                  (m) => m.SearchPage,
                  { firstView: true },
                ),
              },
              {
                path: 'logo/detail/:id',
                element: lazyPage(
                  () => import('./routes/logo-detail-page.tsx'),
                  (m) => m.LogoDetailPage,
                  { firstView: true },
                ),
              },
              {
                path: 'unsubscribe',
                element: lazyPage(
                  () => import('./routes/unsubscribe-page.tsx'),
                  (m) => m.UnsubscribePage,
                ),
              },
              {
                path: 'password-reset',
                element: lazyPage(
                  () => import('./routes/password-reset-page.tsx'),
                  (m) => m.PasswordResetPage,
                ),
              },
              ...pagesRoutes,
              ...contactRoutes,
              ...buyingRoutes,
              { element: <RequireAuth />, children: memberPages },
              { path: '*', element: <Navigate to="/" replace /> },
            ],
          },
        ],
      },
      { path: '*', element: <LanguageRedirect /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
