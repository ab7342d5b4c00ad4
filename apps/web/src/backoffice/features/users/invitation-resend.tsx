import type { StaffUser } from '@logoya/core/contracts/staff-users';
import { useMutation } from '@tanstack/react-query';
import { userMessage } from '../../../shared/api/user-message.ts';
import { denseButton } from '../../../shared/ui/field.tsx';
import { useToast } from '../../../shared/ui/toast.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { resendInvitation } from './api.ts';

/** Sends the user a new link to set a password (after a failed or lost invitation mail). */
export function InvitationResend({ user }: { user: StaffUser }) {
  const { t } = useBoTranslation();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: () => resendInvitation(user.id),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(userMessage(error) ?? t('users.resendFailed')),
  });
  return (
    <section
      aria-labelledby="invitation-heading"
      className="flex flex-col gap-2 rounded-md border border-gray-200 bg-gray-50 p-3 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h2 id="invitation-heading" className="text-sm font-semibold text-gray-800">
          {t('users.invitation')}
        </h2>
        <p className="mt-0.5 text-xs text-gray-600">{t('users.invitationHint')}</p>
      </div>
      <button
        type="button"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
        className={`${denseButton.secondary} shrink-0`}
      >
        {mutation.isPending ? t('users.resending') : t('users.resend')}
      </button>
    </section>
  );
}
