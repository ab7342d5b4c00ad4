import { useTranslation } from 'react-i18next';
import { CartView } from '../../features/cart/components/cart-view.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';

/** /my-page/cart (open to everyone). */
export function CartPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.cart.title'));
  return <CartView />;
}
