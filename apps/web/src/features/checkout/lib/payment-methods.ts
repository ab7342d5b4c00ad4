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

/**
 * The method the page shows chosen: the one chosen before while it is available here, else the
 * only available one (nothing else to choose, ADR 0091), else none: the buyer picks one (SPEC §4).
 */
export function chosenMethod(
  methods: readonly PaymentMethodInfo[],
  chosenId: number | null,
): PaymentMethodInfo | null {
  const available = methods.filter((method) => method.available);
  return (
    available.find((method) => method.id === chosenId) ?? (available.length === 1 ? available[0]! : null)
  );
}
