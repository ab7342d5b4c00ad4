import { LIMITS, LOGO_STATE, PUBLIC_LOGO_STATES } from '@logoya/core';
import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL pieces several modules' repositories share (ADR 0021), written once so a rule (which
 * states are public, how long a keep lasts) cannot drift between modules. For repositories only;
 * the boundary test refuses other importers.
 */

/**
 * A whole number the code itself fixes (a state, a role bit, a number of days), written into the
 * statement's text rather than bound: a statement that keeps one generic plan (ADR 0070) then
 * still plans with its exact value. Never for a value that comes from a request.
 */
export function codeInt(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new Error(`codeInt: ${n} is not a whole number`);
  return sql.raw(String(n));
}

/** An int[] of numbers the code itself fixes, written into the statement's text (see codeInt). */
export function codeInts(ids: readonly number[]): SQL {
  for (const id of ids) codeInt(id);
  return sql.raw(`'{${ids.join(',')}}'::int[]`);
}

/** A PostgreSQL int[] bound as one parameter, whatever the number of ids. */
export function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

/**
 * A list of ids that may be long (the entries of a short search word: thousands), as an int[]
 * the planner learns only when the statement runs. For a constant array PostgreSQL estimates
 * `= any(...)` element by element against the column's statistics: 14 ms of planning for 3,000
 * entry ids, against 0.1 ms this way (ADR 0057). Short lists stay constants, for exact estimates.
 */
export function longIdArray(ids: readonly number[]): SQL {
  return ids.length <= LONG_ID_LIST ? idArray(ids) : sql`array(select unnest(${idArray(ids)}))`;
}
const LONG_ID_LIST = 32;

/** `column` is one of the ids: `column = any($1::int[])`. */
export function inIds(column: SQL, ids: readonly number[]): SQL {
  return sql`${column} = any(${idArray(ids)})`;
}

/**
 * Newest logos first, on `l` (a logos or card row), spelled as the date indexes are built (NULLS
 * LAST). Plain `desc` means NULLS FIRST, which no index serves (created_at being NOT NULL does not
 * change that for the planner), so PostgreSQL would sort every public logo to find the first page.
 */
export const newestFirst = sql`l.created_at desc nulls last, l.id desc nulls last`;

/** A logo a visitor may see (normal, negotiating, sold): `state` is the logo's state column. */
export function publicLogo(state: SQL = sql`l.state`): SQL {
  return sql`${state} in (${sql.join(
    PUBLIC_LOGO_STATES.map((s) => sql`${s}`),
    sql`, `,
  )})`;
}

/**
 * The public order of the shop's lists (ADR 0093): logos a buyer can still have (normal,
 * negotiating) newest first, then the sold ones newest first. `asOf` fixes the order at the moment
 * the list's first page was read: a logo sold since keeps its place among the available ones (its
 * card says it is sold), so paging on neither repeats nor skips a logo because one sold meanwhile.
 */
export interface SoldLast {
  asOf: Date | null;
}

/** Ids of the logos sold after `asOf` (the sales since a list was opened: a few). */
function soldSince(asOf: Date): SQL {
  return sql`select s.id from logos s where s.state = ${codeInt(LOGO_STATE.sold)} and s.sold_at > ${asOf.toISOString()}::timestamptz`;
}

/**
 * A branch of soldLastPage: a select of (id, created_at) of one state (written as a constant),
 * with a condition on its logo id when given.
 */
export type SoldLastBranch = (state: SQL, id: ((id: SQL) => SQL) | null) => SQL;

/**
 * The ids of one page in the public order, in order, as index walks: `branch` gives a select of
 * (id, created_at) for one state, which an index of (state, created_at desc, id desc) or a partial
 * index per state returns in that order. Each walk is limited to `offset + limit` on its own, so
 * the available tier merges its states' walks in order (Merge Append; over the bare union
 * PostgreSQL 15 appends and sorts every match); the sold tier is walked only for what the first
 * left of the page. With `asOf`, sold logos are split by soldSince.
 */
export function soldLastPage(
  branch: SoldLastBranch,
  { asOf }: SoldLast,
  page: { limit: number; offset: number },
): SQL {
  const { normal, negotiating, sold } = LOGO_STATE;
  const available = [branch(codeInt(normal), null), branch(codeInt(negotiating), null)];
  if (asOf) available.push(branch(codeInt(sold), (id) => sql`${id} in (${soldSince(asOf)})`));
  const soldTier = branch(codeInt(sold), asOf ? (id) => sql`${id} not in (${soldSince(asOf)})` : null);
  const n = page.offset + page.limit;
  // Each walk limited on its own: PostgreSQL then merges them in order (Merge Append) and stops.
  const walk = (select: SQL, limit: SQL) =>
    sql`(${select} order by 2 desc nulls last, 1 desc nulls last limit ${limit})`;
  const order = sql`order by w.created_at desc nulls last, w.id desc nulls last`;
  const first = available.map((select) => walk(select, sql`${n}`));
  return sql`with t0 as materialized (select w.id, w.created_at from (${sql.join(first, sql` union all `)}) w
      ${order} limit ${n}),
    t1 as materialized (select w.id, w.created_at
      from ${walk(soldTier, sql`greatest(0, ${n} - (select count(*) from t0))`)} w)
    select w.id from (select 0 as tier, t0.* from t0 union all select 1, t1.* from t1) w
    order by w.tier, w.created_at desc nulls last, w.id desc nulls last limit ${page.limit} offset ${page.offset}`;
}

/**
 * The public order's tier on `l` (a logos or card row) as a sort key, for a statement that
 * gathers its few matches and sorts them: false (available, or sold after `asOf`) first.
 */
export function soldTier({ asOf }: SoldLast): SQL {
  const sold = sql`l.state = ${codeInt(LOGO_STATE.sold)}`;
  return asOf ? sql`(${sold} and l.id not in (${soldSince(asOf)}))` : sql`(${sold})`;
}

/** The states shown: every public state, or with `normalOnly` (sold_out=0) the normal state alone. */
const shownStates = (normalOnly = false): readonly number[] =>
  normalOnly ? [LOGO_STATE.normal] : PUBLIC_LOGO_STATES;

/**
 * publicLogo (or with `normalOnly` the normal state alone) with the states written into the text
 * (codeInt): `f0.state in (0, 2, 8)`, `f0.state = 0`. The planner proves that a partial index's
 * predicate holds from constants only, so a statement meant to use one (logo_filters_public_idx,
 * logo_filters_normal_idx: ADR 0054) spells the states this way, not as publicLogo's parameters.
 */
export function publicLogoConstants(state: SQL, options: { normalOnly?: boolean } = {}): SQL {
  const states = shownStates(options.normalOnly);
  if (states.length === 1) return sql`${state} = ${codeInt(states[0]!)}`;
  return sql`${state} in (${sql.join(states.map(codeInt), sql`, `)})`;
}

/**
 * A logo a visitor never sees (stopped, deleted; with `normalOnly`, every state but normal): the
 * complement of publicLogo, its states a constant int[] in the text (codeInts). Hidden logos are
 * few: their ids come from the state index and are hashed once per statement, in a generic plan
 * too (ADR 0057, 0070), which needs the states as constants.
 */
export function hiddenLogo(state: SQL, options: { normalOnly?: boolean } = {}): SQL {
  const shown = shownStates(options.normalOnly);
  return sql`${state} = any(${codeInts(Object.values(LOGO_STATE).filter((s) => !shown.includes(s)))})`;
}

/**
 * A logo a member could keep or buy now, on `l` (a logos row): normal, and nobody keeps it
 * (sold_out=0, recommendations).
 */
export function availableLogo(): SQL {
  return sql`l.state = ${LOGO_STATE.normal}
    and not exists (select 1 from favorites f where f.logo_id = l.id and ${activeKeep()})`;
}

/** How long a keep lasts: LIMITS.keepDays, as an interval. */
export const keepLength = (): SQL => sql`make_interval(days => ${LIMITS.keepDays})`;

// Aliases are code constants, never input; `null` reads the favorites columns unqualified.
type FavoritesAlias = 'f' | null;
const col = (alias: FavoritesAlias, name: string) => sql.raw(alias ? `${alias}.${name}` : name);

/**
 * A favourite row whose keep still holds: a keep lasts LIMITS.keepDays from keep_date. With
 * `{ keptSince }` the same rule on the card read model's copy (logo_cards.kept_since: the active
 * keeper's keep_date, null when nobody keeps the logo), which has no `kept` flag of its own.
 */
export function activeKeep(of: FavoritesAlias | { keptSince: SQL } = 'f'): SQL {
  if (of !== null && typeof of === 'object') return sql`${of.keptSince} > now() - ${keepLength()}`;
  return sql`${col(of, 'kept')} and ${col(of, 'keep_date')} > now() - ${keepLength()}`;
}

/** A favourite row still marked kept whose keep has run out (the release's target). */
export function expiredKeep(alias: FavoritesAlias = 'f'): SQL {
  return sql`${col(alias, 'kept')} and ${col(alias, 'keep_date')} <= now() - ${keepLength()}`;
}

/** `text` for LIKE with the default escape (\): %, _ and \ match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * `order by` for a list: `columns` maps each sortable field the contract allows to its SQL
 * expression (code constants, never input). An unsorted list uses `fallback`. `tiebreak` keeps
 * pages stable when many rows share a value. For repositories only.
 */
export function listOrder(
  columns: Record<string, string>,
  field: string | undefined,
  value: 'asc' | 'desc' | undefined,
  fallback: string,
  tiebreak: string,
): SQL {
  const column = field ? columns[field] : undefined;
  if (!column) return sql.raw(`${fallback}, ${tiebreak}`);
  return sql.raw(`${column} ${value === 'asc' ? 'asc' : 'desc'} nulls last, ${tiebreak}`);
}
