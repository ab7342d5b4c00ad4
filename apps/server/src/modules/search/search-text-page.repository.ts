import { type SQL, sql } from 'drizzle-orm';
import { codeInt, idArray, longIdArray } from '../../platform/db/sql.ts';
import type { CardFilter } from '../catalog/index.ts';
import { shownOnly, walkFrom } from './search.repository.ts';
import type { ResolvedText } from './search-text.repository.ts';
import {
  driverWord,
  entryAmong,
  hasPosting,
  isLongList,
  roleOfWord,
  TERM,
  type TextConditions,
} from './search-text-probes.repository.ts';

interface Stream {
  tier: number;
  entries: number[];
  /** Condition on the posting `p` (its role). */
  role: (p: SQL) => SQL;
  /** About how many logos the stream yields, for choosing between hashing and walking. */
  size: number;
  /**
   * Instead of `size`: the walk's bound worked out by the statement itself, 0 to go straight to
   * the grouped plan. It is evaluated only if the stream is asked for logos (see denseBound).
   */
  bound?: SQL;
}

/**
 * At most this many postings (entries × logos the page needs) are read by the per-entry plan of
 * streamPart (ADR 0073).
 */
export const PER_ENTRY_ROWS = 5000;

/**
 * The first `limit` logos of a stream, newest first, that satisfy `keep` (on a logo id), as
 * common table expressions, the last named `name`. Four plans:
 * - few entries: their postings in index order (newest first), merged, so it stops once full;
 * - more entries, but no more than PER_ENTRY_ROWS postings for the page: each entry's first
 *   `limit` kept postings in index order, then the newest of them (for "ア", 25 entries: 102
 *   buffers instead of the walk's 4,381);
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
  if (!isLongList(s.entries)) {
    const branches = s.entries.map(
      (id) => sql`(select p.logo_id, p.created_at from search_postings p
        where p.entry_id = ${id} and ${s.role(sql`p`)} order by p.created_at desc nulls last, p.logo_id desc nulls last)`,
    );
    // One posting per logo and entry: only several entries can repeat a logo.
    const distinct = s.entries.length > 1 ? sql`distinct` : sql``;
    const merged = sql`select ${distinct} ${codeInt(s.tier)}::int as tier, u.logo_id, u.created_at
      from (${sql.join(branches, sql` union all `)}) u
      where ${keep(sql`u.logo_id`)} ${order} limit ${page.limit}`;
    return [cte('', merged)];
  }
  if (s.entries.length * page.n <= PER_ENTRY_ROWS) {
    // Each entry's own postings newest first, as far as the page needs (the kept ones only: the
    // page's newest logos are among each entry's first `limit`), then the newest of them.
    const perEntry = sql`select distinct ${codeInt(s.tier)}::int as tier, u.logo_id, u.created_at
      from unnest(${idArray(s.entries)}) e(id) cross join lateral (select p.logo_id, p.created_at
        from search_postings p where p.entry_id = e.id and ${s.role(sql`p`)} and ${keep(sql`p.logo_id`)}
        order by p.created_at desc nulls last, p.logo_id desc nulls last limit ${page.limit}) u
      ${order} limit ${page.limit}`;
    return [cte('', perEntry)];
  }
  const grouped = (limit: SQL) => sql`select ${codeInt(s.tier)}::int as tier, u.logo_id, u.created_at
    from (select p.logo_id, max(p.created_at) as created_at from search_postings p
      where p.entry_id = any(${longIdArray(s.entries)}) and ${s.role(sql`p`)} group by p.logo_id) u
    where ${keep(sql`u.logo_id`)} ${order} limit ${limit}`;
  if (!s.bound && s.size < walkFrom(page.n, page.catalogue)) return [cte('', grouped(page.limit))];
  const bound = s.bound ?? sql`${Math.ceil((4 * page.n * page.catalogue) / s.size)}`;
  const walk = sql`select ${codeInt(s.tier)}::int as tier, u.logo_id, u.created_at
    from (select l.id as logo_id, l.created_at from logos l
      order by l.created_at desc nulls last, l.id desc nulls last limit ${bound}) u
    where exists (select 1 from search_postings p
        where p.logo_id = u.logo_id and ${entryAmong(sql`p`, s.entries)} and ${s.role(sql`p`)})
      and ${keep(sql`u.logo_id`)}
    ${order} limit ${page.limit}`;
  const walked = sql.identifier(`${name}_walk`);
  const rescue = sql.identifier(`${name}_all`);
  const rescued = grouped(
    sql`case when (select count(*) from ${walked}) < ${page.limit} then ${page.limit} else 0 end`,
  );
  const either = sql`select * from ${walked} where not exists (select 1 from ${rescue})
    union all select * from ${rescue}`;
  return [cte('_walk', walk), cte('_all', rescued), cte('', either)];
}

/**
 * The walk's bound for the rest when the total is past the cap, where the count says only that
 * more than the cap match: the driving word's postings counted up to walkFrom. Fewer postings
 * than that: gathering them all is cheaper than walking (bound 0, the grouped plan runs). As many:
 * at least that share of the catalogue matches, so the walk needs at most a quarter of the bound.
 * Before, past the cap the rest was taken to be as dense as the catalogue: a word matching 11% of
 * it walked 400 logos, found 34 and then grouped 11,057 postings (15 ms; ADR 0068). The count is
 * a sub-select of the walk's LIMIT, so it runs only when the tiers before left room on the page.
 */
function denseBound(entries: readonly number[], role: (p: SQL) => SQL, n: number, catalogue: number): SQL {
  const enough = walkFrom(n, catalogue);
  const postings = sql`(select count(*) from (select 1 from search_postings p
    where p.entry_id = any(${longIdArray(entries)}) and ${role(sql`p`)} limit ${enough}) x)`;
  return sql`case when ${postings} >= ${enough} then ${Math.ceil((4 * n * catalogue) / enough)} else 0 end`;
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
  const isTerm = (p: SQL) => sql`${p}.role & ${codeInt(TERM)} <> 0`;
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
  const { driver, others } = driverWord(r.words);
  const ranked = [...(r.exactPostings > 0 ? r.exact : []), ...(r.prefixedPostings > 0 ? r.prefixed : [])];
  const rest = (id: SQL) => {
    const where = [shown(id)];
    for (const i of others) where.push(hasPosting(id, r.words[i]!, (p) => roleOfWord(words[i]!, p)));
    if (ranked.length > 0) where.push(sql`not ${hasPosting(id, ranked, isTerm)}`);
    return sql.join(where, sql` and `);
  };
  const restRole = (p: SQL) => roleOfWord(words[driver]!, p);
  const restSize = r.total - r.exactPostings - r.prefixedPostings;
  add(
    't2',
    {
      tier: 2,
      entries: r.words[driver]!,
      role: restRole,
      size: restSize,
      ...(r.capped ? { bound: denseBound(r.words[driver]!, restRole, n, r.catalogue) } : {}),
    },
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
  // Every shape keeps one generic plan: long entry lists are probed as sub-selects (ADR 0074).
  return {
    genericPlan: true,
    with: sql.join([...tiers.flatMap((t) => t.ctes), pageIds], sql`, `),
    where: [sql`l.id in (select id from page)`],
    orderBy: sql`(select p.place from page p where p.id = l.id)`,
    ranked: sql`select id, place from page`,
  };
}
