import type { LogoDetail } from '@logoya/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { fitErrorsFor, useNamedPreview } from '../../../shared/lettering/named-preview.ts';
import { setTypedNames, type TypedNames, useTypedNames } from '../../../shared/lettering/typed-names.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';
import { cartBlock } from '../lib/cart-block.ts';
import { CartBlockNote } from './cart-block-note.tsx';
import { CartLineForm } from './cart-line-form.tsx';

/**
 * The detail page's order form (the app puts it in the catalogue's detailOrder slot). The names
 * typed go to the logo's picture as they are typed (issue 25), and a name the logo's lettering
 * cannot fit says so under its field before Add to cart.
 */
export function DetailOrderForm({ logo }: { logo: LogoDetail }) {
  const { t } = useTranslation();
  const add = useAddToCart();
  const block = cartBlock(logo);
  const id = logo.logo_id;
  const onNamesChange = useCallback((names: TypedNames) => setTypedNames(id, names), [id]);
  useEffect(() => () => setTypedNames(id, null), [id]);
  const typed = useTypedNames(id);
  const { preview, names: judged } = useNamedPreview(id, typed);
  const fitErrors = fitErrorsFor(preview, judged, typed);
  return (
    <CartLineForm
      logoPrice={logo.price.amount}
      prices={logo.prices}
      closed={block !== null}
      note={block ? <CartBlockNote block={block} /> : t('buying.add.note')}
      submitLabel={t('buying.add.button')}
      pendingLabel={t('buying.add.adding')}
      onSubmit={(values) => add.mutateAsync({ ...values, logo_id: id })}
      submitTestId="add-to-cart"
      onNamesChange={onNamesChange}
      fitErrors={fitErrors}
    />
  );
}
