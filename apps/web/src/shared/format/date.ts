import type { Locale } from '@logoya/core/constants';
import {
  type DateStyle,
  DEFAULT_SHOP_TIME_ZONE,
  isTimeZone,
  formatDate as writeDate,
  formatDateTime as writeDateTime,
} from '@logoya/core/rules/date-time';

/**
 * The shop's time zone (SHOP_TIME_ZONE), which the server writes into every page it serves
 * (`<meta name="logoya-time-zone">`), so that the pages write dates as the mails and invoices do
 * (ADR 0089). Vite's dev server serves its own index.html: there, the default zone.
 */
export const SHOP_TIME_ZONE: string = readPageTimeZone();

function readPageTimeZone(): string {
  if (typeof document === 'undefined') return DEFAULT_SHOP_TIME_ZONE;
  const content = document.querySelector<HTMLMetaElement>('meta[name="logoya-time-zone"]')?.content;
  return content && isTimeZone(content) ? content : DEFAULT_SHOP_TIME_ZONE;
}

/** A day as the language writes it, on the shop's calendar (Nov 30, 2026 / 2026/11/30 / 30/11/2026); '' when unreadable. */
export function formatDate(
  value: string | null | undefined,
  lang: Locale,
  style: DateStyle = 'short',
): string {
  return writeDate(value, lang, { timeZone: SHOP_TIME_ZONE, style });
}

/**
 * A day and time on the shop's clock. `zone` adds its offset, "(UTC+9)": buyers may live in
 * another zone; staff work in the shop's.
 */
export function formatDateTime(
  value: string | null | undefined,
  lang: Locale,
  options: { style?: DateStyle; zone?: boolean } = {},
): string {
  return writeDateTime(value, lang, { timeZone: SHOP_TIME_ZONE, ...options });
}
