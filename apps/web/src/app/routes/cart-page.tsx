import { CartView } from '../../features/cart/components/cart-view.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/** /my-page/cart (open to everyone). */
export function CartPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.cart.title'));
  return <CartView />;
}
