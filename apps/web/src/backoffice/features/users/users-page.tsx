import { USER_SORT_FIELDS } from '@logoya/core/contracts/staff-users';
import { useQuery } from '@tanstack/react-query';
import type { ListOptions } from '../../../shared/list/list-url.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { ListScreen } from '../../ui/list-screen.tsx';
import { USERS_AREA, usersQuery } from './api.ts';
import { RoleFilter, roleFilterOf } from './role-filter.tsx';
import { useUserColumns } from './user-columns.tsx';

const LIST: ListOptions = { sortable: USER_SORT_FIELDS, filters: ['role'] };

/** /{prefix}/users (admin, SPEC §2, §6): search, role filter, sortable columns, pages. */
export function UsersPage() {
  const { t } = useBoTranslation();
  const path = useBackofficePath();
  const list = useListState(LIST);
  // A hand-edited role in the URL lists everyone rather than failing the call.
  const role = roleFilterOf(list.state.filters.role);
  const query = useQuery(usersQuery({ ...list.query, role: role === 'all' ? undefined : role }));
  const columns = useUserColumns();
  return (
    <ListScreen
      title={t('users.title')}
      createHref={path(`/${USERS_AREA}/create`)}
      list={list}
      query={query}
      columns={columns}
      rowKey={(user) => user.id}
      rowTestId="user-row"
      searchLabel={t('users.search')}
      filters={<RoleFilter list={list} />}
    />
  );
}
