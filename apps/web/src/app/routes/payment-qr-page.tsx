import { useParams } from 'react-router';
import { QrPaymentView } from '../../features/checkout/components/qr-payment-view.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/** /my-page/payment-qr/{id} (members): the VietQR transfer of a waiting order. */
export function PaymentQrPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useDocumentTitle(t('buying.qr.title'));
  return <QrPaymentView key={id} id={id} />;
}
