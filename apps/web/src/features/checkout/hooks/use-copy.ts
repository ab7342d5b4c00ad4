import { useCallback } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useToast } from '../../../shared/ui/toast.tsx';

/** Copies a text to the clipboard and says whether it worked. */
export function useCopy(): (text: string) => void {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    (text: string) => {
      const done = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
      done.then(
        () => toast.success(t('buying.qr.copied')),
        () => toast.error(t('buying.qr.copyFailed')),
      );
    },
    [t, toast],
  );
}
