import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { denseButton } from '../../shared/ui/field.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { useBoTranslation } from '../i18n/i18n.ts';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, shown as the dialog's title (its accessible name). */
  message: string;
  /** What the answer decides, shown under the question (a price change's old → new). */
  body?: ReactNode;
  onAnswer: (yes: boolean) => void;
  yesLabel?: string | undefined;
  noLabel?: string | undefined;
}

/**
 * A yes/no question on the shared modal (native <dialog>: focus trapped, Escape answers no). The
 * focus starts on "no", so Enter never confirms by accident.
 */
export function ConfirmDialog({ open, message, body, onAnswer, yesLabel, noLabel }: ConfirmDialogProps) {
  const { t } = useBoTranslation();
  return (
    <Modal
      open={open}
      title={message}
      onClose={() => onAnswer(false)}
      size="max-w-md"
      closeLabel={t('common.close')}
      testId="confirm-dialog"
    >
      {body ? <div className="mb-4 text-sm text-gray-800">{body}</div> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          data-autofocus
          onClick={() => onAnswer(false)}
          className={denseButton.secondary}
        >
          {noLabel ?? t('confirm.no')}
        </button>
        <button type="button" onClick={() => onAnswer(true)} className={denseButton.primary}>
          {yesLabel ?? t('confirm.yes')}
        </button>
      </div>
    </Modal>
  );
}

export type Confirm = (
  message: string,
  options?: { yesLabel?: string; noLabel?: string; body?: ReactNode },
) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending {
  message: string;
  yesLabel?: string | undefined;
  noLabel?: string | undefined;
  body?: ReactNode;
}

/** Holds the back office's one confirm dialog; `useConfirm()` asks it a question. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const resolver = useRef<((yes: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((message, options = {}) => {
    // A question still open is answered "no" before the next one.
    resolver.current?.(false);
    setPending({ message, ...options });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (yes: boolean) => {
    resolver.current?.(yes);
    resolver.current = null;
    setPending(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        message={pending?.message ?? ''}
        body={pending?.body}
        yesLabel={pending?.yesLabel}
        noLabel={pending?.noLabel}
        onAnswer={answer}
      />
    </ConfirmContext.Provider>
  );
}

/** `if (await confirm(t('edit.deleteConfirm'))) …` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>.');
  return confirm;
}
