import { SEARCH_ROLE, type SearchEntry, searchEntriesOf, shortKeysOf } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db.ts';

/** Logos per round: a chunk is five statements, so 100,000 logos take ~100 rounds of ~25,000 postings. */
const CHUNK = 1000;

interface SourceRow {
  id: number;
  name_ja: string | null;
  name_en: string | null;
  name_vi: string | null;
  explain: string | null;
  keywords: string[] | null;
}

const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Names, explanation and keyword names (every language) of the logos in `ids`, or after `afterId`. */
function readSources(db: Db, chunk: { ids: readonly number[] } | { afterId: number }) {
  const where =
    'ids' in chunk ? sql`l.id = any(${intArray(chunk.ids)}::int[])` : sql`l.id > ${chunk.afterId}`;
  return rows<SourceRow>(
    db,
    sql`select l.id, l.name_ja, l.name_en, l.name_vi, l.explain,
          array(select x from logo_keywords lk join keywords k on k.id = lk.keyword_id,
                  unnest(array[k.name_ja, k.name_en, k.name_vi]) x
                where lk.logo_id = l.id order by k.id) as keywords
        from logos l where ${where} order by l.id limit ${CHUNK}`,
  );
}

interface EntryRow {
  id: number;
  text: string;
  keyed: boolean;
}

/**
 * Ids of the entries with these texts, inserting the missing ones. A text inserted by a concurrent
 * refresh in the same instant is invisible to this statement's snapshot, so it is read again.
 */
async function ensureEntries(db: Db, texts: readonly string[]): Promise<Map<string, EntryRow>> {
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

/** Short keys of the entries used as words that have none yet (see shortKeysOf). */
async function addShortKeys(db: Db, entries: readonly EntryRow[]): Promise<void> {
  if (entries.length === 0) return;
  const keys = entries.flatMap((e) => shortKeysOf(e.text).map((key) => ({ key, entry_id: e.id })));
  await db.execute(
    sql`with added as (insert into search_entry_keys (key, entry_id)
          select key, entry_id from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as v(key text, entry_id int)
          on conflict do nothing)
        update search_entries set keyed = true
        where id = any(${intArray(entries.map((e) => e.id))}::int[]) and not keyed`,
  );
}

/**
 * Makes the postings of the logos in `ids` exactly `wanted`, in one statement: postings no longer
 * wanted are deleted, new ones inserted, changed ones updated; unchanged rows are not touched.
 */
async function writePostings(
  db: Db,
  ids: readonly number[],
  wanted: readonly { logo: number; entry: number; role: number }[],
): Promise<void> {
  const logo = intArray(wanted.map((w) => w.logo));
  const entry = intArray(wanted.map((w) => w.entry));
  const role = intArray(wanted.map((w) => w.role));
  await db.execute(
    sql`with wanted as (select * from unnest(${logo}::int[], ${entry}::int[], ${role}::int[]) as w(logo_id, entry_id, role)),
        dropped as (delete from search_postings p
          where p.logo_id = any(${intArray(ids)}::int[])
            and not exists (select 1 from wanted w where w.logo_id = p.logo_id and w.entry_id = p.entry_id))
        insert into search_postings (logo_id, entry_id, role, created_at)
        select w.logo_id, w.entry_id, w.role, l.created_at
        from wanted w join logos l on l.id = w.logo_id and l.id = any(${intArray(ids)}::int[])
        on conflict (logo_id, entry_id) do update set role = excluded.role, created_at = excluded.created_at
        where (search_postings.role, search_postings.created_at) is distinct from (excluded.role, excluded.created_at)`,
  );
}

/** Indexes one chunk: `ids` are the logos asked for, `sources` those of them that exist. */
async function indexChunk(db: Db, ids: readonly number[], sources: readonly SourceRow[]): Promise<void> {
  const perLogo = sources.map((row) => ({
    id: Number(row.id),
    entries: searchEntriesOf({
      names: [row.name_ja, row.name_en, row.name_vi],
      keywords: row.keywords ?? [],
      explain: row.explain,
    }),
  }));
  const words = new Set<string>();
  const texts = new Set<string>();
  for (const { entries } of perLogo) {
    for (const e of entries) {
      texts.add(e.text);
      if (e.role & SEARCH_ROLE.word) words.add(e.text);
    }
  }
  const entryIds = await ensureEntries(db, [...texts]);
  await addShortKeys(
    db,
    [...words].map((w) => entryIds.get(w)!).filter((e) => !e.keyed),
  );
  const wanted = perLogo.flatMap(({ id, entries }) =>
    entries.map((e: SearchEntry) => ({ logo: id, entry: entryIds.get(e.text)!.id, role: e.role })),
  );
  await writePostings(db, ids, wanted);
}

/**
 * Recomputes the search index of logos from their names, explanation and keywords, with the same
 * normalisation as the search query (normalizeSearchText). Call it after any change to those (logo
 * edit, keyword links, keyword rename): `logoIds` limits it to those logos, and without it every
 * logo is refreshed, chunk by chunk. Entries no logo uses any more stay (they match nothing).
 */
export async function refreshSearchIndex(db: Db, logoIds?: readonly number[]): Promise<void> {
  if (logoIds) {
    const unique = [...new Set(logoIds)].sort((a, b) => a - b);
    for (let i = 0; i < unique.length; i += CHUNK) {
      const ids = unique.slice(i, i + CHUNK);
      await indexChunk(db, ids, await readSources(db, { ids }));
    }
    return;
  }
  for (let afterId = 0; ; ) {
    const sources = await readSources(db, { afterId });
    await indexChunk(
      db,
      sources.map((s) => Number(s.id)),
      sources,
    );
    if (sources.length < CHUNK) return;
    afterId = Number(sources.at(-1)!.id);
  }
}

/** Logos linked to a keyword, for refreshing the index after the keyword is renamed. */
export async function logoIdsWithKeyword(db: Db, keywordId: number): Promise<number[]> {
  const found = await rows<{ logo_id: number }>(
    db,
    sql`select logo_id from logo_keywords where keyword_id = ${keywordId}`,
  );
  return found.map((r) => Number(r.logo_id));
}

/**
 * Builds the index of logos that have text but no postings: rows written before the index
 * existed (the migration that made it starts empty), or by a path that forgot
 * refreshSearchIndex. Cheap when there are none (one pass), so it can run at every start.
 */
export async function fillMissingSearchIndex(db: Db): Promise<number> {
  let filled = 0;
  for (let afterId = 0; ; ) {
    const found = await rows<{ id: number }>(
      db,
      sql`select l.id from logos l
          where l.id > ${afterId}
            and not exists (select 1 from search_postings p where p.logo_id = l.id)
            and (coalesce(l.name_ja, l.name_en, l.name_vi, l.explain) is not null
              or exists (select 1 from logo_keywords lk where lk.logo_id = l.id))
          order by l.id limit ${CHUNK}`,
    );
    if (found.length === 0) return filled;
    const ids = found.map((r) => Number(r.id));
    await refreshSearchIndex(db, ids);
    filled += ids.length;
    afterId = ids.at(-1)!;
  }
}
