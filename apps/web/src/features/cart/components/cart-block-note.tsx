import { useTranslation } from 'react-i18next';
import type { CartBlock } from '../lib/cart-block.ts';

/** Why the logo cannot be ordered, in the detail page's words. */
export function CartBlockNote({ block }: { block: CartBlock }) {
  const { t } = useTranslation();
  return <>{block === 'negotiating' ? t('detail.negotiatingNote') : t('detail.soldOutNote')}</>;
}
