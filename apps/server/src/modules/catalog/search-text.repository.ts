import { isShortWord, LIMITS, SEARCH_ROLE } from '@logoya/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db.ts';
import { containsPattern, escapeLike, idArray, longIdArray } from '../../platform/sql.ts';
import type { CardFilter } from './catalog.repository.ts';
import { type SearchConditions, shownOnly, walkFrom } from './search.repository.ts';

export type TextConditions = SearchConditions & { text: NonNullable<SearchConditions['text']> };

const TERM = SEARCH_ROLE.term;
const WORD = SEARCH_ROLE.word;

/** Entries read as one newest-first stream each; more are read by a plan that needs no order. */
const MERGE_LIMIT = 16;
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

/** A short word matches words of names and keywords only, not of the explanation. */
const roleOfWord = (word: string, p: SQL) => (isShortWord(word) ? sql`${p}.role & ${WORD} <> 0` : sql`true`);

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
 * Two short statements: the entries of every query word and of the tiers (a few index look-ups),
 * then the number of matches (exact up to TEXT_TOTAL_CAP), which reads the postings index and a hashed list of the few
 * hidden logos only, and the size of the tiers up to what choosing their plan needs.
 */
export async function resolveText(
  db: Db,
  c: TextConditions,
  n: number,
  cap: number = TEXT_TOTAL_CAP,
): Promise<ResolvedText> {
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
  const resolved: ResolvedText = {
    words: words.map((_, i) => ids(found?.[`w${i}`])),
    exact: ids(found?.exact),
    prefixed: ids(found?.prefixed),
    exactPostings: 0,
    prefixedPostings: 0,
    total: 0,
    capped: false,
    catalogue: Number(found?.catalogue ?? 0),
  };
  if (resolved.words.some((w) => w.length === 0)) return resolved;
  const enough = walkFrom(n, resolved.catalogue);
  const postings = (entries: readonly number[]) =>
    entries.length === 0
      ? sql`0`
      : sql`(select count(*) from (select 1 from search_postings p
          where p.entry_id = any(${longIdArray(entries)}) and p.role & ${TERM} <> 0 limit ${enough}) x)`;
  const [counted] = await rows<Record<string, unknown>>(
    db,
    sql`select m.d as total, m.n as postings_read, ${postings(resolved.exact)} as exact_postings,
          ${postings(resolved.prefixed)} as prefixed_postings
        from (${countMatches(c, resolved.words, cap)}) m`,
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

interface Stream {
  tier: number;
  entries: number[];
  /** Condition on the posting `p` (its role). */
  role: (p: SQL) => SQL;
  /** About how many logos the stream yields, for choosing between hashing and walking. */
  size: number;
}

/**
 * The first `limit` logos of a stream, newest first, that satisfy `keep` (on a logo id), as
 * common table expressions, the last named `name`. Three plans:
 * - few entries: their postings in index order (newest first), merged, so it stops once full;
 * - many entries yielding few logos: every posting, grouped and sorted (cost grows with matches);
 * - many entries yielding many logos: logos newest first (date index), each looked up in its own
 *   postings, stopping once full (cost grows with catalogue / matches). The walk is bounded to
 *   four times the logos it should need; if `size` was too hopeful, the grouped plan finishes.
 */
function streamPart(
  name: string,
  s: Stream,
  page: { n: number; limit: SQL; catalogue: number },
  keep: (id: SQL) => SQL,
): SQL[] {
  const cte = (suffix: string, body: SQL) => sql`${sql.identifier(name + suffix)} as materialized (${body})`;
  const order = sql`order by u.created_at desc nulls last, u.logo_id desc nulls last`;
  if (s.entries.length <= MERGE_LIMIT) {
    const branches = s.entries.map(
      (id) => sql`(select p.logo_id, p.created_at from search_postings p
        where p.entry_id = ${id} and ${s.role(sql`p`)} order by p.created_at desc nulls last, p.logo_id desc nulls last)`,
    );
    // One posting per logo and entry: only several entries can repeat a logo.
    const distinct = s.entries.length > 1 ? sql`distinct` : sql``;
    return [
      cte(
        '',
        sql`select ${distinct} ${s.tier}::int as tier, u.logo_id, u.created_at
          from (${sql.join(branches, sql` union all `)}) u
          where ${keep(sql`u.logo_id`)} ${order} limit ${page.limit}`,
      ),
    ];
  }
  const grouped = (limit: SQL) => sql`select ${s.tier}::int as tier, u.logo_id, u.created_at
    from (select p.logo_id, max(p.created_at) as created_at from search_postings p
      where p.entry_id = any(${longIdArray(s.entries)}) and ${s.role(sql`p`)} group by p.logo_id) u
    where ${keep(sql`u.logo_id`)} ${order} limit ${limit}`;
  if (s.size < walkFrom(page.n, page.catalogue)) return [cte('', grouped(page.limit))];
  const bound = Math.ceil((4 * page.n * page.catalogue) / s.size);
  const walk = sql`select ${s.tier}::int as tier, u.logo_id, u.created_at
    from (select l.id as logo_id, l.created_at from logos l
      order by l.created_at desc nulls last, l.id desc nulls last limit ${bound}) u
    where exists (select 1 from search_postings p
        where p.logo_id = u.logo_id and p.entry_id + 0 = any(${idArray(s.entries)}) and ${s.role(sql`p`)})
      and ${keep(sql`u.logo_id`)}
    ${order} limit ${page.limit}`;
  const walked = sql.identifier(`${name}_walk`);
  const rescue = sql.identifier(`${name}_all`);
  return [
    cte('_walk', walk),
    cte(
      '_all',
      grouped(sql`case when (select count(*) from ${walked}) < ${page.limit} then ${page.limit} else 0 end`),
    ),
    cte(
      '',
      sql`select * from ${walked} where not exists (select 1 from ${rescue})
        union all select * from ${rescue}`,
    ),
  ];
}

/**
 * Whether logo `id` has a posting among `entries` used as role bits `role` (a probe of its
 * postings). Many entries are checked against the logo's postings (`+ 0` keeps them out of the
 * index condition) as a constant array, which PostgreSQL hashes once per statement; the column
 * `entry_id + 0` has no statistics, so planning it costs nothing per element (ADR 0057).
 */
function hasPosting(id: SQL, entries: readonly number[], role: (p: SQL) => SQL): SQL {
  const entry = entries.length > MERGE_LIMIT ? sql`t.entry_id + 0` : sql`t.entry_id`;
  return sql`exists (select 1 from search_postings t
    where t.logo_id = ${id} and ${entry} = any(${idArray(entries)}) and ${role(sql`t`)})`;
}

/**
 * The cards of one page of logos matching free text, best first: an exact name or keyword, then
 * a name or keyword starting with the query, then the rest, newest first within each. Each tier
 * is its own stream (see streamPart) asked only for what the tiers before it left of the page, so
 * the cost follows the page, not the number of matches, and a full page never looks at a later
 * tier. The page is a common table expression of the card query itself: one statement.
 */
export function textPageFilter(
  c: TextConditions,
  r: ResolvedText,
  page: { limit: number; offset: number },
): CardFilter {
  const n = page.offset + page.limit;
  const isTerm = (p: SQL) => sql`${p}.role & ${TERM} <> 0`;
  const shown = (id: SQL) => shownOnly(c, id);
  const left = (before: string[]) =>
    before.length === 0
      ? sql`${n}`
      : sql`greatest(0, ${n} - ${sql.join(
          before.map((t) => sql`(select count(*) from ${sql.identifier(t)})`),
          sql` - `,
        )})`;
  const tiers: { name: string; ctes: SQL[] }[] = [];
  const add = (name: string, s: Stream, keep: (id: SQL) => SQL) => {
    const limit = left(tiers.map((t) => t.name));
    tiers.push({ name, ctes: streamPart(name, s, { n, limit, catalogue: r.catalogue }, keep) });
  };
  if (r.exactPostings > 0)
    add('t0', { tier: 0, entries: r.exact, role: isTerm, size: r.exactPostings }, shown);
  if (r.prefixedPostings > 0) {
    const notExact = (id: SQL) =>
      r.exactPostings > 0 ? sql`${shown(id)} and not ${hasPosting(id, r.exact, isTerm)}` : shown(id);
    add('t1', { tier: 1, entries: r.prefixed, role: isTerm, size: r.prefixedPostings }, notExact);
  }
  // The rest: driven by the word with the fewest entries, the others checked per logo.
  const { words } = c.text;
  const order = words.map((_, i) => i).sort((a, b) => r.words[a]!.length - r.words[b]!.length);
  const [driver, ...others] = order as [number, ...number[]];
  const ranked = [...(r.exactPostings > 0 ? r.exact : []), ...(r.prefixedPostings > 0 ? r.prefixed : [])];
  const rest = (id: SQL) => {
    const where = [shown(id)];
    for (const i of others) where.push(hasPosting(id, r.words[i]!, (p) => roleOfWord(words[i]!, p)));
    if (ranked.length > 0) where.push(sql`not ${hasPosting(id, ranked, isTerm)}`);
    return sql.join(where, sql` and `);
  };
  // Past the cap the rest is as dense as the catalogue, as far as choosing its plan goes.
  const restSize = r.capped ? r.catalogue : r.total - r.exactPostings - r.prefixedPostings;
  add(
    't2',
    { tier: 2, entries: r.words[driver]!, role: (p) => roleOfWord(words[driver]!, p), size: restSize },
    rest,
  );
  // Materialised, so each tier runs once and its count limits the next.
  const all = sql.join(
    tiers.map((t) => sql`select * from ${sql.identifier(t.name)}`),
    sql` union all `,
  );
  const pageIds = sql`page as materialized (
    select m.logo_id as id, row_number() over (order by m.tier, m.created_at desc, m.logo_id desc) as place
    from (${all}) m order by place limit ${page.limit} offset ${page.offset})`;
  return {
    with: sql.join([...tiers.flatMap((t) => t.ctes), pageIds], sql`, `),
    where: [sql`l.id in (select id from page)`],
    orderBy: sql`(select p.place from page p where p.id = l.id)`,
    ranked: sql`select id, place from page`,
  };
}
