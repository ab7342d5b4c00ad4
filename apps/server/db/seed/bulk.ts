import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../src/platform/db/db.ts';

/**
 * Bulk-insert helpers. Rows go in column-wise as one PostgreSQL array literal per column and are
 * expanded with unnest(), so a statement carries thousands of rows with a handful of parameters
 * (no 65,535-parameter limit) and runs the same on PGlite and PostgreSQL.
 */
export type Value = string | number | boolean | Date | null | readonly string[];
export type ColumnType = 'int' | 'smallint' | 'text' | 'boolean' | 'timestamptz' | 'text[]';
export type Columns = Record<string, { type: ColumnType; values: readonly Value[] }>;

/** A PostgreSQL array literal: every element quoted, so any text is safe; null is NULL. */
export function arrayLiteral(values: readonly Value[]): string {
  const parts = values.map((v) => {
    if (v === null) return 'NULL';
    // An array value travels as the text of its own array literal and is cast back per row.
    const text = Array.isArray(v) ? arrayLiteral(v) : v instanceof Date ? v.toISOString() : String(v);
    return `"${text.replace(/[\\"]/g, '\\$&')}"`;
  });
  return `{${parts.join(',')}}`;
}

/** Inserts the rows given column-wise into `table`, in one statement. */
export async function insertColumns(db: Db, table: string, columns: Columns, suffix?: SQL): Promise<void> {
  const names = Object.keys(columns);
  const count = columns[names[0]!]?.values.length ?? 0;
  if (count === 0) return;
  for (const name of names) {
    if (columns[name]!.values.length !== count)
      throw new Error(`Column ${table}.${name} has a different length`);
  }
  const arrays = names.map((name) => {
    const { type, values } = columns[name]!;
    return sql`${arrayLiteral(values)}::${sql.raw(type === 'text[]' ? 'text' : type)}[]`;
  });
  // unnest() flattens a two-dimensional array, so array columns are unnested as text and cast back.
  const selected = names.map((name, i) =>
    columns[name]!.type === 'text[]' ? sql.raw(`u.c${i}::text[]`) : sql.raw(`u.c${i}`),
  );
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    )}) select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(
      names.map((_, i) => `c${i}`).join(', '),
    )}) ${suffix ?? sql``}`,
  );
}

/** Inserts (logo_id, target) pairs into a join table. */
export function insertPairs(db: Db, table: string, column: string, pairs: readonly [number, number][]) {
  return insertColumns(db, table, {
    logo_id: { type: 'int', values: pairs.map((p) => p[0]) },
    [column]: { type: 'int', values: pairs.map((p) => p[1]) },
  });
}

/** Takes `count` ids from a table's serial sequence, ascending. */
export async function allocateIds(db: Db, table: string, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const result = await rows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return result.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** Runs `task` on every item with at most `limit` running at once. */
export async function forEachLimit<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
