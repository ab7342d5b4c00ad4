/** Query keys of the cart feature's own calls (the cart itself is shared/cart/cart-query.ts). */
export const cartFeatureKeys = {
  logoPrices: (lang: string, logoId: number) => ['cart-feature', 'logo-prices', lang, logoId] as const,
};
