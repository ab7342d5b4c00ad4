/**
 * The back office's URL segment (SPEC §2: configurable). The server writes its ADMIN_PREFIX into
 * the page (`<meta name="logoya-admin-prefix">`), so changing it needs no rebuild.
 */
export const ADMIN_PREFIX: string =
  (typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[name="logoya-admin-prefix"]')?.content) ||
  (import.meta.env.VITE_ADMIN_PREFIX ?? 'admin');
