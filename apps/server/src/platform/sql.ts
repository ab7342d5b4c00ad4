import { LIMITS, PUBLIC_LOGO_STATES } from '@logoya/core';
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

/** A logo a visitor may see (normal, negotiating, sold): `state` is the logo's state column. */
export function publicLogo(state: SQL = sql`l.state`): SQL {
  return sql`${state} in (${sql.join(
    PUBLIC_LOGO_STATES.map((s) => sql`${s}`),
    sql`, `,
  )})`;
}

// Aliases are code constants, never input; `null` reads the favorites columns unqualified.
type FavoritesAlias = 'f' | null;
const col = (alias: FavoritesAlias, name: string) => sql.raw(alias ? `${alias}.${name}` : name);

/** A favourite row whose keep still holds: a keep lasts LIMITS.keepDays from keep_date. */
export function activeKeep(alias: FavoritesAlias = 'f'): SQL {
  return sql`${col(alias, 'kept')} and ${col(alias, 'keep_date')} > now() - make_interval(days => ${LIMITS.keepDays})`;
}

/** A favourite row still marked kept whose keep has run out (the release's target). */
export function expiredKeep(alias: FavoritesAlias = 'f'): SQL {
  return sql`${col(alias, 'kept')} and ${col(alias, 'keep_date')} <= now() - make_interval(days => ${LIMITS.keepDays})`;
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
