import type { Order, OrderKit, StaffOrder } from '@logoya/core';
import { api } from '../../../shared/api/client.ts';
import type { ListApiQuery } from '../../../shared/list/list-url.ts';
import { staffListQuery } from '../../api/list.ts';

export const ORDERS_AREA = 'orders';

/** GET /api/orders (admin): the list kit's parameters; search, sort and pages on the server. */
export const ordersQuery = (params: ListApiQuery) =>
  staffListQuery<StaffOrder>(ORDERS_AREA, '/api/orders', params);

/** PUT /api/order/update-status/{id} (admin): a bank transfer arrived (status 1 → 2, SPEC §4). */
export function confirmOrderPaid(id: number) {
  return api.put<{ data: Order; message?: string }>(
    `/api/order/update-status/${id}`,
    { status: 2 },
    { locale: 'ja' },
  );
}

/** POST /api/order/{id}/kit/{logo_id}/retry (admin): a failed brand kit is queued again (ADR 0106). */
export function retryOrderKit(orderId: number, logoId: number) {
  return api.post<{ data: OrderKit }>(`/api/order/${orderId}/kit/${logoId}/retry`, undefined, {
    locale: 'ja',
  });
}
