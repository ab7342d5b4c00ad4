import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { idArray, inIds } from '../../platform/db/sql.ts';

/** SQL of the search index (search-index.ts): its sources, entries, keys and postings. */

/** Logos per round: a chunk is five statements, so 100,000 logos take ~100 rounds of ~25,000 postings. */
export const CHUNK = 1000;

export interface SourceRow {
  id: number;
  name_ja: string | null;
  name_en: string | null;
  name_vi: string | null;
  explain: string | null;
  explain_en: string | null;
  explain_vi: string | null;
  keywords: string[] | null;
}

/** Names, explanation and keyword names (every language) of the logos in `ids`, or after `afterId`. */
export function readSources(db: Db, chunk: { ids: readonly number[] } | { afterId: number }) {
  const where = 'ids' in chunk ? inIds(sql`l.id`, chunk.ids) : sql`l.id > ${chunk.afterId}`;
  return rows<SourceRow>(
    db,
    sql`select l.id, l.name_ja, l.name_en, l.name_vi, l.explain, l.explain_en, l.explain_vi,
          array(select x from logo_keywords lk join keywords k on k.id = lk.keyword_id,
                  unnest(array[k.name_ja, k.name_en, k.name_vi]) x
                where lk.logo_id = l.id order by k.id) as keywords
        from logos l where ${where} order by l.id limit ${CHUNK}`,
  );
}

export interface EntryRow {
  id: number;
  text: string;
  keyed: boolean;
}

/**
 * Ids of the entries with these texts, inserting the missing ones. A text inserted by a concurrent
 * refresh in the same instant is invisible to this statement's snapshot, so it is read again.
 */
export async function ensureEntries(db: Db, texts: readonly string[]): Promise<Map<string, EntryRow>> {
  const found = new Map<string, EntryRow>();
  for (let attempt = 0; attempt < 3; attempt++) {
    const missing = texts.filter((t) => !found.has(t));
    if (missing.length === 0) return found;
    const got = await rows<EntryRow>(
      db,
      sql`with given as (select distinct value as text from jsonb_array_elements_text(${JSON.stringify(missing)}::jsonb)),
          added as (insert into search_entries (text) select text from given
                    on conflict (text) do nothing returning id, text, keyed)
          select id, text, keyed from added
          union all
          select e.id, e.text, e.keyed from search_entries e join given g on g.text = e.text`,
    );
    for (const row of got) found.set(row.text, { ...row, id: Number(row.id) });
  }
  const lost = texts.filter((t) => !found.has(t));
  if (lost.length > 0) throw new Error(`search index: ${lost.length} entries could not be written`);
  return found;
}

/** Adds short keys (see shortKeysOf) and marks their entries keyed. */
export async function addShortKeys(
  db: Db,
  entryIds: readonly number[],
  keys: readonly { key: string; entry_id: number }[],
): Promise<void> {
  await db.execute(
    sql`with added as (insert into search_entry_keys (key, entry_id)
          select key, entry_id from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as v(key text, entry_id int)
          on conflict do nothing)
        update search_entries set keyed = true
        where ${inIds(sql`id`, entryIds)} and not keyed`,
  );
}

/**
 * Makes the postings of the logos in `ids` exactly `wanted`, in one statement: postings no longer
 * wanted are deleted, new ones inserted, changed ones updated; unchanged rows are not touched.
 */
export async function writePostings(
  db: Db,
  ids: readonly number[],
  wanted: readonly { logo: number; entry: number; role: number }[],
): Promise<void> {
  const logo = idArray(wanted.map((w) => w.logo));
  const entry = idArray(wanted.map((w) => w.entry));
  const role = idArray(wanted.map((w) => w.role));
  await db.execute(
    sql`with wanted as (select * from unnest(${logo}, ${entry}, ${role}) as w(logo_id, entry_id, role)),
        dropped as (delete from search_postings p
          where ${inIds(sql`p.logo_id`, ids)}
            and not exists (select 1 from wanted w where w.logo_id = p.logo_id and w.entry_id = p.entry_id))
        insert into search_postings (logo_id, entry_id, role, created_at)
        select w.logo_id, w.entry_id, w.role, l.created_at
        from wanted w join logos l on l.id = w.logo_id and ${inIds(sql`l.id`, ids)}
        on conflict (logo_id, entry_id) do update set role = excluded.role, created_at = excluded.created_at
        where (search_postings.role, search_postings.created_at) is distinct from (excluded.role, excluded.created_at)`,
  );
}

/** Logos linked to a keyword, for refreshing the index after the keyword is renamed. */
export async function logoIdsWithKeyword(db: Db, keywordId: number): Promise<number[]> {
  const found = await rows<{ logo_id: number }>(
    db,
    sql`select logo_id from logo_keywords where keyword_id = ${keywordId}`,
  );
  return found.map((r) => Number(r.logo_id));
}

/** Up to CHUNK logos after `afterId` with text but no postings, by id. */
export async function logosWithoutPostings(db: Db, afterId: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select l.id from logos l
        where l.id > ${afterId}
          and not exists (select 1 from search_postings p where p.logo_id = l.id)
          and (coalesce(l.name_ja, l.name_en, l.name_vi, l.explain, l.explain_en, l.explain_vi) is not null
            or exists (select 1 from logo_keywords lk where lk.logo_id = l.id))
        order by l.id limit ${CHUNK}`,
  );
  return found.map((r) => Number(r.id));
}
