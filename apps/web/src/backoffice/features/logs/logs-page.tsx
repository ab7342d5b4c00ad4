import { CHANGE_LOG_SORT_FIELDS } from '@logoya/core/contracts/change-log';
import { useQuery } from '@tanstack/react-query';
import type { ListOptions } from '../../../shared/list/list-url.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { ListScreen } from '../../ui/list-screen.tsx';
import { changeLogsQuery, LOG_FILTERS } from './api.ts';
import { useLogColumns } from './log-columns.tsx';
import { LogFilters } from './log-filters.tsx';

const LIST: ListOptions = { sortable: CHANGE_LOG_SORT_FIELDS, filters: LOG_FILTERS };

/** /{prefix}/logs (admin, SPEC §2): who changed which field of which logo, from what to what. */
export function LogsPage() {
  const { t } = useBoTranslation();
  const list = useListState(LIST);
  const query = useQuery(changeLogsQuery(list.query));
  const columns = useLogColumns(list);
  return (
    <ListScreen
      title={t('logs.title')}
      list={list}
      query={query}
      columns={columns}
      rowKey={(log) => log.id}
      rowTestId="log-row"
      searchLabel={t('logs.search')}
      filters={<LogFilters list={list} />}
    />
  );
}
