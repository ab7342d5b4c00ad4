import { zodResolver } from '@hookform/resolvers/zod';
import { updatePasswordBody } from '@logoya/core/contracts/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Modal } from '../../shared/ui/modal.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { updatePassword } from '../api/accounts.ts';
import { ja } from '../i18n/ja.ts';
import { applyServerErrors, failureText } from '../lib/form-errors.ts';
import { boMessage } from '../lib/messages.ts';
import { buttonPrimary, TextField } from '../ui/form.tsx';

type Input = z.input<typeof updatePasswordBody>;
type Output = z.output<typeof updatePasswordBody>;
const FIELDS = ['oldPass', 'newPass', 'confirmPass'] as const;

/**
 * Password change (SPEC §5): all three fields, a lowercase letter and a digit, a matching
 * confirmation. The server's refusal goes on the current password (SPEC §8); success opens a
 * message dialog (SPEC §4).
 */
export function PasswordForm() {
  const toast = useToast();
  const [done, setDone] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(updatePasswordBody),
    defaultValues: { oldPass: '', newPass: '', confirmPass: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ oldPass, newPass, confirmPass }) => {
    try {
      await updatePassword({ oldPass, newPass, confirmPass });
      form.reset();
      setDone(true);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS, 'oldPass')) toast.error(failureText(error));
    }
  });

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label={ja.fields.old_password}
          type="password"
          autoComplete="current-password"
          required
          error={boMessage(errors.oldPass?.message)}
          {...form.register('oldPass')}
        />
        <TextField
          label={ja.fields.new_password}
          type="password"
          autoComplete="new-password"
          required
          hint={ja.password.rule}
          error={boMessage(errors.newPass?.message)}
          {...form.register('newPass')}
        />
        <TextField
          label={ja.fields.confirmation_password}
          type="password"
          autoComplete="new-password"
          required
          error={boMessage(errors.confirmPass?.message)}
          {...form.register('confirmPass')}
        />
        <div className="flex justify-end border-t border-gray-100 pt-4">
          <button type="submit" disabled={isSubmitting} className={buttonPrimary}>
            {isSubmitting ? ja.profile.changing : ja.profile.changePassword}
          </button>
        </div>
      </form>
      <Modal
        open={done}
        size="max-w-sm"
        closeLabel={ja.common.close}
        title={ja.profile.passwordHeading}
        onClose={() => setDone(false)}
        testId="password-done"
      >
        <p className="text-sm text-gray-800">{ja.profile.passwordChanged}</p>
        <div className="mt-4 flex justify-end">
          <button type="button" onClick={() => setDone(false)} className={buttonPrimary}>
            {ja.common.ok}
          </button>
        </div>
      </Modal>
    </>
  );
}
