import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { backofficeRoute } from '../backoffice/routes.tsx';
import { RequireAuth } from '../shared/auth/require-auth.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { ShopLayout } from './layouts/shop-layout.tsx';
import { buyingMemberRoutes, buyingRoutes } from './routes/buying-routes.tsx';
import { contactMemberRoutes, contactRoutes } from './routes/contact-routes.tsx';
import { HomePage } from './routes/home-page.tsx';
import { LangGate } from './routes/lang-gate.tsx';
import { LanguageRedirect } from './routes/language-redirect.tsx';
import { pagesMemberRoutes, pagesRoutes } from './routes/pages-routes.tsx';
import { RouteError } from './routes/route-error.tsx';
import { tankMemberRoutes, tankRoutes } from './routes/tank-routes.tsx';

/**
 * The back office's URL segment (SPEC §2: configurable). The server writes its ADMIN_PREFIX into
 * the page (`<meta name="logoya-admin-prefix">`), so changing it needs no rebuild.
 */
export const ADMIN_PREFIX: string =
  document.querySelector<HTMLMetaElement>('meta[name="logoya-admin-prefix"]')?.content ||
  (import.meta.env.VITE_ADMIN_PREFIX ?? 'admin');

/**
 * Member pages (SPEC §6 auth-only): an anonymous visitor goes to the language home with the
 * sign-in modal open and comes back after signing in: profile, my-logo, cart/payment,
 * payment-complete, payment-qr/{id} and order-history.
 */
const memberPages: RouteObject[] = [
  {
    path: 'my-page/profile',
    lazy: () => import('./routes/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
  },
  ...tankMemberRoutes,
  ...pagesMemberRoutes,
  ...contactMemberRoutes,
  ...buyingMemberRoutes,
];

/**
 * Public pages live under /:lang (SPEC §2). A first segment that is not a language is rewritten
 * to /{lang}/... ; an unknown page under a language goes to /, which picks the language home.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Opening a lazy page directly renders nothing until its code arrives (no SSR to hydrate).
    HydrateFallback: () => null,
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
              // Lazy, so the home page's first bundle carries neither the detail's order form
              // (react-hook-form, zod) nor the search page (bench/lighthouse.ts measures it).
              {
                path: 'search',
                lazy: () => import('./routes/search-page.tsx').then((m) => ({ Component: m.SearchPage })),
              },
              {
                path: 'logo/detail/:id',
                lazy: () =>
                  import('./routes/logo-detail-page.tsx').then((m) => ({ Component: m.LogoDetailPage })),
              },
              {
                path: 'password-reset',
                lazy: () =>
                  import('./routes/password-reset-page.tsx').then((m) => ({
                    Component: m.PasswordResetPage,
                  })),
              },
              ...tankRoutes,
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
]);
