import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../shared/ui/field.tsx';
import { useBoTranslation } from '../i18n/i18n.ts';

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
      <Field
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        hint={t('password.rule')}
        {...password}
      />
      <Field
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
