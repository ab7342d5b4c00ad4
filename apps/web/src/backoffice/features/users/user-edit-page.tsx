import type { StaffUser } from '@logoya/core/contracts/staff-users';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { useEditRecord } from '../../lib/edit-record.ts';
import { USERS_AREA, userQuery } from './api.ts';
import { UserForm } from './user-form.tsx';

/**
 * /{prefix}/users/create and /{prefix}/users/{id} (admin, SPEC §2, §5): name, reading, e-mail,
 * role and password (required on create only). The form is keyed by its mode and record, so its
 * contract (create or update) never changes under a mounted form.
 */
export function UserEditPage() {
  const listPath = useBackofficePath()(`/${USERS_AREA}`);
  const { mode, id, record, loading } = useEditRecord(listPath, userQuery);
  return (
    <UserForm
      key={mode === 'create' ? 'create' : `edit-${id}`}
      mode={mode}
      id={id}
      record={record as StaffUser | undefined}
      loading={loading}
      listPath={listPath}
    />
  );
}
