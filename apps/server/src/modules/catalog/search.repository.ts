import { LOGO_STATE, PUBLIC_LOGO_STATES } from '@logoya/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db.ts';
import { activeKeep, type CardFilter } from './catalog.repository.ts';

export type OptionTable = 'industries' | 'colors' | 'tastes' | 'alphabets';
export type JoinTable = 'logo_industries' | 'logo_colors' | 'logo_tastes' | 'logo_alphabets';

const JOIN_COLUMN: Record<JoinTable, string> = {
  logo_industries: 'industry_id',
  logo_colors: 'color_id',
  logo_tastes: 'taste_id',
  logo_alphabets: 'alphabet_id',
};

/** A PostgreSQL int[] literal, bound as one parameter whatever the number of ids. */
const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** The ids among `ids` that have no row in `table`. */
export async function missingIds(
  db: Db,
  checks: { table: OptionTable; ids: readonly number[] }[],
): Promise<{ table: OptionTable; id: number }[]> {
  if (checks.length === 0) return [];
  const parts = checks.map(
    ({ table, ids }) =>
      sql`select ${table}::text as "table", x.id from unnest(${intArray(ids)}) as x(id)
          where not exists (select 1 from ${sql.identifier(table)} t where t.id = x.id)`,
  );
  return rows(db, sql.join(parts, sql` union all `));
}

export interface KeywordRow {
  id: number;
  name_ja: string;
  name_en: string;
  name_vi: string;
}

/** Every keyword: a staff-managed list of tags, small next to the logos. */
export function listKeywords(db: Db): Promise<KeywordRow[]> {
  return rows<KeywordRow>(db, sql`select id, name_ja, name_en, name_vi from keywords`);
}

/** What the service decided to search for; text is already normalised. */
export interface SearchConditions {
  categories: { table: JoinTable; ids: readonly number[] }[];
  logoIds?: readonly number[];
  /** Only normal logos that no member keeps (sold_out=0). */
  availableOnly: boolean;
  /** Keyword ids of the tag; an empty list matches nothing. */
  keywordIds?: readonly number[];
  /** Normalised free text: the whole query (for ranking) and its words (each must match). */
  text?: { query: string; words: readonly string[] };
}

/** LIKE pattern that matches `text` literally anywhere: %, _ and \ are escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Newest first, spelled as the date indexes are built (NULLS LAST): plain `desc` means NULLS
 * FIRST, which no index serves, so PostgreSQL would sort every logo to find the first page.
 */
const newest = sql`l.created_at desc nulls last, l.id desc nulls last`;

/**
 * Newest first for a pass that reads every match anyway (the window count): spelled so that no
 * index matches it. Offered the date index, the planner walks all logos in date order and probes
 * each one's links, as if the LIMIT could stop early, which the count prevents (100x slower).
 */
const sortedNewest = sql`l.created_at desc nulls first, l.id desc nulls first`;

const visible = sql`l.state in (${sql.raw(PUBLIC_LOGO_STATES.join(', '))})`;

/**
 * Logos linked to every chosen category and keyword: the link tables joined on logo_id. A join
 * (rather than INTERSECT or one EXISTS per filter) lets the planner estimate the result from
 * the link statistics, so it picks index probes for a few logos and hashing for many. A logo
 * may appear more than once when a filter has several values.
 */
function linkedLogos(c: SearchConditions): SQL | null {
  const links: { table: JoinTable | 'logo_keywords'; column: string; ids: readonly number[] }[] =
    c.categories.map(({ table, ids }) => ({ table, column: JOIN_COLUMN[table], ids }));
  if (c.keywordIds) links.push({ table: 'logo_keywords', column: 'keyword_id', ids: c.keywordIds });
  const [first, ...rest] = links;
  if (!first) return null;
  const joins = rest.map(
    ({ table, column, ids }, i) =>
      sql` join ${sql.identifier(table)} ${sql.raw(`j${i + 1}`)} on ${sql.raw(`j${i + 1}`)}.logo_id = j0.logo_id
        and ${sql.raw(`j${i + 1}`)}.${sql.identifier(column)} = any(${intArray(ids)})`,
  );
  return sql`select j0.logo_id from ${sql.identifier(first.table)} j0${sql.join(joins)}
    where j0.${sql.identifier(first.column)} = any(${intArray(first.ids)})`;
}

/** The conditions as a card filter on `l` (logos), newest first, for the catalogue's card queries. */
export function searchFilter(c: SearchConditions): CardFilter {
  const where: SQL[] = [];
  const linked = linkedLogos(c);
  if (linked) where.push(sql`l.id in (${linked})`);
  if (c.logoIds) where.push(sql`l.id = any(${intArray(c.logoIds)})`);
  if (c.availableOnly) {
    where.push(sql`l.state = ${LOGO_STATE.normal}
      and not exists (select 1 from favorites f where f.logo_id = l.id and ${activeKeep})`);
  }
  for (const word of c.text?.words ?? []) where.push(sql`l.search_text like ${containsPattern(word)}`);
  return { where, orderBy: newest };
}

/** How to count the matches: from the link tables, from one pass over logos, or plainly. */
export function countStrategy(c: SearchConditions): 'links' | 'window' | 'plain' {
  if (c.text || c.logoIds) return 'window';
  return c.categories.length > 0 || c.keywordIds ? 'links' : 'plain';
}

/**
 * Number of logos matching category and keyword filters (no text, no logo_ids). Counted from the
 * link tables minus the few logos that may not show (stopped, deleted; with sold_out=0 also
 * sold, negotiating and kept), so the 95% of logos that show are never read one by one.
 */
export async function countLinked(db: Db, c: SearchConditions): Promise<number> {
  const linked = linkedLogos(c);
  if (!linked) throw new Error('countLinked needs a category or keyword filter');
  const shown: readonly number[] = c.availableOnly ? [LOGO_STATE.normal] : PUBLIC_LOGO_STATES;
  const hidden = Object.values(LOGO_STATE).filter((state) => !shown.includes(state));
  const notKept = c.availableOnly
    ? sql`and not exists (select 1 from favorites f where f.logo_id = m.id and ${activeKeep})`
    : sql``;
  const [row] = await rows<{ total: number | string }>(
    db,
    sql`select count(*)::int as total from (select distinct logo_id as id from (${linked}) x) m
        where not exists (select 1 from logos h where h.id = m.id and h.state = any(${intArray(hidden)}))
        ${notKept}`,
  );
  return Number(row?.total ?? 0);
}

/**
 * One page of logo ids, best first, with the number of matches, in one pass over the matches (a
 * window count): with free text, ranking must look at every match anyway. An exact name or
 * keyword first, then a name or keyword starting with the query, then the rest; newest first
 * among equals (and without free text).
 */
export async function windowPage(
  db: Db,
  filter: CardFilter,
  query: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number | null }> {
  // Terms never hold a newline, so "\n" + query found in "\n"-joined terms is a term prefix.
  const order = query
    ? sql`case when ${query} = any(l.search_terms) then 0
        when strpos(chr(10) || array_to_string(l.search_terms, chr(10)), ${`\n${query}`}) > 0 then 1
        else 2 end, ${sortedNewest}`
    : sortedNewest;
  const found = await rows<{ id: number; total: number | string }>(
    db,
    sql`select l.id, count(*) over () as total from logos l
        where ${sql.join([visible, ...filter.where], sql` and `)}
        order by ${order}
        limit ${page.limit} offset ${page.offset}`,
  );
  return { ids: found.map((r) => Number(r.id)), total: found.length > 0 ? Number(found[0]!.total) : null };
}

/** Card rows of a page of ids, in that order. */
export function inIdOrder(ids: readonly number[]): CardFilter {
  return {
    where: [sql`l.id = any(${intArray(ids)})`],
    orderBy: sql`array_position(${intArray(ids)}, l.id)`,
  };
}
