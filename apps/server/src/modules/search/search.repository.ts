import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { activeKeep, availableLogo, hiddenLogo, idArray, newestFirst } from '../../platform/db/sql.ts';
import type { CardFilter } from '../catalog/index.ts';

export type OptionTable = 'industries' | 'colors' | 'tastes' | 'alphabets';
export type JoinTable = 'logo_industries' | 'logo_colors' | 'logo_tastes' | 'logo_alphabets';

const JOIN_COLUMN: Record<JoinTable, string> = {
  logo_industries: 'industry_id',
  logo_colors: 'color_id',
  logo_tastes: 'taste_id',
  logo_alphabets: 'alphabet_id',
};

/** The ids among `ids` that have no row in `table`. */
export async function missingIds(
  db: Db,
  checks: { table: OptionTable; ids: readonly number[] }[],
): Promise<{ table: OptionTable; id: number }[]> {
  if (checks.length === 0) return [];
  const parts = checks.map(
    ({ table, ids }) =>
      sql`select ${table}::text as "table", x.id from unnest(${idArray(ids)}) as x(id)
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
  /** The moment the public order was fixed (as_of; ADR 0093); the current order when missing. */
  asOf?: Date | null;
}

/**
 * A logo id read from an index (`id`) that a visitor may see: not one of the few hidden logos
 * (their states come from logos' state index, so they are never stale) and, with sold_out=0, not
 * kept by a member.
 */
function visibleOnly(availableOnly: boolean, id: SQL): SQL {
  // NOT IN a sub-select is hashed once per statement, whatever the planner guesses of the number
  // of ids it is checked for (word frequencies make that guess poor).
  // Constants (hiddenLogo), as the statement keeps one generic plan (ADR 0070).
  const hidden = sql`${id} not in (select x.id from logos x where ${hiddenLogo(sql`x.state`, { normalOnly: availableOnly })})`;
  if (!availableOnly) return hidden;
  return sql`${hidden} and ${id} not in (select f.logo_id from favorites f where ${activeKeep()})`;
}

/** The conditions of `c` other than free text, on a logo id read from an index (`id`). */
export function shownOnly(c: SearchConditions, id: SQL): SQL {
  const where = [visibleOnly(c.availableOnly, id)];
  const linked = linkedLogos(c);
  if (linked) where.push(sql`${id} in (${linked})`);
  if (c.logoIds) where.push(sql`${id} = any(${idArray(c.logoIds)})`);
  return sql.join(where, sql` and `);
}

interface Link {
  table: JoinTable | 'logo_keywords';
  column: string;
  ids: readonly number[];
}

function linksOf(c: SearchConditions): Link[] {
  const links: Link[] = c.categories.map(({ table, ids }) => ({ table, column: JOIN_COLUMN[table], ids }));
  if (c.keywordIds) links.push({ table: 'logo_keywords', column: 'keyword_id', ids: c.keywordIds });
  return links;
}

/**
 * Logos linked to every chosen category and keyword: the link tables joined on logo_id. A join
 * (rather than INTERSECT or one EXISTS per filter) lets the planner estimate the result from
 * the link statistics, so it picks index probes for a few logos and hashing for many. A logo
 * may appear more than once when a filter has several values.
 */
function linkedLogos(c: SearchConditions): SQL | null {
  const [first, ...rest] = linksOf(c);
  if (!first) return null;
  const joins = rest.map(
    ({ table, column, ids }, i) =>
      sql` join ${sql.identifier(table)} ${sql.raw(`j${i + 1}`)} on ${sql.raw(`j${i + 1}`)}.logo_id = j0.logo_id
        and ${sql.raw(`j${i + 1}`)}.${sql.identifier(column)} = any(${idArray(ids)})`,
  );
  return sql`select j0.logo_id from ${sql.identifier(first.table)} j0${sql.join(joins)}
    where j0.${sql.identifier(first.column)} = any(${idArray(first.ids)})`;
}

/**
 * From how many matches a page is read by walking logos newest first and checking each, rather
 * than by gathering every match and sorting: walking looks at ~n * catalogue / matches logos,
 * gathering at every match; `cost` is the price of one walked logo over that of one gathered
 * match. For 100,000 logos and a page of 100 they cost the same near sqrt(cost * 10^7) matches.
 */
export const walkFrom = (n: number, catalogue: number, cost = 3) =>
  Math.max(1, Math.ceil(Math.sqrt(cost * n * catalogue)));

/**
 * Newest first, spelled so that no index serves it (created_at is never null, so the order is the
 * same): the planner then gathers the few matches and sorts them, instead of walking the date
 * index as if matches were dense, which for 1% of the catalogue reads 100 logos per card.
 */
const newestSorted = sql`l.created_at desc nulls first, l.id desc nulls first`;

/**
 * The conditions but free text as a card filter on `l` (logos), for the card queries: chosen logo
 * ids (logo_ids), with sold_out=0, or nothing (every public logo). Available logos newest first,
 * then sold ones (ADR 0093; sold_out=0 has none). Category and keyword filters alone are read
 * from the filter read model (search-filters.repository.ts).
 */
export function searchFilter(c: SearchConditions): CardFilter {
  const where: SQL[] = [];
  const linked = linkedLogos(c);
  if (linked) where.push(sql`l.id in (${linked})`);
  if (c.logoIds) where.push(sql`l.id = any(${idArray(c.logoIds)})`);
  if (c.availableOnly)
    return { where: [...where, availableLogo()], orderBy: linked ? newestSorted : newestFirst };
  // A few chosen logos are gathered and sorted; otherwise each state's index is walked.
  const sorted = linked || c.logoIds;
  return sorted
    ? { where, orderBy: linked ? newestSorted : newestFirst, soldLast: { asOf: c.asOf ?? null } }
    : { where, soldLast: { asOf: c.asOf ?? null } };
}

/** Whether the search is category and keyword filters only (no free text, no logo_ids). */
export function filtersOnly(c: SearchConditions): boolean {
  return (c.categories.length > 0 || c.keywordIds !== undefined) && !c.logoIds && !c.text;
}
