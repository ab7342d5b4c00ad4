import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
  children?: ReactNode;
}

/** A load failure with a retry button; announced to screen readers. */
export function ErrorState({ message, onRetry, children }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-center text-red-800"
    >
      <p>{message ?? t('common.loadError')}</p>
      <div className="mt-3 flex flex-wrap items-center justify-center gap-3">
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-md bg-orange-700 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-800"
          >
            {t('common.retry')}
          </button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
