import type { LogoDetail } from '@logoya/core';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { fitErrorsFor, useNamedPreview } from '../../../shared/lettering/named-preview.ts';
import { namesFromSearch } from '../../../shared/lettering/share-link.ts';
import { ShareNamesButton } from '../../../shared/lettering/share-names-button.tsx';
import { setTypedNames, type TypedNames, useTypedNames } from '../../../shared/lettering/typed-names.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';
import { cartBlock } from '../lib/cart-block.ts';
import { CartBlockNote } from './cart-block-note.tsx';
import { CartLineForm } from './cart-line-form.tsx';

/**
 * The detail page's order form (the app puts it in the catalogue's detailOrder slot). The names
 * typed go to the logo's picture as they are typed (issue 25), and a name the logo's lettering
 * cannot fit says so under its field before Add to cart. A shared link's names (`?main_name=…&
 * sub_name=…`, ADR 0101) fill the fields; once the picture shows the typed names, they can be shared.
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
  // Read once: the fields are the buyer's from then on.
  const { search } = useLocation();
  const [shared] = useState(() => namesFromSearch(search));
  const showsNames =
    preview?.has_layout === true &&
    preview.fits &&
    judged.main_name === typed.main_name &&
    judged.sub_name === typed.sub_name;
  return (
    <div className="space-y-4">
      <CartLineForm
        defaultValues={{ ...shared, logo_manual: false, logo_motion: false }}
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
      {showsNames ? <ShareNamesButton names={typed} /> : null}
    </div>
  );
}
