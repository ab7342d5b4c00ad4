import type { RouteObject } from 'react-router';
import { lazyPage } from '../routing/lazy-page.tsx';

/** Shop routes of the "buying" area, under /:lang: the cart is open to everyone (SPEC §2). */
export const buyingRoutes: RouteObject[] = [
  {
    path: 'my-page/cart',
    element: lazyPage(
      () => import('./cart-page.tsx'),
      (m) => m.CartPage,
    ),
  },
];

/** Member-only routes of the "buying" area (behind RequireAuth). */
export const buyingMemberRoutes: RouteObject[] = [
  {
    path: 'my-page/cart/payment',
    element: lazyPage(
      () => import('./payment-page.tsx'),
      (m) => m.PaymentPage,
    ),
  },
  {
    path: 'my-page/payment-complete',
    element: lazyPage(
      () => import('./payment-complete-page.tsx'),
      (m) => m.PaymentCompletePage,
    ),
  },
  {
    path: 'my-page/payment-qr/:id',
    element: lazyPage(
      () => import('./payment-qr-page.tsx'),
      (m) => m.PaymentQrPage,
    ),
  },
  {
    path: 'my-page/order-history',
    element: lazyPage(
      () => import('./order-history-page.tsx'),
      (m) => m.OrderHistoryPage,
    ),
  },
];
