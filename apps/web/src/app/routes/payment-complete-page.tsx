import { PaymentCompleteView } from '../../features/checkout/components/payment-complete-view.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/** /my-page/payment-complete (members): thanks, the order number and the way home. */
export function PaymentCompletePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.complete.title'));
  return <PaymentCompleteView />;
}
