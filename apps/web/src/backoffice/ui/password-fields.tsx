import type { UseFormRegisterReturn } from 'react-hook-form';
import { useBoTranslation } from '../i18n/i18n.ts';
import { TextField } from './form.tsx';

type FieldBinding = UseFormRegisterReturn & { error: string | undefined };

interface PasswordFieldsProps {
  /** `form.field(...)` of the new password. */
  password: FieldBinding;
  /** `form.field(...)` of its confirmation. */
  confirmation: FieldBinding;
  passwordLabel: string;
  confirmationLabel: string;
}

/**
 * A new password (with the password rule as its hint) and its confirmation: the pair used by the
 * password change, the first login and the account creation link.
 */
export function NewPasswordFields({
  password,
  confirmation,
  passwordLabel,
  confirmationLabel,
}: PasswordFieldsProps) {
  const { t } = useBoTranslation();
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        hint={t('password.rule')}
        {...password}
      />
      <TextField
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
