import { LOGO_REQUEST_SORT_FIELDS } from '@logoya/core/contracts/staff-catalog';
import { useQuery } from '@tanstack/react-query';
import type { ListOptions } from '../../../shared/list/list-url.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { ListScreen } from '../../ui/list-screen.tsx';
import { logoRequestsQuery } from './api.ts';
import { useRequestColumns } from './request-columns.tsx';
import { RequestDetail } from './request-detail.tsx';
import { StatusFilter } from './status-filter.tsx';

const LIST: ListOptions = { sortable: LOGO_REQUEST_SORT_FIELDS, filters: ['status'] };

/** /{prefix}/requests (admin): members' free logo requests; a row opens to its details. */
export function RequestsPage() {
  const { t } = useBoTranslation();
  const list = useListState(LIST);
  const query = useQuery(logoRequestsQuery(list.query));
  const columns = useRequestColumns();
  return (
    <ListScreen
      title={t('requests.title')}
      list={list}
      query={query}
      columns={columns}
      rowKey={(request) => request.id}
      rowTestId="request-row"
      searchLabel={t('requests.search')}
      filters={<StatusFilter list={list} />}
      expand={(request) => <RequestDetail request={request} />}
      expandLabel={(request) => t('requests.expand', { id: String(request.id) })}
    />
  );
}
