import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './layouts/root-layout.tsx';
import { ShopLayout } from './layouts/shop-layout.tsx';
import { HomePage } from './routes/home-page.tsx';
import { LangGate } from './routes/lang-gate.tsx';
import { LanguageRedirect } from './routes/language-redirect.tsx';
import { LogoDetailPage } from './routes/logo-detail-page.tsx';
import { RouteError } from './routes/route-error.tsx';
import { SearchPage } from './routes/search-page.tsx';

/**
 * Public pages live under /:lang (SPEC §2). A first segment that is not a language is rewritten
 * to /{lang}/... ; an unknown page under a language goes to /, which picks the language home.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LanguageRedirect /> },
      {
        path: '/:lang',
        element: <LangGate />,
        children: [
          {
            element: <ShopLayout />,
            children: [
              { index: true, element: <HomePage /> },
              { path: 'search', element: <SearchPage /> },
              { path: 'logo/detail/:id', element: <LogoDetailPage /> },
              { path: '*', element: <Navigate to="/" replace /> },
            ],
          },
        ],
      },
      { path: '*', element: <LanguageRedirect /> },
    ],
  },
]);
