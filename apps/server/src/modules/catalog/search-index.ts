import { searchIndexOf } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db.ts';

/** Logos per round trip: one read and one write per chunk keeps 100,000 logos to ~50 rounds. */
const CHUNK = 2000;

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

/** Writes the entries of one chunk in one statement; rows whose index is unchanged are not touched. */
async function writeEntries(db: Db, sources: readonly SourceRow[]): Promise<void> {
  const entries = sources.map((row) => {
    const entry = searchIndexOf({
      names: [row.name_ja, row.name_en, row.name_vi],
      keywords: row.keywords ?? [],
      explain: row.explain,
    });
    return { id: row.id, text: entry.text, terms: entry.terms };
  });
  if (entries.length === 0) return;
  await db.execute(
    sql`update logos l set search_text = v.text, search_terms = v.terms
        from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as v(id int, text text, terms text[])
        where l.id = v.id and (l.search_text <> v.text or l.search_terms <> v.terms)`,
  );
}

/**
 * Recomputes logos.search_text and logos.search_terms from the logos' names, explanation and
 * keywords, with the same normalisation as the search query (normalizeSearchText). Call it after
 * any change to those (logo edit, keyword links, keyword rename): `logoIds` limits it to those
 * logos, and without it every logo is refreshed, chunk by chunk.
 */
export async function refreshSearchIndex(db: Db, logoIds?: readonly number[]): Promise<void> {
  if (logoIds) {
    const unique = [...new Set(logoIds)].sort((a, b) => a - b);
    for (let i = 0; i < unique.length; i += CHUNK) {
      await writeEntries(db, await readSources(db, { ids: unique.slice(i, i + CHUNK) }));
    }
    return;
  }
  for (let afterId = 0; ; ) {
    const sources = await readSources(db, { afterId });
    await writeEntries(db, sources);
    if (sources.length < CHUNK) return;
    afterId = sources.at(-1)!.id;
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
 * Builds the index of logos that have text but an empty index: rows written before the index
 * existed, or by a path that forgot refreshSearchIndex. Cheap when there are none (one scan), so
 * it can run at every start.
 */
export async function fillMissingSearchIndex(db: Db): Promise<number> {
  let filled = 0;
  for (let afterId = 0; ; ) {
    const found = await rows<{ id: number }>(
      db,
      sql`select l.id from logos l
          where l.search_text = '' and l.id > ${afterId}
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
