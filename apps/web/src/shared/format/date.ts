import type { Locale } from '@logoya/core';

/** A date as the language writes it (Jun 5, 2026 / 2026/06/05 / 5 thg 6, 2026); '' when unreadable. */
export function formatDate(value: string | null | undefined, lang: Locale): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);
}

/** A date and time, e.g. for the end of a payment window. */
export function formatDateTime(value: string | null | undefined, lang: Locale): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
