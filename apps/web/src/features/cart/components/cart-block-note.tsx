import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { CartBlock } from '../lib/cart-block.ts';

/** Why the logo cannot be ordered, in the detail page's words. */
export function CartBlockNote({ block }: { block: CartBlock }) {
  const { t } = useTranslation();
  return <>{block === 'negotiating' ? t('detail.negotiatingNote') : t('detail.soldOutNote')}</>;
}
