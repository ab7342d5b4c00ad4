import type { Locale } from '@logoya/core';

/** Everything a certificate PDF shows; the whole input is its cache key (one per version). */
export interface CertificateInput {
  lang: Locale;
  number: string;
  version: number;
  logoId: number;
  logoName: string;
  mainName: string;
  subName: string;
  /** The buyer's company and name lines, as the invoice addresses them. */
  holderLines: string[];
  purchasedAt: string;
  issuedAt: string;
  timeZone: string;
  files: { name: string; bytes: number; sha256: string }[];
  /** `{PUBLIC_URL}/{lang}/verify/{number}`, drawn as a QR code and printed. */
  verifyUrl: string;
  /** The order's named picture (PNG), or null when the logo had no layout. */
  picture: Uint8Array | null;
}
