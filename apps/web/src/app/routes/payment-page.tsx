import { useTranslation } from 'react-i18next';
import { PaymentView } from '../../features/checkout/components/payment-view.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /my-page/cart/payment (members): the final confirmation and the payment. */
export function PaymentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.checkout.title'));
  return <PaymentView />;
}
