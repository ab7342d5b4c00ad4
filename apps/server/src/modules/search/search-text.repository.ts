import { isShortWord, LIMITS } from '@logoya/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, genericPlanRows, rows } from '../../platform/db/db.ts';
import { codeInt, containsPattern, escapeLike, longIdArray } from '../../platform/db/sql.ts';
import { shownOnly, walkFrom } from './search.repository.ts';
import {
  hasPosting,
  isLongList,
  roleOfWord,
  TERM,
  type TextConditions,
} from './search-text-probes.repository.ts';

export { textPageFilter } from './search-text-page.repository.ts';
export type { TextConditions } from './search-text-probes.repository.ts';

/**
 * The entries one query word finds. A long word is looked for inside every word of the index
 * (trigram index on search_entries); a short word (1–2 characters) by its key, at the start of a
 * word of a name or keyword (see shortKeysOf).
 */
function entriesOfWord(word: string): SQL {
  if (isShortWord(word)) return sql`select k.entry_id from search_entry_keys k where k.key = ${word}`;
  // Whole terms hold spaces; their words are entries of their own, so the terms need no look.
  return sql`select e.id from search_entries e where e.text like ${containsPattern(word)} and strpos(e.text, ' ') = 0`;
}

/** What the free text resolves to, and how many logos match it. */
export interface ResolvedText {
  /** Entry ids of each query word. */
  words: number[][];
  /** The entry equal to the whole query (exact name or keyword), if any. */
  exact: number[];
  /** Entries starting with the query (other than the exact one). */
  prefixed: number[];
  /**
   * Postings of `exact` and `prefixed` used as a whole name or keyword, counted only as far as
   * choosing their plans needs (see walkFrom); 0 means the tier is empty.
   */
  exactPostings: number;
  prefixedPostings: number;
  /** Logos matching, visible and passing the other conditions, up to TEXT_TOTAL_CAP. */
  total: number;
  /** More than TEXT_TOTAL_CAP logos match. */
  capped: boolean;
  /** Approximate number of logos (planner statistics), for choosing a plan. */
  catalogue: number;
}

/**
 * Number of visible logos matching every word, from the postings index only, counted exactly up
 * to TEXT_TOTAL_CAP (ADR 0040). A single entry holds each logo once, so its postings are counted
 * as they stream and the count stops past the cap. Several entries of one word may repeat a
 * logo: up to distinctWindow(cap) postings are read and their distinct logos counted; `n` says
 * whether that window held them all. Several words stream the postings of a word with one entry
 * and check the others, stopping past the cap; when every word has several entries, their logos
 * are intersected (hashing the smaller set), exactly.
 */
function countMatches(c: TextConditions, entries: readonly number[][], cap: number): SQL {
  const { words } = c.text;
  const logosOf = (word: string, ids: readonly number[]) =>
    sql`select p.logo_id from search_postings p where p.entry_id = any(${longIdArray(ids)}) and ${roleOfWord(word, sql`p`)}`;
  if (words.length > 1) {
    // A word of one entry holds each logo once: its postings stream, each checked for the other
    // words, and the count stops past the cap, as for one word (ADR 0057). Otherwise the words'
    // logos are intersected, exactly.
    const single = entries.findIndex((ids) => ids.length === 1);
    if (single >= 0) {
      const others = words.flatMap((word, i) =>
        i === single ? [] : [hasPosting(sql`p.logo_id`, entries[i]!, (q) => roleOfWord(word, q))],
      );
      return sql`select count(*) as d, 0 as n from (select p.logo_id from search_postings p
          where p.entry_id = ${entries[single]![0]!} and ${roleOfWord(words[single]!, sql`p`)}
            and ${sql.join(others, sql` and `)} and ${shownOnly(c, sql`p.logo_id`)}
          limit ${cap + 1}) m`;
    }
    const sets = words.map((word, i) => logosOf(word, entries[i]!));
    return sql`select count(*) as d, 0 as n from (${sql.join(sets, sql` intersect `)}) m
      where ${shownOnly(c, sql`m.logo_id`)}`;
  }
  const streamed = sql`select p.logo_id from search_postings p
    where p.entry_id = any(${longIdArray(entries[0]!)}) and ${roleOfWord(words[0]!, sql`p`)}
      and ${shownOnly(c, sql`p.logo_id`)}`;
  if (entries[0]!.length === 1)
    return sql`select count(*) as d, 0 as n from (${streamed} limit ${cap + 1}) m`;
  return sql`select count(distinct m.logo_id) as d, count(*) as n from (${streamed} limit ${distinctWindow(cap)}) m`;
}

/**
 * The count, first from the exact entry (a name or keyword equal to the whole query) when there
 * is one: each of its shown logos matches every word of the query, and it holds each logo once,
 * so when it alone has more than `cap` shown logos the answer is "more than the cap" and the
 * matches of the words are not counted at all (for "cà phê" they are the 51,780 postings of "cà"
 * checked against "phê"; ADR 0068). The words' count is the other branch of a CASE: a scalar
 * subquery there runs only when its branch is taken.
 */
function countFromExactFirst(
  c: TextConditions,
  exact: readonly number[],
  exactPostings: SQL,
  count: SQL,
  cap: number,
): SQL {
  if (exact.length !== 1) return count;
  // `offset 0` keeps the CASE in its own sub-select: inlined, each use of `v` would repeat it,
  // sub-selects and all.
  return sql`select v[1] as d, v[2] as n from (select case
      when ${exactPostings} > ${cap} and (select count(*) from (select 1 from search_postings p
        where p.entry_id = ${exact[0]!} and p.role & ${codeInt(TERM)} <> 0 and ${shownOnly(c, sql`p.logo_id`)}
        limit ${cap + 1}) z) > ${cap} then array[${cap + 1}, 0]::bigint[]
      else (select array[m.d, m.n]::bigint[] from (${count}) m) end as v offset 0) s`;
}

/** Matches counted exactly; past this many the answer says "at least" (ADR 0040). */
export const TEXT_TOTAL_CAP = LIMITS.searchTotalCap;
/** Postings read to count the distinct logos of a word with several entries. */
const distinctWindow = (cap: number) => 4 * cap;

/** The exact count of a word with several entries, for when DISTINCT_WINDOW did not hold them. */
async function countAll(db: Db, c: TextConditions, entries: readonly number[]): Promise<number> {
  const [row] = await rows<{ d: number | string }>(
    db,
    sql`select count(distinct p.logo_id) as d from search_postings p
      where p.entry_id = any(${longIdArray(entries)}) and ${roleOfWord(c.text.words[0]!, sql`p`)}
        and ${shownOnly(c, sql`p.logo_id`)}`,
  );
  return Number(row?.d ?? 0);
}

/**
 * How far a tier's postings are counted (ADR 0073). Past the cap a size only says "more than the
 * cap": the exact tier's shortcut (countFromExactFirst) and the rest's size (total less the tiers,
 * used only when the total is not capped) need no more. Only a tier of more than MERGE_LIMIT
 * entries chooses its plan by its size against walkFrom (`enough`); one of fewer is merged in
 * index order whatever its size. For "hoa" that is 1,001 postings read instead of 5,478, twice.
 */
export function tierCountLimit(entries: readonly number[], enough: number, cap: number): number {
  return isLongList(entries) ? Math.max(enough, cap + 1) : cap + 1;
}

/** The entries a query resolves to: what the first statement of a free-text search reads. */
export interface EntryLookup {
  words: number[][];
  exact: number[];
  prefixed: number[];
  catalogue: number;
}

/**
 * The entries of every query word and of the tiers (a few index look-ups), and the catalogue's
 * approximate size. Entries are only ever added (search-index.repository.ts), so a lookup goes
 * stale only by missing an entry added since.
 */
export async function lookUpEntries(db: Db, c: TextConditions): Promise<EntryLookup> {
  const { query, words } = c.text;
  const columns = words.map((word, i) => sql`array(${entriesOfWord(word)}) as ${sql.identifier(`w${i}`)}`);
  const [found] = await rows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(columns, sql`, `)},
          array(select e.id from search_entries e where e.text = ${query}) as exact,
          array(select e.id from search_entries e
                where e.text like ${`${escapeLike(query)}%`} and e.text <> ${query}) as prefixed,
          (select greatest(reltuples, 0) from pg_class where oid = 'logos'::regclass) as catalogue`,
  );
  const ids = (value: unknown) => ((value as (number | string)[] | null) ?? []).map(Number);
  return {
    words: words.map((_, i) => ids(found?.[`w${i}`])),
    exact: ids(found?.exact),
    prefixed: ids(found?.prefixed),
    catalogue: Number(found?.catalogue ?? 0),
  };
}

/**
 * The number of matches (exact up to TEXT_TOTAL_CAP), which reads the postings index and a hashed
 * list of the few hidden logos only, and the size of the tiers up to what choosing their plan
 * needs, from the entries of lookUpEntries (read here when not given).
 */
export async function resolveText(
  db: Db,
  c: TextConditions,
  n: number,
  cap: number = TEXT_TOTAL_CAP,
  entries?: EntryLookup,
): Promise<ResolvedText> {
  const resolved: ResolvedText = {
    ...(entries ?? (await lookUpEntries(db, c))),
    exactPostings: 0,
    prefixedPostings: 0,
    total: 0,
    capped: false,
  };
  if (resolved.words.some((w) => w.length === 0)) return resolved;
  const enough = walkFrom(n, resolved.catalogue);
  const postings = (entries: readonly number[], limit: number) =>
    entries.length === 0
      ? sql`0`
      : sql`(select count(*) from (select 1 from search_postings p
          where p.entry_id = any(${longIdArray(entries)}) and p.role & ${codeInt(TERM)} <> 0 limit ${limit}) x)`;
  const count = countMatches(c, resolved.words, cap);
  const [counted] = await genericPlanRows<Record<string, unknown>>(
    db,
    sql`select m.d as total, m.n as postings_read, e.exact_postings, e.prefixed_postings
        from (select ${postings(resolved.exact, tierCountLimit(resolved.exact, enough, cap))} as exact_postings,
            ${postings(resolved.prefixed, tierCountLimit(resolved.prefixed, enough, cap))} as prefixed_postings offset 0) e
        cross join lateral (${countFromExactFirst(c, resolved.exact, sql`e.exact_postings`, count, cap)}) m`,
  );
  let total = Number(counted?.total ?? 0);
  if (Number(counted?.postings_read ?? 0) >= distinctWindow(cap) && total <= cap)
    total = await countAll(db, c, resolved.words[0]!);
  return {
    ...resolved,
    exactPostings: Number(counted?.exact_postings ?? 0),
    prefixedPostings: Number(counted?.prefixed_postings ?? 0),
    total: Math.min(total, cap),
    capped: total > cap,
  };
}
