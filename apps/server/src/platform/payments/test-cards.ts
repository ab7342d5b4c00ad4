import { luhnValid } from '@logoya/core';
import type { FieldErrors } from '../http/errors.ts';

/**
 * Cards of the built-in test gateway, as in Stripe's test mode. 4000 0000 0000 3063 is our own
 * choice for "processing, then succeeded" (Stripe has no card that does this; in Stripe's test mode
 * this number asks for 3-D Secure): it is Luhn-valid and never a real card.
 */
export const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'succeeded' },
  { number: '4000000000000002', outcome: 'declined' },
  { number: '4000000000003063', outcome: 'processing' },
] as const;

export type TestCardOutcome = (typeof TEST_CARDS)[number]['outcome'];

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export const CARD_MESSAGES = {
  number: 'Your card number is invalid.',
  expMonth: "Your card's expiration month is invalid.",
  expYear: "Your card's expiration year is invalid.",
  expired: "Your card's expiration date is in the past.",
  cvc: "Your card's security code is invalid.",
  declined: 'Your card was declined.',
} as const;

/**
 * Checks a card as Stripe's test mode does before charging it. Answers the digits and the outcome,
 * or field errors (keyed like the confirm call's body). Never puts the number in a message.
 */
export function checkCard(
  card: CardInput,
  now = new Date(),
): { errors: FieldErrors } | { last4: string; outcome: TestCardOutcome } {
  const errors: FieldErrors = {};
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.card_number = [CARD_MESSAGES.number];
  const month = card.expMonth;
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  const monthOk = Number.isInteger(month) && month >= 1 && month <= 12;
  if (!monthOk) errors.exp_month = [CARD_MESSAGES.expMonth];
  if (!Number.isInteger(year) || card.expYear < 0 || year > thisYear + 50)
    errors.exp_year = [CARD_MESSAGES.expYear];
  else if (year < thisYear) errors.exp_year = [CARD_MESSAGES.expired];
  else if (monthOk && year === thisYear && month < now.getUTCMonth() + 1)
    errors.exp_month = [CARD_MESSAGES.expired];
  // American Express (34, 37) has a 4-digit code; the others 3.
  const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) errors.cvc = [CARD_MESSAGES.cvc];
  if (Object.keys(errors).length > 0) return { errors };
  const known = TEST_CARDS.find((c) => c.number === digits);
  // Any other valid number is declined, as Stripe's test mode declines real card numbers.
  return { last4: digits.slice(-4), outcome: known?.outcome ?? 'declined' };
}
