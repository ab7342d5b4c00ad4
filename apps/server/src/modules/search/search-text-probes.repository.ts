import { isShortWord, SEARCH_ROLE } from '@logoya/core';
import { type SQL, sql } from 'drizzle-orm';
import { codeInt, idArray } from '../../platform/db/sql.ts';
import type { SearchConditions } from './search.repository.ts';

/** What free-text search's count (search-text.repository.ts) and page (search-text-page.repository.ts) share. */

export type TextConditions = SearchConditions & { text: NonNullable<SearchConditions['text']> };

export const TERM = SEARCH_ROLE.term;
const WORD = SEARCH_ROLE.word;

/** Entries read as one newest-first stream each; more are read by a plan that needs no order. */
export const MERGE_LIMIT = 16;

/**
 * Whether `entries` is longer than an index condition or a merge takes (MERGE_LIMIT). Probed per
 * logo (hasPosting, the walk), such a list is a sub-select (entryAmong): PostgreSQL hashes it
 * once per statement, in a generic plan too. As a parameter of `= any(…)` in a generic plan it
 * would be searched element by element, posting after posting (a walk over 3,000 entries: 7 →
 * 216 ms; ADR 0070, 0074).
 */
export const isLongList = (entries: readonly number[]) => entries.length > MERGE_LIMIT;

/** A short word matches words of names and keywords only, not of the explanation. */
export const roleOfWord = (word: string, p: SQL) =>
  isShortWord(word) ? sql`${p}.role & ${codeInt(WORD)} <> 0` : sql`true`;

/**
 * Whether logo `id` has a posting among `entries` used as role bits `role` (a probe of its
 * postings, entryAmong): a long list is hashed once per statement, and the column `entry_id + 0`
 * has no statistics, so planning it costs nothing per element (ADR 0057, 0074).
 */
export function hasPosting(id: SQL, entries: readonly number[], role: (p: SQL) => SQL): SQL {
  return sql`exists (select 1 from search_postings t
    where t.logo_id = ${id} and ${entryAmong(sql`t`, entries)} and ${role(sql`t`)})`;
}

/**
 * Posting `p`'s entry is one of `entries`, as a probe of a logo's own postings. A long list is a
 * sub-select of its elements, which PostgreSQL hashes once per statement in a generic plan as in
 * a custom one; `+ 0` keeps it out of the index condition.
 */
export function entryAmong(p: SQL, entries: readonly number[]): SQL {
  return isLongList(entries)
    ? sql`${p}.entry_id + 0 in (select unnest(${idArray(entries)}))`
    : sql`${p}.entry_id = any(${idArray(entries)})`;
}

/**
 * The word whose entries drive the last tier (the rest): the one with the fewest entries; the
 * others are checked per logo.
 */
export function driverWord(entries: readonly (readonly number[])[]): { driver: number; others: number[] } {
  const order = entries.map((_, i) => i).sort((a, b) => entries[a]!.length - entries[b]!.length);
  const [driver, ...others] = order as [number, ...number[]];
  return { driver, others };
}
