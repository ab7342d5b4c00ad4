import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../shared/auth/session.tsx';
import { useListTexts } from '../../../shared/list/list-texts.tsx';
import { Placeholder, Spinner } from '../../../shared/list/table-parts.tsx';
import { useMediaQuery } from '../../../shared/list/use-media-query.ts';
import { Drawer } from '../../../shared/ui/drawer.tsx';
import { denseButton } from '../../../shared/ui/field.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { boardQuery } from './api.ts';
import { BoardFilters } from './board-filters.tsx';
import { hasFilters } from './board-url.ts';
import { BulkBar } from './bulk-bar.tsx';
import { StaffLogoCardView } from './logo-card.tsx';
import { useBoardState, useFollowLastBoardPage } from './use-board-state.ts';

const count = new Intl.NumberFormat('ja-JP');

/** The filter panel sits beside the cards from Tailwind's lg; below, it opens as a drawer. */
const WIDE_BOARD = '(min-width: 1024px)';

/** The board's own path: the list page of the side menu's ロゴ entry (issue 24). */
export const LOGOS_PATH = '/logos';

/**
 * The logo list (SPEC §2, §4, §6, §9): cards 100 a page with the page remembered, the
 * left filter panel, and for admins the state control on each card and bulk changes. A designer
 * sees their own logos only (the server decides) and changes no state.
 */
export function LogoBoard() {
  const { user } = useSession();
  // Staff calls answer 403 until a first-login password is set (the dialog covers the page).
  if (!user || user.first_login) return null;
  return <Board admin={user.role === 'admin'} />;
}

function Board({ admin }: { admin: boolean }) {
  const { t } = useBoTranslation();
  const texts = useListTexts();
  const path = useBackofficePath();
  const board = useBoardState();
  const query = useQuery(boardQuery(board.query));
  const wide = useMediaQuery(WIDE_BOARD);
  const [drawer, setDrawer] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  useFollowLastBoardPage(board, query.isPlaceholderData ? undefined : query.data?.meta);

  const page = query.data;
  const logos = page?.data ?? [];
  const meta = page?.meta;
  const from = meta && logos.length > 0 ? (meta.current_page - 1) * meta.per_page + 1 : 0;
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setSelected(next);
  };
  const filters = <BoardFilters board={board} admin={admin} />;

  return (
    <section aria-labelledby="bo-logos" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="bo-logos" className="text-xl font-bold text-gray-900">
          {t('logos.board.title')}
        </h1>
        <div className="flex gap-2">
          {wide ? null : (
            <button type="button" onClick={() => setDrawer(true)} className={denseButton.secondary}>
              {t('logos.board.openFilters')}
              {hasFilters(board.state) ? (
                <span className="text-xs">{t('logos.board.filtersActive')}</span>
              ) : null}
            </button>
          )}
          <Link to={path('/logo/create')} className={denseButton.primary}>
            {t('logos.board.create')}
          </Link>
        </div>
      </div>
      <div className="flex items-start gap-4">
        {wide ? (
          <aside
            aria-label={t('logos.board.filters')}
            className="w-64 shrink-0 rounded-lg border border-gray-200 bg-white p-4 shadow-xs"
          >
            {filters}
          </aside>
        ) : (
          <Drawer
            open={drawer}
            onClose={() => setDrawer(false)}
            side="left"
            title={t('logos.board.filters')}
            closeLabel={t('common.close')}
          >
            {filters}
          </Drawer>
        )}
        <div className="min-w-0 flex-1 space-y-3">
          {admin ? (
            <BulkBar pageIds={logos.map((logo) => logo.logo_id)} selected={selected} onSelect={setSelected} />
          ) : null}
          {meta && logos.length > 0 ? (
            <p className="text-sm text-gray-700" data-testid="logo-range">
              {t('logos.board.range', {
                from: count.format(from),
                to: count.format(from + logos.length - 1),
                total: count.format(meta.total),
              })}
            </p>
          ) : null}
          <div className="relative" aria-busy={query.isFetching}>
            {logos.length > 0 ? (
              <ul
                aria-label={t('logos.board.cards')}
                className={`grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-4 2xl:grid-cols-5 ${
                  query.isFetching ? 'opacity-60' : ''
                }`}
              >
                {logos.map((logo) => (
                  <StaffLogoCardView
                    key={logo.logo_id}
                    logo={logo}
                    admin={admin}
                    selected={selected.has(logo.logo_id)}
                    onSelect={toggle}
                  />
                ))}
              </ul>
            ) : (
              <div className="rounded-lg border border-gray-200 bg-white px-3 py-10 text-center text-sm">
                <Placeholder status={query.status} empty={texts.empty} onRetry={() => void query.refetch()} />
              </div>
            )}
            {query.isFetching && logos.length > 0 ? (
              <div className="absolute inset-x-0 top-8 flex justify-center">
                <Spinner className="size-8" />
              </div>
            ) : null}
          </div>
          {meta ? (
            <Pager
              current={board.state.page}
              last={meta.last_page}
              hrefFor={board.hrefFor}
              onGoTo={board.setPage}
              compactOnPhones
              labels={texts.pager}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
