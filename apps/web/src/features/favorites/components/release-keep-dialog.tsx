import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { primaryButton, secondaryButton } from '../../../shared/ui/field.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';

interface ReleaseKeepDialogProps {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Yes/no before a keep is released: the logo becomes available to everyone again. */
export function ReleaseKeepDialog({ open, pending, onConfirm, onClose }: ReleaseKeepDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('tank.releaseTitle')} testId="release-keep-dialog">
      <p className="text-sm text-gray-700">{t('tank.releaseText')}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onClose} data-autofocus>
          {t('tank.releaseCancel')}
        </button>
        <button type="button" className={primaryButton} onClick={onConfirm} disabled={pending}>
          {t('tank.releaseConfirm')}
        </button>
      </div>
    </Modal>
  );
}
