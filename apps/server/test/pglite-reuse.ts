import type { PGlite } from '@electric-sql/pglite';
import { type Database, databaseOverPglite } from '../src/platform/db/db.ts';

/**
 * One embedded database per worker process and image, lent to one test file at a time and put
 * back to the image's state before the next (ADR 0121). Opening a copy of the image cost each file
 * 1.4 s of wall and 1.9 s of CPU (PGlite writing the 45 MB image into its in-memory file system);
 * putting the tables and sequences back costs a small part of that.
 *
 * What a file may leave behind, and what the next file gets:
 * - rows in any table, sequence values: put back from a copy of every table taken when the
 *   database was opened (schema `logoya_test_seed`, which the shop never reads);
 * - session settings, prepared statements, advisory locks, LISTEN, temporary tables: DISCARD ALL;
 * - an open transaction: rolled back;
 * - a changed schema (a trigger a test made and did not drop, say), or any failure while putting
 *   it back: the database is closed and the next file opens a fresh copy, as before;
 * - queries a file's leftover work sends after it closed its database: refused, as by a closed
 *   PGlite, so they never reach the next file's data.
 */
const SEED = 'logoya_test_seed';
const SCHEMAS = ['public', 'drizzle'];

interface Kept {
  client: PGlite;
  /** The statements that put every table and sequence back. */
  restore: string;
  /** The schema as the image has it; a file that changed it leaves a database not lent again. */
  fingerprint: string;
  lent: boolean;
}

/**
 * The worker's databases by image, least recently lent first. The API tests ask for 19 kinds of
 * image (sizes, with and without files) and a kept PGlite holds about 240 MB: keeping every one
 * took 3.8 GB in a clean-clone run. Replaying that run's 125 openings in its file order, a worker
 * keeping 4 opened 66 databases, keeping 8 opened 40, keeping 16 opened 20: 8 is about 2 GB.
 */
const kept = new Map<string, Kept>();
export const MAX_KEPT = 8;

/** Makes room for one more kept database: closes the least recently lent one that is free. */
async function makeRoom(): Promise<void> {
  if (kept.size < MAX_KEPT) return;
  for (const [name, entry] of kept) {
    if (entry.lent) continue;
    kept.delete(name);
    await entry.client.close().catch(() => undefined);
    return;
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const list = SCHEMAS.map((s) => `'${s}'`).join(', ');

/** The tables, columns, constraints, indexes, triggers and functions of SCHEMAS, hashed. */
async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ print: string }>(`
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

/** Copies every table of SCHEMAS into SEED and writes the statements that put them back. */
async function keepSeed(client: PGlite): Promise<Pick<Kept, 'restore' | 'fingerprint'>> {
  const fingerprint = await fingerprintOf(client);
  const tables = await client.query<{ schema: string; name: string; columns: string }>(`
    select t.schemaname as schema, t.tablename as name,
      (select string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position)
       from information_schema.columns c
       where c.table_schema = t.schemaname and c.table_name = t.tablename and c.is_generated = 'NEVER') as columns
    from pg_tables t where t.schemaname in (${list}) order by 1, 2`);
  const sequences = await client.query<{ name: string; value: string; called: boolean }>(`
    select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
      coalesce(last_value, start_value)::text as value, last_value is not null as called
    from pg_sequences where schemaname in (${list})`);
  const copy = (t: { schema: string; name: string }) => `${SEED}.${quoted(`${t.schema}.${t.name}`)}`;
  const source = (t: { schema: string; name: string }) => `${quoted(t.schema)}.${quoted(t.name)}`;
  await client.exec(
    [
      `create schema ${SEED}`,
      ...tables.rows.map((t) => `create table ${copy(t)} as select * from ${source(t)}`),
    ].join(';\n'),
  );
  // Only tables with rows in the image are filled again (one statement each).
  const filled = await client.query<{ i: number }>(
    tables.rows.map((t, i) => `select ${i} as i where exists (select 1 from ${copy(t)})`).join(' union all '),
  );
  const withRows = new Set(filled.rows.map((r) => r.i));
  const restore = [
    'set session_replication_role = replica',
    `truncate table ${tables.rows.map(source).join(', ')}`,
    ...tables.rows
      .filter((_, i) => withRows.has(i))
      .map(
        (t) =>
          `insert into ${source(t)} (${t.columns}) overriding system value select ${t.columns} from ${copy(t)}`,
      ),
    ...sequences.rows.map((s) => `select setval('${s.name}', ${s.value}, ${s.called})`),
    'set session_replication_role = default',
  ].join(';\n');
  return { restore, fingerprint };
}

/** A client closed to its borrower: queries after `close` are refused, as by a closed PGlite. */
function lentTo(client: PGlite, state: { open: boolean }): PGlite {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'closed') return !state.open || target.closed;
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function' || prop === 'constructor') return value;
      return (...args: unknown[]) => {
        if (!state.open && (prop === 'query' || prop === 'exec' || prop === 'transaction' || prop === 'sql'))
          return Promise.reject(new Error('PGlite is closed'));
        return value.apply(target, args);
      };
    },
  });
}

/** Puts a kept database back to its image; false when it cannot be (then it is closed). */
async function putBack(entry: Kept): Promise<boolean> {
  try {
    await entry.client.exec('rollback').catch(() => undefined);
    await entry.client.exec('discard all');
    if ((await fingerprintOf(entry.client)) !== entry.fingerprint) throw new Error('the schema changed');
    await entry.client.exec(entry.restore);
    return true;
  } catch {
    await entry.client.close().catch(() => undefined);
    return false;
  }
}

/**
 * The worker's database for image `name`, put back to the image, lent until its Database is
 * closed; `open` makes one from the image when there is none free. A database already lent (a file
 * with two apps at once) is not shared: the second gets one of its own, closed when it is.
 */
export async function borrowPglite(name: string, open: () => Promise<PGlite>): Promise<Database> {
  let entry = kept.get(name);
  if (entry?.lent) return ownDatabase(await open());
  if (entry) {
    entry.lent = true;
    // Most recently lent last (Map order).
    kept.delete(name);
    kept.set(name, entry);
    if (!(await putBack(entry))) {
      kept.delete(name);
      entry = undefined;
    }
  }
  if (!entry) {
    await makeRoom();
    const client = await open();
    // Another borrower of this process kept one meanwhile: this one is the caller's own.
    if (kept.has(name)) return ownDatabase(client);
    entry = { client, restore: '', fingerprint: '', lent: true };
    kept.set(name, entry);
    try {
      Object.assign(entry, await keepSeed(client));
    } catch (error) {
      kept.delete(name);
      await client.close().catch(() => undefined);
      throw error;
    }
  }
  const state = { open: true };
  const lent = entry;
  return databaseOverPglite(lentTo(lent.client, state), async () => {
    if (!state.open) return;
    state.open = false;
    lent.lent = false;
  });
}

/** A database not kept: closing it ends it. */
const ownDatabase = (client: PGlite) => databaseOverPglite(client, () => client.close());
