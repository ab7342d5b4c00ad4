/**
 * The text of a number input (SPEC §5): thousands separators while typing, full-width digits
 * accepted, and an empty value read as 0. Pure, so the rules are unit-tested.
 */

export interface NumberTextOptions {
  /** Digits allowed after the decimal point (0: a whole number). */
  decimals?: number;
  allowNegative?: boolean;
  /** Thousands separators (default true); off for ids and codes, which are not amounts. */
  grouping?: boolean;
}

/** Past 15 digits a JavaScript number is no longer exact. */
const MAX_DIGITS = 15;

function toAscii(text: string): string {
  return text
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/[－ー−]/g, '-');
}

/** The typed text reduced to its number: digits, at most one point, a leading minus ("-1234.5"). */
export function cleanNumberText(
  text: string,
  { decimals = 0, allowNegative = false }: NumberTextOptions = {},
): string {
  const ascii = toAscii(text).trim();
  const negative = allowNegative && ascii.startsWith('-');
  const [whole = '', ...rest] = ascii.replace(/[^\d.]/g, '').split('.');
  const intPart = whole.replace(/^0+(?=\d)/, '').slice(0, MAX_DIGITS);
  const hasPoint = decimals > 0 && rest.length > 0;
  const fraction = hasPoint ? rest.join('').slice(0, decimals) : '';
  return `${negative ? '-' : ''}${intPart}${hasPoint ? `.${fraction}` : ''}`;
}

/** "1234567.5" as shown: "1,234,567.5" (or unchanged without grouping). */
export function formatNumberText(clean: string, { grouping = true }: NumberTextOptions = {}): string {
  const negative = clean.startsWith('-');
  const [whole = '', fraction] = (negative ? clean.slice(1) : clean).split('.');
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** The number a cleaned text stands for: empty (or a lone "-" or ".") is 0. */
export function numberOfText(clean: string): number {
  const value = Number(clean);
  return clean === '' || clean === '-' || clean === '.' || Number.isNaN(value) ? 0 : value;
}

/** A form value as the input shows it; '' for no number. */
export function numberText(value: unknown, options: NumberTextOptions = {}): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const decimals = options.decimals ?? 0;
  const plain = decimals > 0 ? String(Number(value.toFixed(decimals))) : String(Math.trunc(value));
  return formatNumberText(cleanNumberText(plain, { ...options, allowNegative: value < 0 }), options);
}

/** How many characters that carry meaning (digits, point, minus) a text holds. */
export function significantCount(text: string): number {
  return toAscii(text).replace(/[^\d.-]/g, '').length;
}

/** Where the caret goes in the new text: after the same number of meaningful characters. */
export function caretAfter(formatted: string, significant: number): number {
  if (significant <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/[\d.-]/.test(formatted[i] ?? '')) seen++;
    if (seen === significant) return i + 1;
  }
  return formatted.length;
}
