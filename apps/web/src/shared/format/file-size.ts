/**
 * A file's size as people read it: KB below a megabyte (at least 1 KB), else MB with one
 * decimal. The brand kit's rows in the order history and in the back office (ADR 0106).
 */
export const fileSizeText = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
