import { type Locale, ORDER_STATUS } from '../constants.ts';

/**
 * The one delivery story of an order logo (issue 26, ADR 0104): every place that speaks of a
 * bought logo (payment complete, the order mails, order history, the order answers, the back
 * office) shows this state with these texts, so none of them contradicts another.
 */
export const DELIVERY_STATES = ['awaiting_payment', 'preparing', 'delivered', 'cancelled'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export interface DeliveryFacts {
  /** The order's status: 1 waiting for payment, 2 paid, 3 cancelled. */
  orderStatus: number;
  /** The logo's delivery zip exists now. */
  files: boolean;
  /** When the line was delivered (the first zip after payment, or payment with the zip there). */
  deliveredAt: Date | string | null;
}

export interface Delivery {
  state: DeliveryState;
  /** The delivery date, only when delivered: never a date without files, never files without one. */
  deliveredAt: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The state of an order logo from its order's status and its delivery facts. A paid line is
 * delivered only while its files exist: a deleted zip sends it back to preparing. A delivered
 * line without a recorded date (data older than the date) reads as delivered with no date.
 */
export function deliveryOf(facts: DeliveryFacts): Delivery {
  if (facts.orderStatus === ORDER_STATUS.cancelled) return { state: 'cancelled', deliveredAt: null };
  if (facts.orderStatus !== ORDER_STATUS.paid) return { state: 'awaiting_payment', deliveredAt: null };
  if (!facts.files) return { state: 'preparing', deliveredAt: null };
  return { state: 'delivered', deliveredAt: facts.deliveredAt === null ? null : iso(facts.deliveredAt) };
}

/** Whether the buyer may download the line's files: only a delivered line offers them. */
export const canDownload = (state: DeliveryState) => state === 'delivered';

export type DeliveryText = {
  /** The state's short name (badges, mails, the back office). */
  label: string;
  /** One or two sentences on what happens next. */
  note: string;
};

/**
 * The states' texts in every shop language: the one place they are written. No text may promise
 * what does not exist yet (no brand kit).
 */
export const DELIVERY_TEXTS: Record<Locale, Record<DeliveryState, DeliveryText>> = {
  en: {
    awaiting_payment: {
      label: 'Waiting for payment',
      note: 'We start on your logo as soon as your payment arrives.',
    },
    preparing: {
      label: 'Paid: the designer is preparing your files',
      note: 'Our designer is preparing the final files of your logo with your names. We will e-mail you as soon as you can download them from your order history.',
    },
    delivered: {
      label: 'Delivered: your files are ready',
      note: 'The final files of your logo are ready. Download them from your order history.',
    },
    cancelled: {
      label: 'Cancelled',
      note: 'This order was cancelled. Nothing will be delivered.',
    },
  },
  ja: {
    awaiting_payment: {
      label: 'お支払い待ち',
      note: 'お支払いを確認しだい、ロゴの制作に取りかかります。',
    },
    preparing: {
      label: 'お支払い済み：デザイナーが納品データを準備中',
      note: 'デザイナーが、ご入力の名前入りロゴの納品データを準備しています。注文履歴からダウンロードできるようになりましたら、メールでお知らせします。',
    },
    delivered: {
      label: '納品済み：データをダウンロードできます',
      note: 'ロゴの納品データの準備ができました。注文履歴からダウンロードしてください。',
    },
    cancelled: {
      label: 'キャンセル',
      note: 'このご注文はキャンセルされました。納品はありません。',
    },
  },
  vi: {
    awaiting_payment: {
      label: 'Chờ thanh toán',
      note: 'Chúng tôi bắt đầu làm logo của bạn ngay khi nhận được thanh toán.',
    },
    preparing: {
      label: 'Đã thanh toán: nhà thiết kế đang chuẩn bị tệp',
      note: 'Nhà thiết kế đang chuẩn bị tệp hoàn chỉnh của logo với tên của bạn. Chúng tôi sẽ gửi e-mail ngay khi bạn có thể tải chúng trong lịch sử đơn hàng.',
    },
    delivered: {
      label: 'Đã giao: tệp của bạn đã sẵn sàng',
      note: 'Tệp hoàn chỉnh của logo đã sẵn sàng. Hãy tải chúng trong lịch sử đơn hàng.',
    },
    cancelled: {
      label: 'Đã hủy',
      note: 'Đơn hàng này đã bị hủy. Sẽ không có tệp nào được giao.',
    },
  },
};

/** The texts of a state in a language (an unknown language reads English). */
export function deliveryText(state: DeliveryState, lang: string): DeliveryText {
  const texts = DELIVERY_TEXTS[(lang in DELIVERY_TEXTS ? lang : 'en') as Locale];
  return texts[state];
}
