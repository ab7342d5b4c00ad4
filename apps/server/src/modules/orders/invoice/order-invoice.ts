import { padNumber } from '@logoya/core';
import type { Config } from '../../../config.ts';
import { demoSettings } from '../../../platform/start/demo-mode.ts';
import type { OrderLogoRow, OrderRow } from '../orders.repository.ts';
import type { InvoiceInput } from './invoice-input.ts';

const LANGS = ['en', 'ja', 'vi'] as const;

/**
 * What the invoice of a paid order shows: the order's own numbers, dates, recipient and lines,
 * fixed at its creation and payment, the issuer's settings, and whether the shop runs on demo
 * settings (the demo marks, ADR 0078). Everything here is the invoice cache's key too.
 */
export function invoiceInputOf(
  order: OrderRow,
  lines: readonly OrderLogoRow[],
  config: Config,
): InvoiceInput {
  const lang = LANGS.find((l) => l === order.lang) ?? 'en';
  return {
    lang,
    invoiceNumber: padNumber(Number(order.invoice_num)),
    orderNumber: padNumber(Number(order.id)),
    issueDate: new Date(order.payment_date ?? order.purchase_date),
    purchaseDate: new Date(order.purchase_date),
    timeZone: config.SHOP_TIME_ZONE,
    paymentMethod: Number(order.payment_type) === 2 ? 2 : 1,
    issuer: {
      name: config.INVOICE_ISSUER_NAME,
      address: config.INVOICE_ISSUER_ADDRESS,
      registrationNumber: config.INVOICE_REGISTRATION_NUMBER,
    },
    recipient: { name: order.recipient_name, company: order.recipient_company, email: order.recipient_email },
    currency: order.currency.trim() as InvoiceInput['currency'],
    taxPercent: Number(order.tax_percent),
    tax: Number(order.tax),
    total: Number(order.total_amount),
    lines: lines.map((l) => ({
      logoId: Number(l.logo_id),
      logoName: l.logo_name,
      mainName: l.main_name,
      subName: l.sub_name,
      price: Number(l.price),
      logoManual: Boolean(l.logo_manual),
      logoManualPrice: Number(l.logo_manual_price),
      logoMotion: Boolean(l.logo_motion),
      logoMotionPrice: Number(l.logo_motion_price),
      lineTotal: Number(l.price) + Number(l.logo_manual_price) + Number(l.logo_motion_price),
    })),
    demo: demoSettings(config).length > 0,
  };
}
