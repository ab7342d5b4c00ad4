import type { CartUpdateData } from '@logoya/core';
import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { logoPricesQuery } from '../api/logo-prices.ts';
import { cartBlock } from '../lib/cart-block.ts';
import { CartBlockNote } from './cart-block-note.tsx';
import { CartLineForm, type CartLineValues } from './cart-line-form.tsx';

interface CartLineDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  logoId: number;
  logoName: string;
  defaultValues?: CartLineValues;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: CartUpdateData) => Promise<unknown>;
  testId?: string;
}

/**
 * The names-and-options form in a modal, with the logo's current prices from the server. Used to
 * add a favourite or kept logo to the cart and to change a cart line.
 */
export function CartLineDialog(props: CartLineDialogProps) {
  const { open, onClose, title, testId } = props;
  return (
    <Modal open={open} onClose={onClose} title={title} testId={testId}>
      <DialogBody {...props} />
    </Modal>
  );
}

function DialogBody({
  logoId,
  logoName,
  defaultValues,
  submitLabel,
  pendingLabel,
  onSubmit,
}: CartLineDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery(logoPricesQuery(lang, logoId));
  if (query.isPending) {
    return (
      <p role="status" className="py-6 text-center text-sm text-gray-700">
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError) {
    return <ErrorState message={t('buying.add.loadError')} onRetry={() => void query.refetch()} />;
  }
  const logo = query.data;
  const block = cartBlock(logo);
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-700">{t('buying.add.dialogIntro', { name: logoName })}</p>
      <CartLineForm
        logoPrice={logo.price.amount}
        prices={logo.prices}
        defaultValues={defaultValues}
        closed={block !== null}
        note={block ? <CartBlockNote block={block} /> : t('buying.add.note')}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        onSubmit={onSubmit}
        submitTestId="cart-line-submit"
      />
    </div>
  );
}
