import { ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATUS } from '@logoya/core/constants';

type StatusKey = 'unpaid' | 'paid' | 'cancelled';

/** Payment status (SPEC §4: 1 Unpaid, 2 Paid, 3 Cancelled): its label key and badge colours. */
const BADGES: Record<number, { key: StatusKey; tone: string }> = {
  [PAYMENT_STATUS.unpaid]: { key: 'unpaid', tone: 'border-amber-300 bg-amber-50 text-amber-900' },
  [PAYMENT_STATUS.paid]: { key: 'paid', tone: 'border-green-300 bg-green-50 text-green-900' },
  [PAYMENT_STATUS.cancelled]: { key: 'cancelled', tone: 'border-gray-300 bg-gray-100 text-gray-800' },
};

export const paymentStatusOf = (value: number) => BADGES[value] ?? null;

export function paymentTypeKey(value: number): 'card' | 'qr' | null {
  if (value === PAYMENT_METHOD.card) return 'card';
  if (value === PAYMENT_METHOD.qr) return 'qr';
  return null;
}

/** Only a waiting, unpaid order can be marked paid (SPEC §4); the server checks it again. */
export const canConfirmPayment = (order: { status: number; payment_status: number }) =>
  order.status === ORDER_STATUS.waiting && order.payment_status === PAYMENT_STATUS.unpaid;
