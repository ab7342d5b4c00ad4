import { type Currency, formatDate, formatMoney, msg, translateMessage, utcOffsetLabel } from '@logoya/core';

export type InvoiceLang = 'en' | 'ja' | 'vi';

/** The words of the invoice in each language; option and name labels match the shop's own. */
export interface InvoiceTexts {
  title: string;
  /** Between a label and its value: full-width in Japanese. */
  colon: string;
  invoiceNumber: string;
  orderNumber: string;
  issueDate: string;
  purchaseDate: string;
  /** The time zone the dates are in (SHOP_TIME_ZONE). */
  timeZone: string;
  paymentMethod: string;
  paymentMethods: Record<1 | 2, string>;
  status: string;
  paid: string;
  issuer: string;
  registrationNumber: string;
  billTo: string;
  intro: string;
  totalDue: string;
  description: string;
  amount: string;
  logo: (name: string, number: string) => string;
  mainName: string;
  subName: string;
  optionManual: string;
  optionMotion: string;
  lineSubtotal: string;
  total: string;
  /** The per-rate line a qualified invoice needs: amount subject to the rate and its tax. */
  taxByRate: (rate: number, total: string, tax: string) => string;
  delivery: string;
  deliveryValue: string;
  footer: string;
  page: (n: number, of: number) => string;
}

export const INVOICE_TEXTS: Record<InvoiceLang, InvoiceTexts> = {
  ja: {
    title: '適格請求書',
    colon: '：',
    invoiceNumber: '請求書番号',
    orderNumber: '注文番号',
    issueDate: '発行日',
    purchaseDate: '取引年月日',
    timeZone: 'タイムゾーン',
    paymentMethod: 'お支払方法',
    paymentMethods: { 1: 'クレジットカード', 2: '銀行振込（VietQR）' },
    status: 'お支払状況',
    paid: 'お支払済み',
    issuer: '発行者',
    registrationNumber: '登録番号',
    billTo: 'ご請求先',
    intro: 'ご購入ありがとうございます。下記の通りご請求申し上げます。',
    totalDue: 'ご請求金額（税込）',
    description: '品目',
    amount: '金額（税込）',
    logo: (name, number) => `ロゴ「${name}」 No.${number}`,
    mainName: 'メインネーム',
    subName: 'サブネーム',
    optionManual: 'ロゴマニュアル（PDF）',
    optionMotion: 'モーションロゴ',
    lineSubtotal: '小計',
    total: '合計（税込）',
    taxByRate: (rate, total, tax) => `${rate}%対象 ${total}（うち消費税 ${tax}）`,
    delivery: '納品方法',
    deliveryValue: 'データダウンロード（送料はかかりません）',
    footer: 'この請求書は電子的に発行されたものです。',
    page: (n, of) => `${n} / ${of}`,
  },
  en: {
    title: 'Invoice',
    colon: ': ',
    invoiceNumber: 'Invoice No.',
    orderNumber: 'Order No.',
    issueDate: 'Issue date',
    purchaseDate: 'Purchase date',
    timeZone: 'Time zone',
    paymentMethod: 'Payment method',
    paymentMethods: { 1: 'Credit card', 2: 'Bank transfer (VietQR)' },
    status: 'Status',
    paid: 'Paid',
    issuer: 'Issued by',
    registrationNumber: 'Registration No.',
    billTo: 'Bill to',
    intro: 'Thank you for your purchase. Please find the details of your order below.',
    totalDue: 'Total (tax included)',
    description: 'Description',
    amount: 'Amount (tax incl.)',
    logo: (name, number) => `Logo: ${name} (No. ${number})`,
    mainName: 'Main name',
    subName: 'Sub name',
    optionManual: 'Logo manual (PDF)',
    optionMotion: 'Motion logo',
    lineSubtotal: 'Subtotal',
    total: 'Total (tax included)',
    taxByRate: (rate, total, tax) => `Subject to ${rate}%: ${total} (incl. tax ${tax})`,
    delivery: 'Delivery',
    deliveryValue: 'Data download (no shipping cost)',
    footer: 'This invoice was issued electronically.',
    page: (n, of) => `Page ${n} of ${of}`,
  },
  vi: {
    title: 'Hóa đơn',
    colon: ': ',
    invoiceNumber: 'Số hóa đơn',
    orderNumber: 'Số đơn hàng',
    issueDate: 'Ngày lập',
    purchaseDate: 'Ngày mua',
    timeZone: 'Múi giờ',
    paymentMethod: 'Hình thức thanh toán',
    paymentMethods: { 1: 'Thẻ tín dụng', 2: 'Chuyển khoản (VietQR)' },
    status: 'Trạng thái',
    paid: 'Đã thanh toán',
    issuer: 'Đơn vị phát hành',
    registrationNumber: 'Mã số đăng ký',
    billTo: 'Khách hàng',
    intro: 'Cảm ơn quý khách đã mua hàng. Chi tiết đơn hàng như sau.',
    totalDue: 'Tổng cộng (đã bao gồm thuế)',
    description: 'Nội dung',
    amount: 'Thành tiền (gồm thuế)',
    logo: (name, number) => `Logo: ${name} (số ${number})`,
    mainName: 'Tên chính',
    subName: 'Tên phụ',
    optionManual: 'Cẩm nang logo (PDF)',
    optionMotion: 'Logo chuyển động',
    lineSubtotal: 'Tạm tính',
    total: 'Tổng cộng (đã bao gồm thuế)',
    taxByRate: (rate, total, tax) => `Chịu thuế suất ${rate}%: ${total} (trong đó thuế ${tax})`,
    delivery: 'Hình thức giao hàng',
    deliveryValue: 'Tải dữ liệu về (không mất phí vận chuyển)',
    footer: 'Hóa đơn này được lập dưới dạng điện tử.',
    page: (n, of) => `Trang ${n}/${of}`,
  },
};

/** A date of the invoice: the shop's calendar day, as the invoice's language writes it (ADR 0089). */
export function formatInvoiceDate(date: Date, lang: InvoiceLang, timeZone: string): string {
  return formatDate(date, lang, { timeZone, style: 'long' });
}

/** The zone the invoice's dates are in, with its offset then: "Asia/Tokyo (UTC+9)". */
export function invoiceTimeZone(date: Date, lang: InvoiceLang, timeZone: string): string {
  const offset = utcOffsetLabel(date, timeZone);
  return lang === 'ja' ? `${timeZone}（${offset}）` : `${timeZone} (${offset})`;
}

export const money = (amount: number, currency: Currency) => formatMoney({ amount, currency });

/**
 * How the recipient is addressed. In Japanese a company alone takes 御中 and a person 様; with
 * both, the company stands bare above "name 様" (御中 and 様 together would be a double honorific).
 */
export function recipientLines(lang: InvoiceLang, company: string, name: string): string[] {
  const c = company.trim();
  const n = name.trim();
  if (lang !== 'ja') return [c, n].filter(Boolean);
  if (c && n) return [c, `${n} 様`];
  if (c) return [`${c} 御中`];
  return [n ? `${n} 様` : 'お客様'];
}

/**
 * The demo watermark's lines from the message catalogue: the English words always (they are what
 * the demo mode promises), then the invoice's own language when it is another one.
 */
export function demoLines(lang: InvoiceLang): string[] {
  const en = translateMessage(msg('invoice_demo'), 'en');
  return lang === 'en' ? [en] : [en, translateMessage(msg('invoice_demo'), lang)];
}
