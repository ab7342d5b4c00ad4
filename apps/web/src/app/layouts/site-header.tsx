import { Link } from 'react-router';
import { HeaderAccount, HeaderFavoriteBadge } from '../../features/account/components/header-account.tsx';
import { HeaderCartBadge } from '../../features/cart/components/header-cart-badge.tsx';
import { PostedLogoCount } from '../../features/catalog/components/posted-logo-count.tsx';
import { SearchBox } from '../../features/discover/components/search-box.tsx';
import { localizedPath, useLang } from '../../shared/i18n/locale.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { MenuIcon, UserIcon } from '../../shared/ui/icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

interface SiteHeaderProps {
  /** Opens the category drawer on phones; none on pages without the categories. */
  onOpenCategories?: () => void;
  onOpenAccount: () => void;
}

const drawerButton =
  'inline-flex items-center gap-1.5 rounded-md border border-gray-300 px-2.5 py-2 text-sm text-gray-800 hover:bg-gray-100 lg:hidden';

/**
 * Shop name and mark, the search box, the number of posted logos, languages, the cart (on
 * every width), and the drawer buttons on phones. Phones get two rows whether signed in or not:
 * menu, name (with the count under it), favourites, cart and account; then search and languages.
 * From sm to lg the search box takes a full-width row of its own.
 */
export function SiteHeader({ onOpenCategories, onOpenAccount }: SiteHeaderProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:gap-x-3">
        {onOpenCategories ? (
          <button type="button" onClick={onOpenCategories} aria-haspopup="dialog" className={drawerButton}>
            <MenuIcon />
            <span className="sr-only sm:not-sr-only">{t('header.openCategories')}</span>
          </button>
        ) : null}
        {/* Below lg: the posted count sits under the shop name, inside the first row. From lg on,
            the wrapper dissolves and the count follows the header's other items as before. */}
        <div className="flex flex-col lg:contents">
          <Link
            to={localizedPath(lang, '/')}
            aria-label={t('header.homeLink')}
            className="flex items-center gap-2 rounded-md"
          >
            <BrandMark />
            <span className="text-xl font-extrabold tracking-tight text-gray-900">Logoya</span>
          </Link>
          <PostedLogoCount className="text-[11px] leading-tight font-semibold whitespace-nowrap text-orange-700 sm:text-xs lg:order-1 lg:text-sm" />
        </div>
        <p className="hidden text-sm text-gray-600 xl:block">{t('meta.tagline')}</p>
        <SearchBox className="order-last min-w-0 grow basis-52 sm:basis-full lg:order-none lg:max-w-xl lg:basis-0" />
        <div className="ml-auto flex items-center gap-1 sm:gap-4">
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <HeaderAccount className="hidden lg:inline-flex" />
          <HeaderFavoriteBadge className="inline-flex lg:hidden" />
          <HeaderCartBadge />
          <button type="button" onClick={onOpenAccount} aria-haspopup="dialog" className={drawerButton}>
            <UserIcon />
            <span className="sr-only sm:not-sr-only">{t('header.openAccountMenu')}</span>
          </button>
        </div>
        {/* Phones: the languages share the second row with the search box. */}
        <div className="order-last sm:hidden">
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
