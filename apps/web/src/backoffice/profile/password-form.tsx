import { updatePasswordBody } from '@logoya/core/contracts/accounts';
import { useState } from 'react';
import { useContractForm } from '../../shared/forms/use-contract-form.ts';
import { denseButton, Field } from '../../shared/ui/field.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { updatePassword } from '../api/accounts.ts';
import { useBoTranslation } from '../i18n/i18n.ts';
import { NewPasswordFields } from '../ui/password-fields.tsx';

/**
 * Password change (SPEC §5): all three fields, a lowercase letter and a digit, a matching
 * confirmation. The server's refusal goes on the current password (SPEC §8); success opens a
 * message dialog (SPEC §4).
 */
export function PasswordForm() {
  const { t } = useBoTranslation();
  const toast = useToast();
  const [done, setDone] = useState(false);
  const form = useContractForm(updatePasswordBody, {
    defaultValues: { oldPass: '', newPass: '', confirmPass: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ oldPass, newPass, confirmPass }) => {
    try {
      await updatePassword({ oldPass, newPass, confirmPass });
      form.reset();
      setDone(true);
    } catch (error) {
      const text = form.applyServerError(error, { fallbackField: 'oldPass' });
      if (text) toast.error(text);
    }
  });

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field
          label={t('fields.old_password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('oldPass')}
        />
        <NewPasswordFields
          passwordLabel={t('fields.new_password')}
          confirmationLabel={t('fields.confirmation_password')}
          password={form.field('newPass')}
          confirmation={form.field('confirmPass')}
        />
        <div className="flex justify-end border-t border-gray-100 pt-4">
          <button type="submit" disabled={isSubmitting} className={denseButton.primary}>
            {isSubmitting ? t('profile.changing') : t('profile.changePassword')}
          </button>
        </div>
      </form>
      <Modal
        open={done}
        size="max-w-sm"
        closeLabel={t('common.close')}
        title={t('profile.passwordHeading')}
        onClose={() => setDone(false)}
        testId="password-done"
      >
        <p className="text-sm text-gray-800">{t('profile.passwordChanged')}</p>
        <div className="mt-4 flex justify-end">
          <button type="button" onClick={() => setDone(false)} className={denseButton.primary}>
            {t('common.ok')}
          </button>
        </div>
      </Modal>
    </>
  );
}
