import type { CheckoutSummary, Order } from '../../packages/core/src/index.ts';
import { addToCart, api, createMember, takeLogos } from '../buying/helpers.ts';

/**
 * A Vietnamese QR bank-transfer order waiting for payment (status 1, payment_status 1), placed
 * through the real calls by a fresh member, with the manual option, on a logo of its own
 * (takeLogos claims it, so no other suite uses it). The member's e-mail finds exactly this order.
 */
export async function placeQrOrder(): Promise<{ order: Order; email: string }> {
  const member = await createMember('bo-orders');
  const [logo] = await takeLogos(1, { zip: true });
  const cart = await addToCart(
    { token: member.token },
    { logo_id: logo!.logo_id, sub_name: 'Công ty', main_name: 'Sen Vàng', logo_manual: true },
    'vi',
  );
  const item = cart.items.find((line) => line.logo_id === logo!.logo_id)!;
  const { body: summary } = await api<{ data: CheckoutSummary }>(
    'GET',
    `/api/checkout/summary?items=${item.id}`,
    { token: member.token, lang: 'vi' },
  );
  const placed = await api<{ data: Order }>('POST', '/api/order-qa', {
    token: member.token,
    lang: 'vi',
    body: { products: [item.id], amount: summary.data.total, lang: 'vi', payment_method_id: 2 },
  });
  if (placed.status !== 201)
    throw new Error(`order-qa answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  return { order: placed.body.data, email: member.email };
}
