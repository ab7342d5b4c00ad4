import type { Currency } from '@logoya/core';

/** What an invoice shows: fixed at the order's creation and payment, already in minor units. */
export interface InvoiceLine {
  logoId: number;
  logoName: string;
  mainName: string;
  subName: string;
  /** The logo's own price; the options' prices come on top of it. */
  price: number;
  logoManual: boolean;
  logoManualPrice: number;
  logoMotion: boolean;
  logoMotionPrice: number;
  lineTotal: number;
}

export interface InvoiceInput {
  lang: 'en' | 'ja' | 'vi';
  /** Already padded, e.g. "00012". */
  invoiceNumber: string;
  orderNumber: string;
  /** The invoice date (the payment date). */
  issueDate: Date;
  purchaseDate: Date;
  /** The shop's time zone (SHOP_TIME_ZONE): the dates are its calendar days, and it is printed. */
  timeZone: string;
  /** 1 card, 2 VietQR bank transfer. */
  paymentMethod: 1 | 2;
  /** registrationNumber: "T" + 13 digits (適格請求書発行事業者登録番号). */
  issuer: { name: string; address: string; registrationNumber: string };
  recipient: { name: string; company: string; email: string };
  currency: Currency;
  taxPercent: number;
  /** Included tax, minor units. */
  tax: number;
  /** Tax-included total, minor units. */
  total: number;
  lines: InvoiceLine[];
  /**
   * Made while the shop runs with demo settings (platform/start/demo-mode.ts): every page then says
   * "DEMO — not a valid invoice" across it (ADR 0078).
   */
  demo: boolean;
}
