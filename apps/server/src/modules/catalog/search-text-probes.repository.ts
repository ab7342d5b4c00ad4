import { isShortWord, SEARCH_ROLE } from '@logoya/core';
import { type SQL, sql } from 'drizzle-orm';
import { codeInt, idArray } from '../../platform/sql.ts';
import type { SearchConditions } from './search.repository.ts';

/** What free-text search's count (search-text.repository.ts) and page (search-text-page.repository.ts) share. */

export type TextConditions = SearchConditions & { text: NonNullable<SearchConditions['text']> };

export const TERM = SEARCH_ROLE.term;
const WORD = SEARCH_ROLE.word;

/** Entries read as one newest-first stream each; more are read by a plan that needs no order. */
export const MERGE_LIMIT = 16;

/**
 * Whether probing `entries` per logo (hasPosting, the walk) checks each posting against a list
 * longer than an index condition takes. PostgreSQL hashes such a list only when it is a constant
 * of a custom plan; bound to a generic plan it is searched element by element, posting after
 * posting (a walk over 3,000 entries: 7 → 216 ms). A statement with such a probe is planned on
 * every run; one without keeps a generic plan (ADR 0070).
 */
export const probesLongList = (entries: readonly number[]) => entries.length > MERGE_LIMIT;

/** A short word matches words of names and keywords only, not of the explanation. */
export const roleOfWord = (word: string, p: SQL) =>
  isShortWord(word) ? sql`${p}.role & ${codeInt(WORD)} <> 0` : sql`true`;

/**
 * Whether logo `id` has a posting among `entries` used as role bits `role` (a probe of its
 * postings). Many entries are checked against the logo's postings (`+ 0` keeps them out of the
 * index condition) as a constant array, which PostgreSQL hashes once per statement; the column
 * `entry_id + 0` has no statistics, so planning it costs nothing per element (ADR 0057).
 */
export function hasPosting(id: SQL, entries: readonly number[], role: (p: SQL) => SQL): SQL {
  const entry = entries.length > MERGE_LIMIT ? sql`t.entry_id + 0` : sql`t.entry_id`;
  return sql`exists (select 1 from search_postings t
    where t.logo_id = ${id} and ${entry} = any(${idArray(entries)}) and ${role(sql`t`)})`;
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
