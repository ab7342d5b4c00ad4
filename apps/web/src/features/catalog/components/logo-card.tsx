import type { LogoCard as LogoCardData } from '@logoya/core';
import { heartCount } from '@logoya/core/rules/hearts';
import { formatMoney } from '@logoya/core/rules/money';
import { cardName, PLACEHOLDER_NAME } from '@logoya/core/rules/text';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useLogoSlots } from '../../../shared/slots/logo-slots.tsx';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { HeartIcon } from '../../../shared/ui/icons.tsx';

interface LogoCardProps {
  card: LogoCardData;
  /**
   * The control at the top right (the favourites heart). Defaults to the app's card slot, else a
   * read-only count.
   */
  action?: (card: LogoCardData) => ReactNode;
  /**
   * One of the first cards on screen: its image loads at once (not lazily); the very first one with
   * high priority, as the page's largest picture (the server preloads it too).
   */
  priority?: 'first' | 'early';
}

/**
 * One logo in a grid: image (hover image on hover or focus), name, price, favourites, state. The
 * name on the card is cut to 10 characters (SPEC §9), so the link carries the full name as its
 * accessible name and as a tooltip; the state and price are its description.
 */
export function LogoCard({ card, action, priority }: LogoCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const slots = useLogoSlots();
  const [hover, setHover] = useState(false);
  const name = cardName(card.logo_language, lang);
  const fullName = card.logo_language?.trim() || PLACEHOLDER_NAME[lang];
  const detailsId = useId();
  const favourites = heartCount(card);
  const image = hover && card.url_img_two ? card.url_img_two : card.src;
  // The member who keeps a logo sees it as theirs; everyone else sees it as negotiating.
  const negotiating = card.kept && !card.is_user_kept;
  const overlay = card.inactive ? t('card.soldOut') : negotiating ? t('card.negotiating') : null;
  const renderAction = action ?? slots.cardAction;

  return (
    <article
      data-testid="logo-card"
      className="group relative overflow-hidden rounded-xl border border-gray-200 bg-white transition-shadow hover:shadow-md focus-within:shadow-md"
    >
      <Link
        to={localizedPath(lang, `/logo/detail/${card.logo_id}`)}
        className="block rounded-xl focus-visible:outline-offset-[-2px]"
        aria-label={fullName}
        aria-describedby={detailsId}
        title={fullName}
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
        onFocus={() => setHover(true)}
        onBlur={() => setHover(false)}
      >
        <div className="relative aspect-square bg-gray-50">
          <FallbackImage
            src={image}
            alt={fullName}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority === 'first' ? 'high' : undefined}
            width={400}
            height={400}
            className="size-full object-contain"
          />
          {overlay ? (
            <div className="absolute inset-0 flex items-center justify-center bg-white/60">
              <span
                className={`rounded-md px-3 py-1 text-sm font-bold tracking-wide text-white shadow ${
                  card.inactive ? 'bg-gray-800' : 'bg-orange-700'
                }`}
              >
                {overlay}
              </span>
            </div>
          ) : null}
        </div>
        <div id={detailsId} className="border-t border-gray-100 px-3 py-2">
          {overlay ? <span className="sr-only">{overlay}, </span> : null}
          <p aria-hidden="true" className="truncate text-sm text-gray-800">
            {name}
          </p>
          <p data-testid="card-price" className="text-base font-bold text-orange-700">
            {formatMoney(card.price)}
          </p>
        </div>
      </Link>
      {!card.inactive && card.is_user_kept ? (
        <span className="absolute top-2 left-2 rounded-md bg-orange-700 px-2 py-0.5 text-xs font-bold text-white shadow">
          {t('tank.keptByYou')}
        </span>
      ) : null}
      <div className="absolute top-2 right-2">
        {renderAction ? (
          renderAction(card)
        ) : (
          <span
            role="img"
            aria-label={t('card.favourites', { count: favourites })}
            className="inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-gray-700 shadow-sm ring-1 ring-gray-200"
          >
            <HeartIcon className="size-3.5 text-orange-500" />
            <span aria-hidden="true">{favourites}</span>
          </span>
        )}
      </div>
    </article>
  );
}
