/**
 * The plan named by `?plan=<key>` (the order page's hire-us button), as words for the prefilled
 * message: "logo-premium" becomes "logo premium". Anything that is not a short key is ignored, so
 * a crafted link cannot put arbitrary text into the visitor's message.
 */
export function planName(raw: string | null): string | null {
  const key = raw?.trim() ?? '';
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/.test(key)) return null;
  return key.replace(/[-_]+/g, ' ').trim();
}
