import { ORDER_SORT_FIELDS } from '@logoya/core/contracts/staff-orders';
import { useQuery } from '@tanstack/react-query';
import type { ListOptions } from '../../../shared/list/list-url.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { ListScreen } from '../../ui/list-screen.tsx';
import { ordersQuery } from './api.ts';
import { useOrderColumns } from './order-columns.tsx';
import { OrderLines } from './order-lines.tsx';

const LIST: ListOptions = { sortable: ORDER_SORT_FIELDS };

/**
 * /{prefix}/orders (admin, SPEC §2): search, page size, sortable columns, an accordion per order
 * with its logos, and 入金完了 for a transfer that arrived.
 */
export function OrdersPage() {
  const { t } = useBoTranslation();
  const list = useListState(LIST);
  const query = useQuery(ordersQuery(list.query));
  const columns = useOrderColumns();
  return (
    <ListScreen
      title={t('orders.title')}
      list={list}
      query={query}
      columns={columns}
      rowKey={(order) => order.id}
      rowTestId="order-row"
      searchLabel={t('orders.search')}
      expand={(order) => <OrderLines order={order} />}
      expandLabel={(order) => t('orders.expand', { number: order.order_number })}
    />
  );
}
