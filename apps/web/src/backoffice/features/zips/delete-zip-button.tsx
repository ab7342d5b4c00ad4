import type { StaffZip } from '@logoya/core/contracts/staff-files';
import { padNumber } from '@logoya/core/rules/text';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userMessage } from '../../../shared/api/user-message.ts';
import { denseButton } from '../../../shared/ui/field.tsx';
import { useToast } from '../../../shared/ui/toast.tsx';
import { areaKey } from '../../api/list.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { deleteZip, ZIPS_AREA } from './api.ts';

/** DELETE from the zip list, after '削除してもいいかもしれません?' (SPEC §2, §8). */
export function DeleteZipButton({ zip }: { zip: StaffZip }) {
  const { t } = useBoTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteZip(zip.id),
    onSuccess: () => toast.success(t('edit.deleted')),
    onError: (error) => toast.error(userMessage(error) ?? t('edit.deleteFailed')),
    // Refused too (someone deleted it first): the list shows what is there now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey(ZIPS_AREA) }),
  });
  return (
    <button
      type="button"
      disabled={mutation.isPending}
      aria-label={t('zips.deleteLabel', { logo: padNumber(zip.logo_id) })}
      onClick={async () => {
        if (await confirm(t('zips.deleteConfirm'))) mutation.mutate();
      }}
      className={`${denseButton.danger} px-3 py-1.5 text-xs`}
    >
      {mutation.isPending ? t('edit.deleting') : t('zips.delete')}
    </button>
  );
}
