import { PaymentView } from '../../features/checkout/components/payment-view.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/** /my-page/cart/payment (members): the final confirmation and the payment. */
export function PaymentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.checkout.title'));
  return <PaymentView />;
}
