import type { CartItem } from '@logoya/core';
import { formatMoney } from '@logoya/core/rules/money';
import { PLACEHOLDER_NAME, padNumber } from '@logoya/core/rules/text';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../shared/auth/session.tsx';
import { useSignInPrompt } from '../../../shared/auth/use-sign-in-prompt.ts';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { linkButton } from '../../../shared/ui/field.tsx';
import { LineOptions } from '../../../shared/ui/line-options.tsx';
import type { useCartItemActions } from '../hooks/use-cart-item-actions.ts';
import { CartLineDialog } from './cart-line-dialog.tsx';

interface CartItemRowProps {
  item: CartItem;
  chosen: boolean;
  onChoose: (on: boolean) => void;
  actions: ReturnType<typeof useCartItemActions>;
}

const actionClass = `${linkButton} min-h-9 px-1 disabled:opacity-60`;

/**
 * One line of the cart: choose it, its image and names, options and price, and edit, save for
 * later and remove. An invalid line says why and cannot be chosen.
 */
export function CartItemRow({ item, chosen, onChoose, actions }: CartItemRowProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { loggedIn } = useSession();
  const promptSignIn = useSignInPrompt();
  const [editing, setEditing] = useState(false);
  // The dialog joins the page on first use, not once per line.
  const [used, setUsed] = useState(false);
  const checkId = useId();
  const reasonId = useId();
  const name = item.product.logo_language?.trim() || PLACEHOLDER_NAME[lang];
  const money = (amount: number) => formatMoney({ amount, currency: item.currency });
  const detail = localizedPath(lang, `/logo/detail/${item.logo_id}`);
  const busy =
    (actions.remove.isPending && actions.remove.variables === item.id) ||
    (actions.save.isPending && actions.save.variables === item.id);

  return (
    <li
      data-testid="cart-item"
      data-logo-id={item.logo_id}
      data-valid={item.valid}
      className={`flex gap-3 rounded-xl border p-3 sm:gap-4 ${item.valid ? 'border-gray-200' : 'border-red-300 bg-red-50/40'}`}
    >
      <div className="flex items-start pt-1">
        <input
          id={checkId}
          type="checkbox"
          className="size-5 accent-orange-700"
          checked={chosen}
          disabled={!item.valid}
          aria-describedby={item.valid ? undefined : reasonId}
          onChange={(event) => onChoose(event.target.checked)}
        />
        <label htmlFor={checkId} className="sr-only">
          {t('buying.cart.choose', { name })}
        </label>
      </div>
      <FallbackImage
        src={item.picture_url}
        alt={t('detail.namedAlt', { name, main: item.main_name, sub: item.sub_name })}
        data-testid="line-picture"
        width={96}
        height={96}
        className={`size-20 shrink-0 self-start rounded-md border border-gray-200 bg-gray-50 object-contain sm:size-24 ${item.valid ? '' : 'opacity-60'}`}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h3 className="font-bold break-words text-gray-900">
              <Link to={detail} className="hover:underline">
                {name}
              </Link>
            </h3>
            <p className="text-xs text-gray-600">
              {t('buying.cart.logoNumber', { number: padNumber(item.logo_id) })}
            </p>
          </div>
          <p className="text-lg font-bold whitespace-nowrap text-orange-700" data-testid="cart-item-price">
            <span className="sr-only">{t('buying.cart.price')}: </span>
            {money(item.price)}
          </p>
        </div>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-gray-600">{t('buying.cart.mainName')}</dt>
          <dd className="break-words text-gray-900">{item.main_name}</dd>
          <dt className="text-gray-600">{t('buying.cart.subName')}</dt>
          <dd className="break-words text-gray-900">{item.sub_name}</dd>
          <dt className="text-gray-600">{t('buying.cart.options')}</dt>
          <dd className="text-gray-900">
            <LineOptions line={item} currency={item.currency} />
          </dd>
        </dl>
        {item.valid ? null : (
          <p id={reasonId} className="mt-2 text-sm text-red-800" data-testid="cart-item-invalid">
            <span className="mr-1 rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">
              {t('buying.cart.invalidBadge')}
            </span>{' '}
            {item.invalid_reason ? t(`buying.cart.invalid.${item.invalid_reason}`) : null}{' '}
            {t('buying.cart.invalidHint')}
          </p>
        )}
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {item.valid ? (
            <>
              <button
                type="button"
                className={actionClass}
                aria-label={t('buying.cart.editLabel', { name })}
                aria-haspopup="dialog"
                onClick={() => {
                  setUsed(true);
                  setEditing(true);
                }}
              >
                {t('buying.cart.edit')}
              </button>
              <button
                type="button"
                className={actionClass}
                disabled={busy}
                aria-label={t('buying.cart.saveForLaterLabel', { name })}
                onClick={() => (loggedIn ? actions.save.mutate(item.id) : promptSignIn())}
              >
                {t('buying.cart.saveForLater')}
              </button>
            </>
          ) : null}
          <button
            type="button"
            className={actionClass}
            disabled={busy}
            aria-label={t('buying.cart.removeLabel', { name })}
            onClick={() => actions.remove.mutate(item.id)}
          >
            {t('buying.cart.remove')}
          </button>
        </div>
      </div>
      {used ? (
        <CartLineDialog
          open={editing}
          onClose={() => setEditing(false)}
          title={t('buying.cart.editTitle')}
          logoId={item.logo_id}
          logoName={name}
          defaultValues={{
            sub_name: item.sub_name,
            main_name: item.main_name,
            logo_manual: item.logo_manual,
            logo_motion: item.logo_motion,
          }}
          submitLabel={t('buying.cart.saveChanges')}
          pendingLabel={t('form.saving')}
          onSubmit={async (values) => {
            await actions.update.mutateAsync({ id: item.id, values });
            setEditing(false);
          }}
          testId="edit-cart-item-dialog"
        />
      ) : null}
    </li>
  );
}
