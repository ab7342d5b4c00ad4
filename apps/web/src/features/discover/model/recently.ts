import type { Locale } from '@logoya/core';

/** SPEC §9: recent searches keep the last 5 keywords. */
export const RECENT_KEYWORDS_MAX = 5;
/** SPEC §9: recently viewed keeps the last 5 plus the current logo. */
export const RECENTLY_VIEWED_MAX = 6;
/** Same limit as the search API's text fields. */
const MAX_TEXT = 100;

/** A past search: a keyword tag (`keyword`) or text the visitor typed (`u_keyword`). */
export interface RecentKeyword {
  kind: 'keyword' | 'u_keyword';
  text: string;
}

export interface ViewedLogo {
  logo_id: number;
  names: Record<Locale, string | null>;
  src: string;
}

/** The `recently` part of the client state (SPEC §3). */
export interface Recently {
  recentlyViewedLogos: ViewedLogo[];
  keywordRecently: RecentKeyword[];
}

export const EMPTY_RECENTLY: Recently = Object.freeze({ recentlyViewedLogos: [], keywordRecently: [] });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nameOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

function toKeyword(value: unknown): RecentKeyword | null {
  if (!isObject(value)) return null;
  const { kind, text } = value;
  if (kind !== 'keyword' && kind !== 'u_keyword') return null;
  if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_TEXT) return null;
  return { kind, text };
}

function toViewed(value: unknown): ViewedLogo | null {
  if (!isObject(value) || !isObject(value.names)) return null;
  const { logo_id, src, names } = value;
  if (typeof logo_id !== 'number' || !Number.isInteger(logo_id) || logo_id < 1) return null;
  // A path on this site or a web address (files may live in object storage); nothing else.
  if (typeof src !== 'string' || !/^(\/(?!\/)|https?:\/\/)/.test(src)) return null;
  return {
    logo_id,
    src,
    names: { ja: nameOrNull(names.ja), en: nameOrNull(names.en), vi: nameOrNull(names.vi) },
  };
}

function validList<T>(value: unknown, read: (item: unknown) => T | null, max: number): T[] {
  if (!Array.isArray(value)) return [];
  return value
    .map(read)
    .filter((item): item is T => item !== null)
    .slice(0, max);
}

/** The stored part as it may be found (missing, old, edited by hand): only valid entries stay. */
export function readRecently(stored: unknown): Recently {
  if (!isObject(stored)) return EMPTY_RECENTLY;
  return {
    recentlyViewedLogos: validList(stored.recentlyViewedLogos, toViewed, RECENTLY_VIEWED_MAX),
    keywordRecently: validList(stored.keywordRecently, toKeyword, RECENT_KEYWORDS_MAX),
  };
}

const sameText = (a: string, b: string) =>
  a.normalize('NFKC').toLocaleLowerCase() === b.normalize('NFKC').toLocaleLowerCase();

/** The newest search first; the same words searched again move to the front instead of repeating. */
export function addKeyword(list: RecentKeyword[], entry: RecentKeyword): RecentKeyword[] {
  const text = entry.text.trim();
  if (!text || text.length > MAX_TEXT) return list;
  const rest = list.filter((item) => !sameText(item.text, text));
  return [{ kind: entry.kind, text }, ...rest].slice(0, RECENT_KEYWORDS_MAX);
}

/** The logo just viewed first, then up to 5 others, newest first. */
export function addViewed(list: ViewedLogo[], logo: ViewedLogo): ViewedLogo[] {
  const rest = list.filter((item) => item.logo_id !== logo.logo_id);
  return [logo, ...rest].slice(0, RECENTLY_VIEWED_MAX);
}
