import { deliveryText, formatDateTime, formatMoney, type Locale, type Order, padNumber } from '@logoya/core';
import { renderMail } from '../../platform/mail/mail-render.ts';
import type { OrdersDeps } from './deps.ts';
import { INVOICE_TEXTS } from './invoice/invoice-text.ts';
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
      accountNo: string;
      accountName: string;
      note: string;
      deadline: string;
    };
    /** An order picture's alternative text. */
    pictureAlt: (logo: string, main: string, sub: string) => string;
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
        'You can download your invoice from your order history.',
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
      bank: 'Bank',
      accountNo: 'Account number',
      accountName: 'Account name',
      note: 'Transfer note',
      deadline: 'Pay by',
    },
    pictureAlt: (logo, main, sub) => `${logo} with your names: ${main} ${sub}`,
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
        '請求書は注文履歴からダウンロードいただけます。',
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
      bank: 'お振込先の銀行',
      accountNo: '口座番号',
      accountName: '口座名義',
      note: '振込メモ',
      deadline: 'お支払い期限',
    },
    pictureAlt: (logo, main, sub) => `${logo}（ご入力の名前入り：${main} ${sub}）`,
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
        'Bạn có thể tải hóa đơn trong lịch sử đơn hàng.',
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
      bank: 'Ngân hàng',
      accountNo: 'Số tài khoản',
      accountName: 'Tên tài khoản',
      note: 'Nội dung chuyển khoản',
      deadline: 'Hạn thanh toán',
    },
    pictureAlt: (logo, main, sub) => `${logo} với tên của bạn: ${main} ${sub}`,
    outro: (url) => [
      `Lịch sử đơn hàng: ${url}`,
      'Logo có sẵn không thể hủy hoặc hoàn tiền sau hình xác nhận đầu tiên (xem điều khoản sử dụng).',
    ],
  },
};

/**
 * The bought logos as the invoice lists them, in the mail's language: each logo with its price,
 * the buyer's main and sub names under their own labels, and each option with its price
 * (ADR 0091).
 */
function itemsText(order: Order, lang: Locale, withState = false): string {
  const t = INVOICE_TEXTS[lang];
  const money = (amount: number) => formatMoney({ amount, currency: order.currency });
  return order.order_logos
    .map((l) =>
      [
        `${t.logo(l.logo.logo_name, padNumber(l.logo_id))}  ${money(l.price)}`,
        `${t.mainName}${t.colon}${l.main_name} / ${t.subName}${t.colon}${l.sub_name}`,
        ...(l.logo_manual ? [`+ ${t.optionManual}  ${money(l.logo_manual_price)}`] : []),
        ...(l.logo_motion ? [`+ ${t.optionMotion}  ${money(l.logo_motion_price)}`] : []),
        // The line's one delivery state (ADR 0104), as order history shows it.
        ...(withState ? [`→ ${deliveryText(l.delivery_state, lang).label}`] : []),
      ].join('\n'),
    )
    .join('\n\n');
}

/** "Vietcombank (970436)": the name buyers pick in their banking app, and its NAPAS code. */
const bankText = (qr: NonNullable<Order['qr']>) => `${qr.bank_name} (${qr.bank_bin})`;

/** The end of the transfer window in the shop's time zone, with its offset: buyers live elsewhere. */
const deadlineText = (deps: OrdersDeps, order: Order, lang: Locale) =>
  formatDateTime(order.expires_at, lang, { timeZone: deps.config.SHOP_TIME_ZONE, style: 'long', zone: true });

/** Shown width of an order picture in a mail, px (drawn at twice that for sharp screens). */
export const MAIL_PICTURE_WIDTH = 240;

/**
 * The order's named pictures as PNGs for inline attachment (ADR 0102): each line with a pinned
 * lettering version, drawn like the order picture call (and kept by the same cache). A picture
 * that cannot be drawn now (the raster queue is full) is left out; the mail still goes.
 */
async function orderPictures(deps: OrdersDeps, order: Order) {
  const drawn = await Promise.all(
    order.order_logos.map(async (line) => {
      if (line.lettering_version === null) return null;
      const png = await deps.pictures
        .picture({
          logoId: line.logo_id,
          version: line.lettering_version,
          names: { main_name: line.main_name, sub_name: line.sub_name },
          format: 'png',
          w: MAIL_PICTURE_WIDTH * 2,
        })
        .then(
          (picture) => picture.body,
          (err: unknown) => {
            deps.log.warn(
              { err, orderId: order.id, logoId: line.logo_id },
              'order picture left out of the mail',
            );
            return null;
          },
        );
      return png ? { line, png } : null;
    }),
  );
  return drawn.filter((d) => d !== null);
}
type Pictures = Awaited<ReturnType<typeof orderPictures>>;

const mailPictures = (pictures: Pictures, lang: Locale) =>
  pictures.map(({ line, png }) => ({
    cid: `logo-${line.logo_id}-picture@logoya`,
    filename: `logo-${padNumber(line.logo_id)}.png`,
    png,
    alt: TEXT[lang].pictureAlt(line.logo.logo_name || padNumber(line.logo_id), line.main_name, line.sub_name),
    width: MAIL_PICTURE_WIDTH,
  }));

/** The buyer's mail in the order's language. */
function buyerMail(deps: OrdersDeps, order: Order, to: string, kind: Kind, pictures: Pictures) {
  const lang = (['en', 'ja', 'vi'].includes(order.lang) ? order.lang : 'en') as Locale;
  const t = TEXT[lang];
  const money = (amount: number) => formatMoney({ amount, currency: order.currency });
  const fields = [
    { label: t.labels.order, value: order.order_number },
    { label: t.labels.invoice, value: order.invoice_num },
    { label: t.labels.items, value: itemsText(order, lang, true) },
    { label: t.labels.total, value: money(order.total_amount) },
    { label: t.labels.tax, value: `${money(order.tax)} (${order.tax_percent}%)` },
  ];
  if (kind === 'waiting' && order.qr) {
    fields.push(
      { label: t.labels.bank, value: bankText(order.qr) },
      { label: t.labels.accountNo, value: order.qr.account_no },
      { label: t.labels.accountName, value: order.qr.account_name },
      { label: t.labels.note, value: order.qr.note },
      { label: t.labels.deadline, value: deadlineText(deps, order, lang) },
    );
  }
  return renderMail({
    to,
    lang,
    subject: t.subject[kind](order.order_number),
    // What happens next, in the words of the lines' delivery states (each state once).
    intro: [
      ...t.intro[kind],
      ...new Set(order.order_logos.map((l) => deliveryText(l.delivery_state, lang).note)),
    ],
    fields,
    outro: t.outro(`${deps.config.PUBLIC_URL}/${lang}/my-page/order-history`),
    pictures: mailPictures(pictures, lang),
  });
}

/** The staff notification, in Japanese like the back office. */
function staffMail(deps: OrdersDeps, order: Order, kind: Kind, pictures: Pictures) {
  const timeZone = deps.config.SHOP_TIME_ZONE;
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
      { label: '注文日時', value: formatDateTime(order.purchase_date, 'ja', { timeZone, style: 'long' }) },
      { label: 'お客様', value: order.user.name },
      { label: '支払い方法', value: order.payment_type === 2 ? 'QR銀行振込' : 'カード' },
      { label: 'ロゴ', value: itemsText(order, 'ja') },
      { label: '合計（税込）', value: money(order.total_amount) },
      ...(kind === 'waiting' && order.qr
        ? [
            { label: '振込メモ', value: order.qr.note },
            { label: 'お支払い期限', value: deadlineText(deps, order, 'ja') },
          ]
        : []),
      { label: '言語', value: order.lang },
    ],
    pictures: mailPictures(pictures, 'ja'),
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
    const pictures = await orderPictures(deps, order);
    if (row.recipient_email) {
      await deps.mailer.send(buyerMail(deps, order, row.recipient_email, kind, pictures));
    }
    await deps.mailer.send(staffMail(deps, order, kind, pictures));
  } catch (err) {
    deps.log.error({ err, orderId }, `order ${padNumber(orderId)}: mail not sent`);
  }
}
