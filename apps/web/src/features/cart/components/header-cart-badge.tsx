import { LIMITS } from '@logoya/core/constants';
import { badgeText } from '@logoya/core/rules/text';
import { Link } from 'react-router';
import { useCartCount } from '../../../shared/cart/cart-query.ts';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CartIcon } from '../../../shared/ui/icons.tsx';

/** The cart in the header, on every width: an icon with the number of lines (9+ above 9). */
export function HeaderCartBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const count = useCartCount();
  return (
    <Link
      to={localizedPath(lang, '/my-page/cart')}
      data-testid="cart-badge-link"
      aria-label={t('buying.cartLink', { count })}
      className={`relative inline-flex size-10 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 ${className}`}
    >
      <CartIcon />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-1 min-w-5 rounded-full bg-orange-700 px-1 text-center text-[11px] leading-5 font-bold text-white tabular-nums"
        >
          {badgeText(count, LIMITS.cartBadgeCap)}
        </span>
      ) : null}
    </Link>
  );
}
