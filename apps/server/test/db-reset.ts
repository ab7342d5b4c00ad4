import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Putting a test database back to its image's state without a new database (ADR 0121, ADR 0123):
 * every table of SCHEMAS is copied once into schema SEED, and the statements that put the rows and
 * sequences back are written from that copy. A fingerprint of the schema tells a database whose
 * schema a file changed, which is then not lent again. Shared by the PGlite and PostgreSQL lenders
 * (test/pglite-reuse.ts, test/pg-reuse.ts).
 */
const SEED = 'logoya_test_seed';
const SCHEMAS = ['public', 'drizzle'];

/** What the reset needs of a connection: rows of a query, and a script of statements. */
export interface SqlSession {
  rows<T>(text: string): Promise<T[]>;
  exec(text: string): Promise<void>;
}

export const pgliteSession = (client: PGlite): SqlSession => ({
  rows: async <T>(text: string) => (await client.query<T>(text)).rows,
  exec: async (text) => {
    await client.exec(text);
  },
});

export const pgSession = (client: pg.Client): SqlSession => ({
  rows: async <T>(text: string) => (await client.query(text)).rows as T[],
  exec: async (text) => {
    await client.query(text);
  },
});

export interface KeptSeed {
  /** The statements that put every table and sequence back. */
  restore: string;
  /** The schema as the image has it; a file that changed it leaves a database not lent again. */
  fingerprint: string;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const list = SCHEMAS.map((s) => `'${s}'`).join(', ');

/** The tables, columns, constraints, indexes, triggers and functions of SCHEMAS, hashed. */
export async function fingerprintOf(session: SqlSession): Promise<string> {
  const rows = await session.rows<{ print: string }>(`
    select md5(coalesce(string_agg(item, ',' order by item), '')) as print from (
      select 'r:' || c.oid::regclass::text || ':' || c.relkind::text || ':' || coalesce((
        select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ';' order by a.attnum)
        from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in (${list})
      union all
      select 't:' || t.tgrelid::regclass::text || ':' || t.tgname || ':' || t.tgenabled::text
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where not t.tgisinternal and n.nspname in (${list})
      union all
      select 'c:' || c.conrelid::regclass::text || ':' || c.conname
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname in (${list})
      union all
      select 'f:' || p.oid::regprocedure::text
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname in (${list})
    ) items`);
  return rows[0]?.print ?? '';
}

/**
 * Copies every table of SCHEMAS into SEED and writes the statements that put them back. `clear`
 * empties the tables first: one TRUNCATE (PGlite, in memory), or a DELETE per table (PostgreSQL,
 * where a TRUNCATE makes new files for every table and index: 0.87–1.22 s a file, more than cloning
 * the template; the few rows a test file writes are cheaper to delete).
 */
export async function keepSeed(session: SqlSession, clear: 'truncate' | 'delete'): Promise<KeptSeed> {
  const fingerprint = await fingerprintOf(session);
  const tables = await session.rows<{ schema: string; name: string; columns: string }>(`
    select t.schemaname as schema, t.tablename as name,
      (select string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position)
       from information_schema.columns c
       where c.table_schema = t.schemaname and c.table_name = t.tablename and c.is_generated = 'NEVER') as columns
    from pg_tables t where t.schemaname in (${list}) order by 1, 2`);
  const sequences = await session.rows<{ name: string; value: string; called: boolean }>(`
    select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
      coalesce(last_value, start_value)::text as value, last_value is not null as called
    from pg_sequences where schemaname in (${list})`);
  const copy = (t: { schema: string; name: string }) => `${SEED}.${quoted(`${t.schema}.${t.name}`)}`;
  const source = (t: { schema: string; name: string }) => `${quoted(t.schema)}.${quoted(t.name)}`;
  await session.exec(
    [
      `create schema ${SEED}`,
      ...tables.map((t) => `create table ${copy(t)} as select * from ${source(t)}`),
    ].join(';\n'),
  );
  // Only tables with rows in the image are filled again (one statement each).
  const filled = await session.rows<{ i: number }>(
    tables.map((t, i) => `select ${i} as i where exists (select 1 from ${copy(t)})`).join(' union all '),
  );
  const withRows = new Set(filled.map((r) => r.i));
  const restore = [
    'set session_replication_role = replica',
    ...(clear === 'truncate'
      ? [`truncate table ${tables.map(source).join(', ')}`]
      : tables.map((t) => `delete from ${source(t)}`)),
    ...tables
      .filter((_, i) => withRows.has(i))
      .map(
        (t) =>
          `insert into ${source(t)} (${t.columns}) overriding system value select ${t.columns} from ${copy(t)}`,
      ),
    ...sequences.map((s) => `select setval('${s.name}', ${s.value}, ${s.called})`),
    'set session_replication_role = default',
  ].join(';\n');
  return { restore, fingerprint };
}
