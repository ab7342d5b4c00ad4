import type { LogoCard } from '@logoya/core';
import { PLACEHOLDER_NAME } from '@logoya/core/rules/text';
import { useState } from 'react';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { secondaryButton } from '../../../shared/ui/field.tsx';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';
import { cartBlock } from '../lib/cart-block.ts';
import { CartLineDialog } from './cart-line-dialog.tsx';

/**
 * "Add to cart" under a favourite or kept logo (also after its keep ran out): asks for the names
 * and options in a dialog. Nothing is offered for sold or stopped logos, nor for another member's keep.
 */
export function AddToCartButton({ logo }: { logo: LogoCard }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  // The dialog joins the page on first use, not once per listed logo.
  const [used, setUsed] = useState(false);
  const add = useAddToCart(() => setOpen(false));
  if (cartBlock(logo)) return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        data-testid="favorite-add-to-cart"
        className={`${secondaryButton} min-h-9 w-full px-3 py-1.5`}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {t('buying.add.button')}
      </button>
      {used ? (
        <CartLineDialog
          open={open}
          onClose={() => setOpen(false)}
          title={t('buying.add.dialogTitle')}
          logoId={logo.logo_id}
          logoName={logo.logo_language?.trim() || PLACEHOLDER_NAME[lang]}
          submitLabel={t('buying.add.button')}
          pendingLabel={t('buying.add.adding')}
          onSubmit={(values) => add.mutateAsync({ ...values, logo_id: logo.logo_id })}
          testId="add-to-cart-dialog"
        />
      ) : null}
    </>
  );
}
