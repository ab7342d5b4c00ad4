import type { StaffLogoCard } from '@logoya/core';
import { padNumber } from '@logoya/core/rules/text';
import { Link, useLocation } from 'react-router';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { StateBadge, StateSelect, UnpublishedBadge } from './state-select.tsx';

interface StaffCardProps {
  logo: StaffLogoCard;
  admin: boolean;
  selected: boolean;
  onSelect: (id: number) => void;
}

/**
 * One logo on the board (SPEC §2): image, name, number padded to 5, designer and state; for admins
 * the state control and a checkbox for bulk changes. The editor's Back returns to the board as it was.
 */
export function StaffLogoCardView({ logo, admin, selected, onSelect }: StaffCardProps) {
  const { t } = useBoTranslation();
  const path = useBackofficePath();
  const { pathname, search } = useLocation();
  const number = padNumber(logo.logo_id);
  const name = logo.logo_name?.trim() || t('logos.board.noName');
  const editor = path(`/logo/${logo.logo_id}`);
  const back = { listHref: `${pathname}${search}` };

  return (
    <li
      data-testid="staff-logo-card"
      data-logo-id={logo.logo_id}
      className={`relative flex flex-col overflow-hidden rounded-lg border bg-white shadow-xs ${
        selected ? 'border-orange-700 ring-2 ring-orange-700/30' : 'border-gray-200'
      }`}
    >
      {admin ? (
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onSelect(logo.logo_id)}
          aria-label={t('logos.bulk.select', { number })}
          className="absolute top-2 left-2 z-10 size-5 accent-orange-700"
        />
      ) : null}
      {logo.kept ? (
        <span className="absolute top-2 right-2 z-10 rounded-md bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900 shadow-xs">
          {t('logos.state.kept')}
        </span>
      ) : null}
      {/* The name below is the card's link for keyboards and screen readers; this is for the mouse. */}
      <Link to={editor} state={back} tabIndex={-1} aria-hidden="true" className="block bg-gray-50">
        <FallbackImage
          src={logo.src}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          className="aspect-square w-full object-contain"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-1 border-t border-gray-100 p-2 text-sm">
        <p className="text-xs text-gray-600 tabular-nums" data-testid="logo-number">
          {t('logos.board.number', { number })}
        </p>
        <h3 className="min-w-0 font-semibold text-gray-900">
          <Link
            to={editor}
            state={back}
            title={name}
            className="block truncate text-orange-800 underline-offset-2 hover:underline"
          >
            {name}
          </Link>
        </h3>
        <p className="truncate text-xs text-gray-700">
          <span className="text-gray-600">{t('logos.board.designer')}：</span>
          {logo.reg_by ?? t('logos.board.noDesigner')}
        </p>
        <div className="mt-auto space-y-1 pt-1">
          {admin ? (
            <>
              <UnpublishedBadge logo={logo} />
              <StateSelect logo={logo} />
            </>
          ) : (
            <div className="flex flex-wrap gap-1">
              <UnpublishedBadge logo={logo} />
              <StateBadge state={logo.state} />
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
