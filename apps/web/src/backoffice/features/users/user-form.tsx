import { ROLES } from '@logoya/core/constants';
import {
  type CreateUserInput,
  createUserBody,
  type StaffUser,
  type UpdateUserInput,
  updateUserBody,
} from '@logoya/core/contracts/staff-users';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { Field } from '../../../shared/ui/field.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { useToast } from '../../../shared/ui/toast.tsx';
import { areaKey } from '../../api/list.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import type { EditMode } from '../../lib/edit-record.ts';
import { EditFrame } from '../../ui/edit-frame.tsx';
import { createUser, deleteUser, USERS_AREA, updateUser } from './api.ts';
import { InvitationResend } from './invitation-resend.tsx';

interface UserFormProps {
  mode: EditMode;
  id: number;
  record: StaffUser | undefined;
  loading: boolean;
  listPath: string;
}

const EMPTY = { name: '', name_kana: '', email: '', password: '' };

const valuesOf = (user: StaffUser) => ({
  name: user.name,
  name_kana: user.name_kana ?? '',
  email: user.email,
  role: user.role,
  password: '',
});

/** The user form on the edit frame; after a create it says whether the invitation mail went out. */
export function UserForm({ mode, id, record, loading, listPath }: UserFormProps) {
  const { t } = useBoTranslation();
  const toast = useToast();
  // Both contracts take the same fields; create's password is required (checked when it runs).
  const schema = (mode === 'create' ? createUserBody : updateUserBody) as typeof updateUserBody;
  const form = useContractForm(schema, {
    defaultValues: EMPTY,
    values: record ? valuesOf(record) : undefined,
  });
  const roles = [
    { value: '', label: t('users.choose') },
    ...ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) })),
  ];

  const save = async (values: UpdateUserInput) => {
    if (mode === 'edit') return updateUser(id, values);
    const created = await createUser(values as CreateUserInput);
    if (created.invitation === 'sent')
      toast.success(t('users.invitationSent', { email: created.data.email }));
    else toast.error(t('users.invitationFailed'));
    return created;
  };

  return (
    <EditFrame
      title={mode === 'create' ? t('users.createTitle') : t('users.editTitle')}
      listPath={listPath}
      form={form}
      mode={mode}
      loading={loading}
      invalidates={areaKey(USERS_AREA)}
      onSave={save}
      onDelete={() => deleteUser(id)}
    >
      <Field label={t('users.fields.name')} required autoComplete="off" {...form.field('name')} />
      <Field
        label={t('users.fields.nameKana')}
        hint={t('users.kanaHint')}
        autoComplete="off"
        {...form.field('name_kana')}
      />
      <Field
        label={t('users.fields.email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        {...form.field('email')}
      />
      <SelectField label={t('users.fields.role')} required options={roles} {...form.field('role')} />
      <Field
        label={t('users.fields.password')}
        type="password"
        autoComplete="new-password"
        required={mode === 'create'}
        hint={mode === 'create' ? t('users.passwordCreateHint') : t('users.passwordEditHint')}
        {...form.field('password')}
      />
      {mode === 'edit' && record ? <InvitationResend user={record} /> : null}
    </EditFrame>
  );
}
