import { SEARCH_ROLE, type SearchEntry, searchEntriesOf, shortKeysOf } from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import * as repo from './search-index.repository.ts';

/** Short keys of the entries used as words that have none yet (see shortKeysOf). */
async function addShortKeys(db: Db, entries: readonly repo.EntryRow[]): Promise<void> {
  if (entries.length === 0) return;
  const keys = entries.flatMap((e) => shortKeysOf(e.text).map((key) => ({ key, entry_id: e.id })));
  await repo.addShortKeys(
    db,
    entries.map((e) => e.id),
    keys,
  );
}

/** Indexes one chunk: `ids` are the logos asked for, `sources` those of them that exist. */
async function indexChunk(db: Db, ids: readonly number[], sources: readonly repo.SourceRow[]): Promise<void> {
  const perLogo = sources.map((row) => ({
    id: Number(row.id),
    entries: searchEntriesOf({
      names: [row.name_ja, row.name_en, row.name_vi],
      keywords: row.keywords ?? [],
      explains: [row.explain, row.explain_en, row.explain_vi],
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
  const entryIds = await repo.ensureEntries(db, [...texts]);
  await addShortKeys(
    db,
    [...words].map((w) => entryIds.get(w)!).filter((e) => !e.keyed),
  );
  const wanted = perLogo.flatMap(({ id, entries }) =>
    entries.map((e: SearchEntry) => ({ logo: id, entry: entryIds.get(e.text)!.id, role: e.role })),
  );
  await repo.writePostings(db, ids, wanted);
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
    for (let i = 0; i < unique.length; i += repo.CHUNK) {
      const ids = unique.slice(i, i + repo.CHUNK);
      await indexChunk(db, ids, await repo.readSources(db, { ids }));
    }
    return;
  }
  for (let afterId = 0; ; ) {
    const sources = await repo.readSources(db, { afterId });
    await indexChunk(
      db,
      sources.map((s) => Number(s.id)),
      sources,
    );
    if (sources.length < repo.CHUNK) return;
    afterId = Number(sources.at(-1)!.id);
  }
}

/** Logos linked to a keyword, for refreshing the index after the keyword is renamed. */
export const logoIdsWithKeyword = repo.logoIdsWithKeyword;

/**
 * Builds the index of logos that have text but no postings: rows written before the index
 * existed (the migration that made it starts empty), or by a path that forgot
 * refreshSearchIndex. Cheap when there are none (one pass), so it can run at every start.
 */
export async function fillMissingSearchIndex(db: Db): Promise<number> {
  let filled = 0;
  for (let afterId = 0; ; ) {
    const ids = await repo.logosWithoutPostings(db, afterId);
    if (ids.length === 0) return filled;
    await refreshSearchIndex(db, ids);
    filled += ids.length;
    afterId = ids.at(-1)!;
  }
}
