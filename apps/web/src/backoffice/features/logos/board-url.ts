import { LIMITS, type LOGO_STATE } from '@logoya/core/constants';
import type { BoardQuery } from './api.ts';

/**
 * The logo board's state (SPEC §2, §3, §4): its filters live in the dashboard's URL, so a filtered
 * board can be reloaded, shared and returned to from the editor; its page is in the URL too and is
 * remembered in the client state (`system.page_logo_admin`, default 1) for a bare dashboard visit.
 * Pure functions, so the rules are unit-tested.
 */

export const ID_FILTERS = ['industry_id', 'color_id', 'taste_id', 'alphabet_id', 'designers'] as const;
export type IdFilter = (typeof ID_FILTERS)[number];
export type BoardFilter = 'keyword' | 'state' | IdFilter;

/** The "lists" of the admin filter: stop list (LOGO_STATE.stopped) and negotiation list (negotiating). */
export const LIST_STATES = [
  '7',
  '2',
] as const satisfies readonly `${typeof LOGO_STATE.stopped | typeof LOGO_STATE.negotiating}`[];
export type ListState = (typeof LIST_STATES)[number];

export interface BoardState {
  page: number;
  filters: Partial<Record<BoardFilter, string>>;
}

const PAGE = /^[1-9]\d{0,8}$/;
const ID_LIST = /^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/;
/** The server refuses longer keywords and longer id lists (staffLogoQuery). */
const MAX_KEYWORD = 100;
const MAX_IDS = 100;

export function idsOf(value: string | undefined): number[] {
  return value ? value.split(',').map(Number) : [];
}

function idList(ids: readonly number[]): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

/** The stored page: a positive whole number, else 1. */
export function storedPageOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value < 1e9 ? value : 1;
}

/** Reads the board from its URL; anything malformed reads as absent. No page in the URL: the stored one. */
export function readBoard(params: URLSearchParams, storedPage: number): BoardState {
  const filters: BoardState['filters'] = {};
  const keyword = params.get('keyword')?.trim();
  if (keyword) filters.keyword = keyword.slice(0, MAX_KEYWORD);
  const state = params.get('state');
  if (state && (LIST_STATES as readonly string[]).includes(state)) filters.state = state;
  for (const name of ID_FILTERS) {
    const value = params.get(name);
    if (value && ID_LIST.test(value) && idsOf(value).length <= MAX_IDS) filters[name] = idList(idsOf(value));
  }
  const page = params.get('page');
  return { page: page && PAGE.test(page) ? Number(page) : storedPage, filters };
}

const ORDER: BoardFilter[] = ['keyword', 'state', ...ID_FILTERS];

/** The dashboard query of a state, page included (so the URL, not the stored page, decides). */
export function boardSearch(state: BoardState): string {
  const params = new URLSearchParams();
  for (const name of ORDER) {
    const value = state.filters[name];
    if (value) params.set(name, value);
  }
  params.set('page', String(state.page));
  return `?${params.toString()}`;
}

export function withPage(state: BoardState, page: number): BoardState {
  return { ...state, page: Math.max(1, Math.floor(page) || 1) };
}

/** A filter changed (empty removes it): back to page 1. */
export function withFilter(state: BoardState, name: BoardFilter, value: string): BoardState {
  const filters = { ...state.filters };
  const trimmed = value.trim();
  if (trimmed) filters[name] = name === 'keyword' ? trimmed.slice(0, MAX_KEYWORD) : trimmed;
  else delete filters[name];
  return { page: 1, filters };
}

/** Stop list / negotiation list: the first click shows that state, a second click resets (SPEC §4). */
export function toggleListState(state: BoardState, value: ListState): BoardState {
  return withFilter(state, 'state', state.filters.state === value ? '' : value);
}

/** One id in or out of an id filter. */
export function toggleId(state: BoardState, name: IdFilter, id: number): BoardState {
  const ids = idsOf(state.filters[name]);
  const next = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
  return withFilter(state, name, idList(next));
}

/** A whole id filter at once (a group's select-all). */
export function withIds(state: BoardState, name: IdFilter, ids: readonly number[]): BoardState {
  return withFilter(state, name, idList(ids));
}

export function clearFilters(): BoardState {
  return { page: 1, filters: {} };
}

export const hasFilters = (state: BoardState) => Object.keys(state.filters).length > 0;

/** GET /api/logo's parameters: 100 a page (SPEC §9). */
export function boardApiQuery(state: BoardState): BoardQuery {
  return { page: state.page, per_page: LIMITS.adminLogoPageSize, ...state.filters };
}
