import { OrderHistoryView } from '../../features/orders/components/order-history-view.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/** /my-page/order-history (members): orders, invoices and downloads. */
export function OrderHistoryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.history.title'));
  return <OrderHistoryView />;
}
