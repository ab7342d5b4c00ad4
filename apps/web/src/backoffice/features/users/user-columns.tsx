import type { StaffUser } from '@logoya/core/contracts/staff-users';
import { formatDate } from '../../../shared/format/date.ts';
import type { Column } from '../../../shared/list/data-table.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { EditLink } from '../../ui/list-screen.tsx';
import { USERS_AREA } from './api.ts';
import { RoleBadge } from './role-badge.tsx';

/** The users list's columns: id, name, reading, e-mail, role, registration date, Edit. */
export function useUserColumns(): Column<StaffUser>[] {
  const { t } = useBoTranslation();
  const path = useBackofficePath();
  return [
    {
      key: 'id',
      header: t('users.columns.id'),
      sortable: true,
      cell: (u) => u.id,
      className: 'tabular-nums',
    },
    {
      key: 'name',
      header: t('users.columns.name'),
      sortable: true,
      cell: (u) => u.name,
      className: 'min-w-32',
    },
    { key: 'name_kana', header: t('users.columns.nameKana'), sortable: true, cell: (u) => u.name_kana ?? '' },
    {
      key: 'email',
      header: t('users.columns.email'),
      sortable: true,
      cell: (u) => u.email,
      className: 'break-all',
    },
    {
      key: 'role',
      header: t('users.columns.role'),
      sortable: true,
      cell: (u) => <RoleBadge role={u.role} />,
    },
    {
      key: 'created_at',
      header: t('users.columns.createdAt'),
      sortable: true,
      cell: (u) => formatDate(u.created_at, 'ja'),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      key: 'edit',
      header: t('list.edit'),
      cell: (u) => (
        <EditLink to={path(`/${USERS_AREA}/${u.id}`)} label={t('users.editLabel', { name: u.name })}>
          {t('list.edit')}
        </EditLink>
      ),
    },
  ];
}
