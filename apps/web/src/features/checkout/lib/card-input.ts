import { luhnValid } from '@logoya/core/rules/card';

/** Card fields as typed in the test gateway's form, checked before anything is sent. */

export type CardError = 'numberInvalid' | 'expiryInvalid' | 'expired' | 'cvcInvalid';

/** The digits of a card number typed with spaces or dashes. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Groups the digits by four as the visitor types ("4242 4242 4242 4242"). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM/YY" as typed: a slash after the month comes by itself. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function numberError(value: string): CardError | null {
  const digits = cardDigits(value);
  return /^\d{12,19}$/.test(digits) && luhnValid(digits) ? null : 'numberInvalid';
}

/** MM/YY (also MMYY or MM/YYYY) as month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const plain = /^\s*(\d{2})(\d{2})\s*$/.exec(value);
  const match = plain ?? /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export function expiryError(value: string, now = new Date()): CardError | null {
  const expiry = parseExpiry(value);
  if (!expiry) return 'expiryInvalid';
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (expiry.year < thisYear || (expiry.year === thisYear && expiry.month < thisMonth)) return 'expired';
  return expiry.year > thisYear + 50 ? 'expiryInvalid' : null;
}

/** 4 digits for American Express (34, 37), 3 for the others. */
export function cvcError(cvc: string, number: string): CardError | null {
  const length = /^3[47]/.test(cardDigits(number)) ? 4 : 3;
  return new RegExp(`^\\d{${length}}$`).test(cvc.trim()) ? null : 'cvcInvalid';
}
