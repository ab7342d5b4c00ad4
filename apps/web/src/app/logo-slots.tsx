import { type ReactNode, Suspense } from 'react';
import { FavoriteButton } from '../features/favorites/components/favorite-button.tsx';
import { AfterFirstPaint } from '../shared/first-load.tsx';
import { lazyWithTexts } from '../shared/i18n/lazy-with-texts.ts';
import { type LogoSlots, LogoSlotsProvider } from '../shared/slots/logo-slots.tsx';

// The detail page's favourite and keep controls (the keep's dialog, countdown and messages) load
// with the detail page, not with the first page (the server preloads them there).
const DetailActions = lazyWithTexts(() =>
  import('../features/favorites/components/detail-actions.tsx').then((m) => ({ default: m.DetailActions })),
);

// The cart's forms bring react-hook-form and the zod contracts: they load with the pages that
// show them, not with the first page.
const DetailOrderForm = lazyWithTexts(() =>
  import('../features/cart/components/detail-order-form.tsx').then((m) => ({ default: m.DetailOrderForm })),
);
const AddToCartButton = lazyWithTexts(() =>
  import('../features/cart/components/add-to-cart-button.tsx').then((m) => ({ default: m.AddToCartButton })),
);

// Features may not import each other: the app puts the favourites and cart controls into the
// catalogue's card and detail and into the favourites lists (ADR 0014: logo slots).
const slots: LogoSlots = {
  cardAction: (card) => <FavoriteButton logo={card} />,
  detailActions: (logo) => (
    <AfterFirstPaint>
      <Suspense fallback={null}>
        <DetailActions logo={logo} />
      </Suspense>
    </AfterFirstPaint>
  ),
  detailOrder: (logo) => (
    <AfterFirstPaint>
      <Suspense fallback={null}>
        <DetailOrderForm logo={logo} />
      </Suspense>
    </AfterFirstPaint>
  ),
  recordCartAction: (logo) => (
    <AfterFirstPaint>
      <Suspense fallback={null}>
        <AddToCartButton logo={logo} />
      </Suspense>
    </AfterFirstPaint>
  ),
};

export function AppLogoSlots({ children }: { children: ReactNode }) {
  return <LogoSlotsProvider slots={slots}>{children}</LogoSlotsProvider>;
}
