import type { RouteObject } from 'react-router';

/** Shop routes of the "buying" area, under /:lang: the cart is open to everyone (SPEC §2). */
export const buyingRoutes: RouteObject[] = [
  {
    path: 'my-page/cart',
    lazy: () => import('./cart-page.tsx').then((m) => ({ Component: m.CartPage })),
  },
];

/** Member-only routes of the "buying" area (behind RequireAuth). */
export const buyingMemberRoutes: RouteObject[] = [
  {
    path: 'my-page/cart/payment',
    lazy: () => import('./payment-page.tsx').then((m) => ({ Component: m.PaymentPage })),
  },
  {
    path: 'my-page/payment-complete',
    lazy: () => import('./payment-complete-page.tsx').then((m) => ({ Component: m.PaymentCompletePage })),
  },
  {
    path: 'my-page/payment-qr/:id',
    lazy: () => import('./payment-qr-page.tsx').then((m) => ({ Component: m.PaymentQrPage })),
  },
  {
    path: 'my-page/order-history',
    lazy: () => import('./order-history-page.tsx').then((m) => ({ Component: m.OrderHistoryPage })),
  },
];
