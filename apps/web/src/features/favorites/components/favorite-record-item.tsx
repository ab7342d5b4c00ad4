import type { FavoriteRecord, LogoCard } from '@logoya/core';
import { msg, translateMessage } from '@logoya/core/messages/catalog';
import type { ReactNode } from 'react';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useLogoSlots } from '../../../shared/slots/logo-slots.tsx';
import { useToggleFavorite } from '../hooks/use-toggle-favorite.ts';
import { KeepButton } from './keep-button.tsx';

interface FavoriteRecordItemProps {
  record: FavoriteRecord;
  renderCard: (card: LogoCard) => ReactNode;
  /** The favourites tab also offers removal; the kept tab only the keep. */
  removable: boolean;
}

/**
 * One favourite: its card, its keep (time left, keep, keep again or release), add to cart (from
 * the app's slot, for logos this member may buy) and removal. A keep that ran out shows 'Keep
 * cancelled due to timeout.' with keep again and add to cart.
 */
export function FavoriteRecordItem({ record, renderCard, removable }: FavoriteRecordItemProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const toggle = useToggleFavorite();
  const slots = useLogoSlots();
  const expired = record.expired && !record.logo.is_user_kept;

  return (
    <li data-testid="favorite-record" data-logo-id={record.logo_id} className="flex flex-col gap-2">
      {renderCard(record.logo)}
      {expired ? (
        <p
          data-testid="keep-expired"
          className="rounded-md bg-red-50 px-2 py-1.5 text-xs font-semibold text-red-800"
        >
          {translateMessage(msg('keep_expired'), lang)}
        </p>
      ) : null}
      <KeepButton
        logo={record.logo}
        expiresAt={record.expires_at}
        expired={expired}
        keepable={record.keepable}
        size="sm"
      />
      {slots.recordCartAction?.(record.logo)}
      {removable ? (
        <button
          type="button"
          className="min-h-9 w-full rounded-md px-3 py-1.5 text-sm font-semibold text-gray-700 underline-offset-2 hover:bg-gray-100 hover:underline disabled:opacity-60"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ logoId: record.logo_id, like: false })}
        >
          {t('tank.remove')}
        </button>
      ) : null}
    </li>
  );
}
