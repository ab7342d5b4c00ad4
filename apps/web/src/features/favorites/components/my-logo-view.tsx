import type { LogoCard } from '@logoya/core';
import { LIMITS } from '@logoya/core/constants';
import { badgeText } from '@logoya/core/rules/text';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useFavoriteCount } from '../../../shared/favorites/favorite-count.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FavoriteRecords } from './favorite-records.tsx';
import { Tabs } from './my-logo-tabs.tsx';
import { SimilarLogos } from './similar-logos.tsx';

export const MY_LOGO_TABS = ['favorites', 'kept', 'similar'] as const;
export type MyLogoTab = (typeof MY_LOGO_TABS)[number];

function tabFrom(value: string | null): MyLogoTab {
  return MY_LOGO_TABS.find((tab) => tab === value) ?? 'favorites';
}

/**
 * /my-page/my-logo: favourites (keep and remove), kept (with the time left) and similar logos.
 * The tab is in the URL (?tab=kept) so each can be linked. Cards come from the page, which
 * composes the catalogue's card.
 */
export function MyLogoView({ renderCard }: { renderCard: (card: LogoCard) => ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const counts = useFavoriteCount();
  const baseId = useId();
  const idFor = (key: MyLogoTab) => ({ tab: `${baseId}-tab-${key}`, panel: `${baseId}-panel-${key}` });

  const select = (key: MyLogoTab) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (key === 'favorites') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const tabs = [
    {
      key: 'favorites' as const,
      label: t('tank.tabFavourites'),
      badge: counts ? badgeText(counts.count, LIMITS.favoriteBadgeCap) : undefined,
    },
    {
      key: 'kept' as const,
      label: t('tank.tabKept'),
      badge: counts ? `${counts.keep_count}/${LIMITS.maxKeeps}` : undefined,
    },
    { key: 'similar' as const, label: t('tank.tabSimilar') },
  ];

  return (
    <section>
      <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{t('tank.myLogoTitle')}</h1>
      <p className="mt-2 max-w-3xl text-sm text-gray-700">
        {t('tank.myLogoIntro', { days: LIMITS.keepDays, max: LIMITS.maxKeeps })}
      </p>
      <div className="mt-5">
        <Tabs label={t('tank.tabsLabel')} tabs={tabs} selected={tab} onSelect={select} idFor={idFor} />
      </div>
      <div
        role="tabpanel"
        id={idFor(tab).panel}
        aria-labelledby={idFor(tab).tab}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes focus so its content follows the tab in the Tab order
        tabIndex={0}
        className="mt-5 rounded-md focus-visible:outline-offset-4"
      >
        {tab === 'similar' ? (
          <SimilarLogos renderCard={renderCard} />
        ) : (
          <FavoriteRecords key={tab} kept={tab === 'kept'} renderCard={renderCard} />
        )}
      </div>
    </section>
  );
}
