/**
 * The card brands the checkout names as accepted: the brands the card payment provider (Stripe,
 * and the built-in test gateway that behaves like it) accepts for a Japanese account and that the
 * shop's customers carry (ADR 0063). A brand leaves this list only if the provider stops taking it.
 */
export const CARD_BRANDS = ['Visa', 'Mastercard', 'JCB', 'American Express'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
