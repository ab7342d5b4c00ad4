import { useCallback } from 'react';
import { useToast } from '../ui/toast.tsx';

/** Copies a text to the clipboard and says, in a toast, whether it worked. */
export function useCopy(messages: { copied: string; failed: string }): (text: string) => Promise<boolean> {
  const toast = useToast();
  const { copied, failed } = messages;
  return useCallback(
    (text: string) => {
      const done = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
      return done.then(
        () => {
          toast.success(copied);
          return true;
        },
        () => {
          toast.error(failed);
          return false;
        },
      );
    },
    [copied, failed, toast],
  );
}
