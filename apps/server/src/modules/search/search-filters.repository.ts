import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import {
  activeKeep,
  idArray,
  publicLogoConstants,
  type SoldLast,
  type SoldLastBranch,
  soldLastPage,
} from '../../platform/db/sql.ts';
import type { CardFilter } from '../catalog/index.ts';

/**
 * Category and keyword filters read from the filter read model (`logo_filters` and
 * `logo_filter_counts`, migration 0009, ADR 0054): every (filter, value) is one index of its logos
 * newest first, with each logo's state copied beside it, so a filter page is a merge of index-only
 * scans in page order and a total of one or two values is a counter.
 */

/** The filter read model's `kind` of each filter. */
export const FILTER_KIND = { industry: 1, color: 2, taste: 3, alphabet: 4, keyword: 5 } as const;
export type FilterKind = (typeof FILTER_KIND)[keyof typeof FILTER_KIND];

/** One filter: its kind and the values of which a logo must have one. */
export interface FilterLink {
  kind: FilterKind;
  ids: readonly number[];
}

export interface FilterConditions {
  links: readonly FilterLink[];
  /** Only normal logos that no member keeps (sold_out=0). */
  availableOnly: boolean;
}

/**
 * The states a filter shows, written as the partial indexes' predicates are (constants, not
 * parameters: publicLogoConstants), so the planner can prove a scan may use them.
 */
function shownStates(column: string, availableOnly: boolean): SQL {
  return publicLogoConstants(sql.raw(`${column}.state`), { normalOnly: availableOnly });
}

/** The logos a member keeps now (a few per member). */
const keptLogos = sql`select logo_id from favorites where ${activeKeep(null)}`;

/**
 * The matching logos as `f0` (logo_id, created_at): the first one-value filter is the driver and
 * every other one-value filter is joined on (created_at, logo_id), which both indexes are sorted
 * by, so PostgreSQL merges them in page order. A filter of several values is a semi-join on the
 * primary key; when every filter has several values, the driver is their distinct logos.
 */
function matches(
  c: FilterConditions,
  kept: 'exclude' | 'only' = 'exclude',
  /** One state instead of the shown ones (a branch of the public order), and a condition on the id. */
  branch?: { state: SQL; id: ((id: SQL) => SQL) | null },
): SQL {
  const shown = (alias: string) =>
    branch ? sql`${sql.raw(alias)}.state = ${branch.state}` : shownStates(alias, c.availableOnly);
  const single = c.links.filter((l) => l.ids.length === 1);
  const several = c.links.filter((l) => l.ids.length > 1);
  const [driver, ...joined] = single;
  const from = driver
    ? sql`logo_filters f0`
    : sql`(select distinct d.logo_id, d.created_at from logo_filters d
        where d.kind = ${several[0]!.kind} and d.value = any(${idArray(several[0]!.ids)})
          and ${shown('d')}) f0`;
  const where: SQL[] = driver
    ? [sql`f0.kind = ${driver.kind} and f0.value = ${driver.ids[0]!} and ${shown('f0')}`]
    : [];
  const joins = joined.map((link, i) => {
    const f = sql.raw(`f${i + 1}`);
    return sql` join logo_filters ${f} on ${f}.logo_id = f0.logo_id and ${f}.created_at = f0.created_at
      and ${f}.kind = ${link.kind} and ${f}.value = ${link.ids[0]!} and ${shown(`f${i + 1}`)}`;
  });
  for (const link of driver ? several : several.slice(1)) {
    where.push(sql`exists (select 1 from logo_filters g where g.logo_id = f0.logo_id
      and g.kind = ${link.kind} and g.value = any(${idArray(link.ids)}))`);
  }
  if (branch?.id) where.push(branch.id(sql`f0.logo_id`));
  if (c.availableOnly) {
    where.push(
      kept === 'exclude' ? sql`f0.logo_id not in (${keptLogos})` : sql`f0.logo_id in (${keptLogos})`,
    );
  }
  return sql`from ${from}${sql.join(joins)}${where.length ? sql` where ${sql.join(where, sql` and `)}` : sql``}`;
}

/** The counter row of one value, or of two values of different filters (kind_a < kind_b). */
function counterOf(links: readonly FilterLink[]): SQL {
  const [a, b] = [...links].sort((x, y) => x.kind - y.kind);
  return sql`c.kind_a = ${a!.kind} and c.value_a = ${a!.ids[0]!}
    and c.kind_b = ${b?.kind ?? 0} and c.value_b = ${b?.ids[0] ?? 0}`;
}

/**
 * The exact number of logos matching the filters. One or two filters of one value each are read
 * from the counters (with sold_out=0, less the matching logos a member keeps, a few at most);
 * anything else counts the merge, which reads only index entries.
 */
export async function filterTotal(db: Db, c: FilterConditions): Promise<number> {
  if (c.links.length === 0) throw new Error('filterTotal needs a category or keyword filter');
  const counted = c.links.length <= 2 && c.links.every((l) => l.ids.length === 1);
  const query = counted
    ? sql`select (select coalesce(sum(c.n), 0) from logo_filter_counts c
          where ${counterOf(c.links)} and ${shownStates('c', c.availableOnly)})
        - ${c.availableOnly ? sql`(select count(*) ${matches(c, 'only')})` : sql`0`} as total`
    : sql`select count(*) as total ${matches(c)}`;
  const [row] = await rows<{ total: number | string }>(db, query);
  return Number(row?.total ?? 0);
}

/**
 * The page of matches as a ranked card filter (ids and their places): with sold_out=0 newest
 * first, otherwise in the public order, available logos newest first and then sold ones (ADR
 * 0093), each state's matches merged from its own index (normal: logo_filters_normal_idx;
 * negotiating and sold: logo_filters_state_idx). The order is spelled as the indexes are built
 * (NULLS LAST): then the merges yield rows in page order and stop after the page, instead of
 * merging every match and sorting them.
 */
export function filterPage(
  c: FilterConditions,
  page: { limit: number; offset: number },
  soldLast: SoldLast = { asOf: null },
): CardFilter {
  const window = sql`limit ${page.limit} offset ${page.offset}`;
  if (c.availableOnly) {
    return {
      // Its shapes are few (which filters, one value or several): sent as a prepared statement.
      prepared: true,
      where: [],
      ranked: sql`select * from unnest(array(select f0.logo_id ${matches(c)}
        order by f0.created_at desc nulls last, f0.logo_id desc nulls last ${window})) with ordinality`,
    };
  }
  const branch: SoldLastBranch = (state, id) =>
    sql`select f0.logo_id as id, f0.created_at ${matches(c, 'exclude', { state, id })}`;
  return {
    prepared: true,
    where: [],
    soldLast,
    ranked: sql`select * from unnest(array(${soldLastPage(branch, soldLast, page)})) with ordinality`,
  };
}
