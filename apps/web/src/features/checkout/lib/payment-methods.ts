import type { CheckoutSummary, Locale } from '@logoya/core';

export type PaymentMethodInfo = CheckoutSummary['payment_methods'][number];

/**
 * The methods the page lists (SPEC §9): what the server offers; in Vietnamese also the
 * Vietnamese wallets that are not available yet (MoMo, ZaloPay), shown disabled. en and ja list
 * only the card.
 */
export function visibleMethods(methods: readonly PaymentMethodInfo[], lang: Locale): PaymentMethodInfo[] {
  return methods.filter((method) => method.available || (lang === 'vi' && method.key !== 'card'));
}
