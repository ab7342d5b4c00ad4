import type { LogoDetail } from '@logoya/core';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';
import { cartBlock } from '../lib/cart-block.ts';
import { CartBlockNote } from './cart-block-note.tsx';
import { CartLineForm } from './cart-line-form.tsx';

/** The detail page's order form (the app puts it in the catalogue's detailOrder slot). */
export function DetailOrderForm({ logo }: { logo: LogoDetail }) {
  const { t } = useTranslation();
  const add = useAddToCart();
  const block = cartBlock(logo);
  return (
    <CartLineForm
      logoPrice={logo.price.amount}
      prices={logo.prices}
      closed={block !== null}
      note={block ? <CartBlockNote block={block} /> : t('buying.add.note')}
      submitLabel={t('buying.add.button')}
      pendingLabel={t('buying.add.adding')}
      onSubmit={(values) => add.mutateAsync({ ...values, logo_id: logo.logo_id })}
      submitTestId="add-to-cart"
    />
  );
}
