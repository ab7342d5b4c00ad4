import type { LogoCard } from '@logoya/core';
import { LIMITS, LOGO_STATE } from '@logoya/core/constants';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '../../../shared/auth/session.tsx';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { myFavoritesQuery } from '../api/my-favorites.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { KeepButton } from './keep-button.tsx';

/** When this member's keep on the logo ends, from their active keeps (at most 5). */
function useKeepEnd(logo: LogoCard): string | null {
  const lang = useLang();
  const { user, loggedIn } = useSession();
  const kept = useInfiniteQuery({
    ...myFavoritesQuery(lang, user?.id ?? 'guest', true),
    enabled: loggedIn && logo.is_user_kept,
  });
  if (!logo.is_user_kept) return null;
  const record = kept.data?.pages.flatMap((page) => page.data).find((r) => r.logo_id === logo.logo_id);
  return record?.expires_at ?? null;
}

/** Favourite and keep on the detail page, with a word on what keeping means. */
export function DetailActions({ logo }: { logo: LogoCard }) {
  const { t } = useTranslation();
  const expiresAt = useKeepEnd(logo);
  // Explaining keeps only helps where a keep is possible.
  const keepable = !logo.is_user_kept && !logo.inactive && !logo.kept && logo.state === LOGO_STATE.normal;
  return (
    <section aria-label={t('tank.detailActions')} className="flex flex-wrap items-start gap-3">
      <FavoriteButton logo={logo} variant="detail" />
      <div className="min-w-0 flex-1 basis-56">
        <KeepButton logo={logo} expiresAt={expiresAt} />
        {keepable ? (
          <p className="mt-1 text-xs text-gray-600">{t('tank.keepExplain', { days: LIMITS.keepDays })}</p>
        ) : null}
      </div>
    </section>
  );
}
