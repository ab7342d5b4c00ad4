import { type Locale, MAX_ID } from '../constants.ts';
import { isLocale } from '../rules/locale.ts';
import { PUBLIC_PAGES, type PublicPage } from './page-meta.ts';
import { PRIVATE_PAGES, type PrivatePage } from './private-page-meta.ts';

/**
 * What a shop URL shows, for its head tags: a public page, a logo, a page kept out of search
 * results, or nothing (the app redirects home). `path` is the canonical path after the language,
 * `query` the canonical query ('' or '?…').
 */
export type SeoRoute =
  | { kind: 'page'; locale: Locale; page: PublicPage; path: string; query: string }
  | { kind: 'logo'; locale: Locale; id: number; path: string; query: '' }
  | { kind: 'private'; locale: Locale; page: PrivatePage; path: string; query: '' }
  | { kind: 'unknown'; locale: Locale; path: string; query: '' };

/** Search conditions that change the results, in the order canonical URLs list them. */
export const SEARCH_CANONICAL_PARAMS = [
  'keyword',
  'u_keyword',
  'industry_id',
  'alphabet_id',
  'color_id',
  'taste_id',
  'sold_out',
] as const;

const ID_LIST = /^\d{1,10}(,\d{1,10})*$/;

function canonicalValue(name: string, raw: string): string | null {
  const value = raw.trim();
  if (name === 'keyword' || name === 'u_keyword') return value && value.length <= 100 ? value : null;
  if (name === 'sold_out') return value === '0' ? '0' : null; // 1 is the default: same results.
  if (!ID_LIST.test(value)) return null;
  // One set of ids, however it was written: sorted, without duplicates and without 0 (All).
  const ids = [...new Set(value.split(',').map(Number))].filter((id) => id > 0).sort((a, b) => a - b);
  return ids.length ? ids.join(',') : null;
}

function pageNumber(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  return /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
}

/**
 * The query a canonical URL keeps: the list page on the home page, the search conditions and
 * page on the search page; nothing elsewhere (tracking tags, tokens and the like are dropped).
 */
export function canonicalQuery(page: PublicPage, params: URLSearchParams): string {
  const kept = new URLSearchParams();
  if (page === 'search') {
    for (const name of SEARCH_CANONICAL_PARAMS) {
      const raw = params.get(name);
      const value = raw === null ? null : canonicalValue(name, raw);
      if (value !== null) kept.set(name, value);
    }
  }
  if (page === 'home' || page === 'search') {
    const n = pageNumber(params);
    if (n > 1) kept.set('page', String(n));
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

const PAGE_BY_PATH = new Map<string, PublicPage>(
  Object.entries(PUBLIC_PAGES).map(([page, path]) => [path, page as PublicPage]),
);

/**
 * Reads a page URL. A path without a language prefix is read as English (the app rewrites it);
 * its canonical URL is the prefixed one.
 */
export function resolveSeoRoute(pathname: string, search = ''): SeoRoute & { prefixed: boolean } {
  const segments = pathname.split('/').filter(Boolean);
  const prefixed = isLocale(segments[0]);
  const locale: Locale = prefixed ? (segments[0] as Locale) : 'en';
  const rest = prefixed ? segments.slice(1) : segments;
  const path = `/${rest.join('/')}`;

  const page = PAGE_BY_PATH.get(path);
  if (page) {
    const query = canonicalQuery(page, new URLSearchParams(search));
    return { kind: 'page', locale, page, path, query, prefixed };
  }
  if (rest.length === 3 && rest[0] === 'logo' && rest[1] === 'detail' && /^\d{1,10}$/.test(rest[2]!)) {
    const id = Number(rest[2]);
    if (id >= 1 && id <= MAX_ID) {
      return { kind: 'logo', locale, id, path: `/logo/detail/${id}`, query: '', prefixed };
    }
  }
  const exact = (Object.entries(PRIVATE_PAGES) as [PrivatePage, string][]).find(([, p]) => p === path);
  if (exact) return { kind: 'private', locale, page: exact[0], path, query: '', prefixed };
  if (rest[0] === 'my-page') return { kind: 'private', locale, page: 'myPage', path, query: '', prefixed };
  if (rest[0] === 'verify' && rest.length === 2) {
    return { kind: 'private', locale, page: 'verify', path, query: '', prefixed };
  }
  return { kind: 'unknown', locale, path, query: '', prefixed };
}

/** Absolute URL of a shop path in a language: the language home ends with a slash. */
export function localizedUrl(base: string, locale: Locale, path: string, query = ''): string {
  return `${base}/${locale}${path === '/' ? '/' : path}${query}`;
}
