import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { PayStatus } from '../hooks/use-payment.ts';

/** What the payment is doing or why it failed, announced beside the button. */
export function PayStatusMessage({ status }: { status: PayStatus }) {
  const { t } = useTranslation();
  const box = 'rounded-md border px-3 py-2 text-sm';
  switch (status.phase) {
    case 'idle':
      return null;
    case 'working':
      return (
        <p role="status" className={`${box} border-gray-200 bg-gray-50 text-gray-800`}>
          {t('buying.checkout.paying')}
        </p>
      );
    case 'processing':
      return (
        <p
          role="status"
          className={`${box} border-sky-200 bg-sky-50 text-sky-950`}
          data-testid="pay-processing"
        >
          {status.message}
        </p>
      );
    case 'stalled':
      return (
        <p role="status" className={`${box} border-sky-200 bg-sky-50 text-sky-950`} data-testid="pay-stalled">
          {t('buying.checkout.stillProcessing')}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className={`${box} border-red-200 bg-red-50 text-red-800`} data-testid="pay-error">
          {status.message}
        </p>
      );
  }
}
