import { useTranslation } from 'react-i18next';
import { PaymentCompleteView } from '../../features/checkout/components/payment-complete-view.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /my-page/payment-complete (members): thanks, the order number and the way home. */
export function PaymentCompletePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.complete.title'));
  return <PaymentCompleteView />;
}
