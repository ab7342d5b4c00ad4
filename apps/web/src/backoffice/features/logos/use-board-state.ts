import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { pageAfterAnswer } from '../../../shared/list/list-url.ts';
import { readClientEntry, writeClientEntry } from '../../../shared/storage/client-state.ts';
import {
  type BoardFilter,
  type BoardState,
  boardApiQuery,
  boardSearch,
  clearFilters,
  type IdFilter,
  type ListState,
  readBoard,
  storedPageOf,
  toggleId,
  toggleListState,
  withFilter,
  withIds,
  withPage,
} from './board-url.ts';

/** SPEC §3 client state: system.page_logo_admin, the admin logo list's page (default 1). */
const PAGE_PART = 'system';
const PAGE_ENTRY = 'page_logo_admin';

export interface BoardController {
  state: BoardState;
  query: ReturnType<typeof boardApiQuery>;
  hrefFor: (page: number) => string;
  setPage: (page: number) => void;
  setFilter: (name: BoardFilter, value: string) => void;
  toggleList: (value: ListState) => void;
  toggleId: (name: IdFilter, id: number) => void;
  setIds: (name: IdFilter, ids: readonly number[]) => void;
  clear: () => void;
}

/** The board's state from the dashboard URL and the remembered page, and the moves that change it. */
export function useBoardState(): BoardController {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(
    () => readBoard(params, storedPageOf(readClientEntry(PAGE_PART, PAGE_ENTRY))),
    [params],
  );

  useEffect(() => {
    writeClientEntry(PAGE_PART, PAGE_ENTRY, state.page);
  }, [state.page]);

  const go = useCallback(
    (next: BoardState) => void navigate(`${pathname}${boardSearch(next)}`, { preventScrollReset: true }),
    [navigate, pathname],
  );

  return useMemo(
    () => ({
      state,
      query: boardApiQuery(state),
      hrefFor: (page: number) => `${pathname}${boardSearch(withPage(state, page))}`,
      setPage: (page: number) => go(withPage(state, page)),
      setFilter: (name: BoardFilter, value: string) => go(withFilter(state, name, value)),
      toggleList: (value: ListState) => go(toggleListState(state, value)),
      toggleId: (name: IdFilter, id: number) => go(toggleId(state, name, id)),
      setIds: (name: IdFilter, ids: readonly number[]) => go(withIds(state, name, ids)),
      clear: () => go(clearFilters()),
    }),
    [state, pathname, go],
  );
}

/** A remembered page past the last (fewer logos now, or other filters) moves to the last page. */
export function useFollowLastBoardPage(
  board: BoardController,
  meta: { current_page: number; last_page: number } | undefined,
): void {
  const navigate = useNavigate();
  const target = meta && meta.current_page === board.state.page ? pageAfterAnswer(meta) : null;
  const href = target === null ? null : board.hrefFor(target);
  useEffect(() => {
    if (href) void navigate(href, { replace: true, preventScrollReset: true });
  }, [href, navigate]);
}
