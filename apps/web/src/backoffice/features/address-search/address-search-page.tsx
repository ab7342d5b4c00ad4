import type { AddressSearchItem } from '@logoya/core';
import { ADDRESS_SEARCH_SORT_FIELDS } from '@logoya/core/contracts/staff-catalog';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/format/date.ts';
import type { Column } from '../../../shared/list/data-table.tsx';
import type { ListOptions } from '../../../shared/list/list-url.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { ListScreen } from '../../ui/list-screen.tsx';
import { addressSearchesQuery } from './api.ts';

const LIST: ListOptions = { sortable: ADDRESS_SEARCH_SORT_FIELDS };
const nowrap = 'whitespace-nowrap tabular-nums';

/** /{prefix}/address-search (admin, SPEC §2): who looked up which postal code, and when. Read-only. */
export function AddressSearchPage() {
  const { t } = useBoTranslation();
  const list = useListState(LIST);
  const query = useQuery(addressSearchesQuery(list.query));
  const columns: Column<AddressSearchItem>[] = [
    {
      key: 'id',
      header: t('addressSearch.columns.id'),
      sortable: true,
      cell: (a) => a.id,
      className: nowrap,
    },
    {
      key: 'address_ip',
      header: t('addressSearch.columns.ip'),
      sortable: true,
      cell: (a) => <code className="text-xs break-all">{a.address_ip}</code>,
    },
    {
      key: 'postal_code',
      header: t('addressSearch.columns.postalCode'),
      sortable: true,
      cell: (a) => a.postal_code ?? t('catalogCommon.none'),
      className: nowrap,
    },
    {
      key: 'created_at',
      header: t('addressSearch.columns.createdAt'),
      sortable: true,
      cell: (a) => formatDateTime(a.created_at, 'ja'),
      className: nowrap,
    },
  ];
  return (
    <ListScreen
      title={t('addressSearch.title')}
      list={list}
      query={query}
      columns={columns}
      rowKey={(a) => a.id}
      rowTestId="address-search-row"
      searchLabel={t('addressSearch.search')}
    />
  );
}
