import { lazy, type ReactNode, Suspense } from 'react';
import { DetailActions } from '../features/favorites/components/detail-actions.tsx';
import { FavoriteButton } from '../features/favorites/components/favorite-button.tsx';
import { type LogoSlots, LogoSlotsProvider } from '../shared/slots/logo-slots.tsx';

// The cart's forms bring react-hook-form and the zod contracts: they load with the pages that
// show them, not with the first page.
const DetailOrderForm = lazy(() =>
  import('../features/cart/components/detail-order-form.tsx').then((m) => ({ default: m.DetailOrderForm })),
);
const AddToCartButton = lazy(() =>
  import('../features/cart/components/add-to-cart-button.tsx').then((m) => ({ default: m.AddToCartButton })),
);

// Features may not import each other: the app puts the favourites and cart controls into the
// catalogue's card and detail and into the favourites lists (ADR 0014: logo slots).
const slots: LogoSlots = {
  cardAction: (card) => <FavoriteButton logo={card} />,
  detailActions: (logo) => <DetailActions logo={logo} />,
  detailOrder: (logo) => (
    <Suspense fallback={null}>
      <DetailOrderForm logo={logo} />
    </Suspense>
  ),
  recordCartAction: (logo) => (
    <Suspense fallback={null}>
      <AddToCartButton logo={logo} />
    </Suspense>
  ),
};

export function AppLogoSlots({ children }: { children: ReactNode }) {
  return <LogoSlotsProvider slots={slots}>{children}</LogoSlotsProvider>;
}
