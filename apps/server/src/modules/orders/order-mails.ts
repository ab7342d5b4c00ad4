import { formatMoney, type Locale, type Order, padNumber } from '@logoya/core';
import { renderMail } from '../../platform/mail-render.ts';
import type { OrdersDeps } from './deps.ts';
import { toOrder } from './order-view.ts';
import { findOrder, linesOf } from './orders.repository.ts';

type Kind = 'paid' | 'waiting';

const TEXT: Record<
  Locale,
  {
    subject: Record<Kind, (n: string) => string>;
    intro: Record<Kind, string[]>;
    labels: {
      order: string;
      invoice: string;
      total: string;
      tax: string;
      items: string;
      bank: string;
      deadline: string;
    };
    outro: (url: string) => string[];
  }
> = {
  en: {
    subject: {
      paid: (n) => `Thank you for your order #${n}`,
      waiting: (n) => `Your order #${n}: bank transfer details`,
    },
    intro: {
      paid: [
        'Thank you for buying from Logoya. Your payment is complete.',
        'You can download the logo files and your invoice from your order history.',
      ],
      waiting: [
        'Thank you for your order. Please pay by bank transfer with the details below (the QR code on the order page holds the same values).',
        'The logos are held for you until the deadline; an unpaid order is then cancelled.',
      ],
    },
    labels: {
      order: 'Order number',
      invoice: 'Invoice number',
      total: 'Total (tax included)',
      tax: 'Included tax',
      items: 'Logos',
      bank: 'Transfer to',
      deadline: 'Pay by',
    },
    outro: (url) => [
      `Order history: ${url}`,
      'Ready-made logos cannot be cancelled or refunded after the first confirmation image (see the terms of use).',
    ],
  },
  ja: {
    subject: {
      paid: (n) => `ご注文ありがとうございます（注文番号 ${n}）`,
      waiting: (n) => `ご注文 ${n}：お振込のご案内`,
    },
    intro: {
      paid: [
        'Logoyaをご利用いただき、ありがとうございます。お支払いが完了しました。',
        'ロゴのデータと請求書は、注文履歴からダウンロードいただけます。',
      ],
      waiting: [
        'ご注文ありがとうございます。下記の口座へお振込みください（注文ページのQRコードにも同じ内容が入っています）。',
        '期限まではロゴを確保しています。期限までにお支払いがない場合、ご注文は取り消されます。',
      ],
    },
    labels: {
      order: '注文番号',
      invoice: '請求書番号',
      total: '合計（税込）',
      tax: 'うち消費税',
      items: 'ロゴ',
      bank: 'お振込先',
      deadline: 'お支払い期限',
    },
    outro: (url) => [
      `注文履歴：${url}`,
      '既製ロゴは、最初の確認画像のご提示後のキャンセル・返金はできません（利用規約をご覧ください）。',
    ],
  },
  vi: {
    subject: {
      paid: (n) => `Cảm ơn bạn đã đặt hàng #${n}`,
      waiting: (n) => `Đơn hàng #${n}: thông tin chuyển khoản`,
    },
    intro: {
      paid: [
        'Cảm ơn bạn đã mua hàng tại Logoya. Thanh toán đã hoàn tất.',
        'Bạn có thể tải tệp logo và hóa đơn trong lịch sử đơn hàng.',
      ],
      waiting: [
        'Cảm ơn bạn đã đặt hàng. Vui lòng chuyển khoản theo thông tin dưới đây (mã QR trên trang đơn hàng chứa cùng thông tin).',
        'Logo được giữ cho bạn đến hạn thanh toán; sau đó đơn hàng chưa thanh toán sẽ bị hủy.',
      ],
    },
    labels: {
      order: 'Mã đơn hàng',
      invoice: 'Số hóa đơn',
      total: 'Tổng cộng (đã gồm thuế)',
      tax: 'Thuế đã gồm',
      items: 'Logo',
      bank: 'Chuyển khoản đến',
      deadline: 'Hạn thanh toán',
    },
    outro: (url) => [
      `Lịch sử đơn hàng: ${url}`,
      'Logo có sẵn không thể hủy hoặc hoàn tiền sau hình xác nhận đầu tiên (xem điều khoản sử dụng).',
    ],
  },
};

const itemsText = (order: Order) =>
  order.order_logos
    .map(
      (l) =>
        `${l.logo.logo_name} (${l.main_name} / ${l.sub_name}) ${formatMoney({ amount: l.line_total, currency: order.currency })}`,
    )
    .join('\n');

/** The buyer's mail in the order's language. */
function buyerMail(deps: OrdersDeps, order: Order, to: string, kind: Kind) {
  const lang = (['en', 'ja', 'vi'].includes(order.lang) ? order.lang : 'en') as Locale;
  const t = TEXT[lang];
  const money = (amount: number) => formatMoney({ amount, currency: order.currency });
  const fields = [
    { label: t.labels.order, value: order.order_number },
    { label: t.labels.invoice, value: order.invoice_num },
    { label: t.labels.items, value: itemsText(order) },
    { label: t.labels.total, value: money(order.total_amount) },
    { label: t.labels.tax, value: `${money(order.tax)} (${order.tax_percent}%)` },
  ];
  if (kind === 'waiting' && order.qr) {
    fields.push({
      label: t.labels.bank,
      value: `${order.qr.account_name}\n${order.qr.bank_bin} / ${order.qr.account_no}\n${order.qr.note}`,
    });
    fields.push({ label: t.labels.deadline, value: order.expires_at ?? '' });
  }
  return renderMail({
    to,
    lang,
    subject: t.subject[kind](order.order_number),
    intro: t.intro[kind],
    fields,
    outro: t.outro(`${deps.config.PUBLIC_URL}/${lang}/my-page/order-history`),
  });
}

/** The staff notification, in Japanese like the back office. */
function staffMail(deps: OrdersDeps, order: Order, kind: Kind) {
  const money = (amount: number) => formatMoney({ amount, currency: order.currency });
  return renderMail({
    to: deps.config.STAFF_EMAIL,
    lang: 'ja',
    subject: `[Logoya] ${kind === 'paid' ? '入金済みの注文' : '銀行振込待ちの注文'} ${order.order_number}`,
    intro: [
      kind === 'paid'
        ? '注文の支払いが完了しました。納品データをご確認ください。'
        : '銀行振込（VietQR）待ちの注文が入りました。入金を確認したら管理画面で入金完了にしてください。',
    ],
    fields: [
      { label: '注文番号', value: order.order_number },
      { label: '請求書番号', value: order.invoice_num },
      { label: 'お客様', value: order.user.name },
      { label: '支払い方法', value: order.payment_type === 2 ? 'QR銀行振込' : 'カード' },
      { label: 'ロゴ', value: itemsText(order) },
      { label: '合計（税込）', value: money(order.total_amount) },
      { label: '言語', value: order.lang },
    ],
  });
}

/**
 * Mails the buyer (in their order's language) and staff. A mail that cannot be sent is logged
 * and never undoes the order: the order history shows the same facts.
 */
export async function sendOrderMails(deps: OrdersDeps, orderId: number, kind: Kind): Promise<void> {
  try {
    const row = await findOrder(deps.db, orderId);
    if (!row) return;
    const order = await toOrder(row, await linesOf(deps.db, [orderId]), deps.config, kind === 'waiting');
    if (row.recipient_email) await deps.mailer.send(buyerMail(deps, order, row.recipient_email, kind));
    await deps.mailer.send(staffMail(deps, order, kind));
  } catch (err) {
    deps.log.error({ err, orderId }, `order ${padNumber(orderId)}: mail not sent`);
  }
}
