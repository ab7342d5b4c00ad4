import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { lockKey } from '../../platform/db/locks.repository.ts';
import { idArray } from '../../platform/db/sql.ts';

/** SQL of a logo's category and keyword links, which the back office replaces as a whole. */

export type LinkGroup = 'industries' | 'colors' | 'tastes' | 'alphabets';

/** Join table and target column of each group: code constants, never input. */
const JOINS: Record<LinkGroup, { table: string; column: string; target: string }> = {
  industries: { table: 'logo_industries', column: 'industry_id', target: 'industries' },
  colors: { table: 'logo_colors', column: 'color_id', target: 'colors' },
  tastes: { table: 'logo_tastes', column: 'taste_id', target: 'tastes' },
  alphabets: { table: 'logo_alphabets', column: 'alphabet_id', target: 'alphabets' },
};

/** Which of `ids` exist in the group's table. */
export async function existingIds(db: Db, group: LinkGroup, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: number }>(
    db,
    sql`select id from ${sql.identifier(JOINS[group].target)} where id = any(${idArray(ids)})`,
  );
  return found.map((r) => Number(r.id));
}

/** The group's links of a logo, with a readable label (Japanese name, or the letter). */
export function linkedOf(db: Db, group: LinkGroup, logoId: number) {
  const { table, column, target } = JOINS[group];
  const label = group === 'alphabets' ? sql`t.name` : sql`t.name_ja`;
  return rows<{ id: number; label: string }>(
    db,
    sql`select t.id, ${label} as label from ${sql.identifier(table)} j
        join ${sql.identifier(target)} t on t.id = j.${sql.identifier(column)}
        where j.logo_id = ${logoId} order by t.id`,
  );
}

/** Replaces the group's links of a logo with `ids` (which exist). */
export async function replaceLinks(tx: Db, group: LinkGroup, logoId: number, ids: readonly number[]) {
  const { table, column } = JOINS[group];
  await tx.execute(sql`delete from ${sql.identifier(table)} where logo_id = ${logoId}`);
  if (ids.length === 0) return;
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (logo_id, ${sql.identifier(column)})
        select ${logoId}, unnest(${idArray(ids)}) on conflict do nothing`,
  );
}

export interface KeywordRow {
  id: number;
  name_ja: string;
  name_en: string;
  name_vi: string;
}

export function keywordsOf(db: Db, logoId: number): Promise<KeywordRow[]> {
  return rows<KeywordRow>(
    db,
    sql`select k.id, k.name_ja, k.name_en, k.name_vi from logo_keywords j join keywords k on k.id = j.keyword_id
        where j.logo_id = ${logoId} order by k.id`,
  );
}

export async function existingKeywordIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: number }>(db, sql`select id from keywords where id = any(${idArray(ids)})`);
  return found.map((r) => Number(r.id));
}

/** A keyword with the same three names, ignoring case (the oldest when there are several). */
async function findKeyword(
  db: Db,
  names: { ja: string; en: string; vi: string },
): Promise<number | undefined> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`select id from keywords
        where lower(name_ja) = lower(${names.ja}) and lower(name_en) = lower(${names.en})
          and lower(name_vi) = lower(${names.vi})
        order by id limit 1`,
  );
  return row ? Number(row.id) : undefined;
}

async function insertKeyword(tx: Db, names: { ja: string; en: string; vi: string }): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into keywords (name_ja, name_en, name_vi) values (${names.ja}, ${names.en}, ${names.vi}) returning id`,
  );
  return Number(row!.id);
}

/**
 * The id of the keyword with these three names, made when none exists yet; inside a transaction,
 * so parallel writers (the editor, an import) naming the same new keyword make it once.
 */
export async function keywordFor(tx: Db, names: { ja: string; en: string; vi: string }): Promise<number> {
  await lockKey(tx, `keyword:${names.ja}\u001f${names.en}\u001f${names.vi}`.toLowerCase());
  return (await findKeyword(tx, names)) ?? insertKeyword(tx, names);
}

export async function replaceKeywordLinks(tx: Db, logoId: number, ids: readonly number[]): Promise<void> {
  await tx.execute(sql`delete from logo_keywords where logo_id = ${logoId}`);
  if (ids.length === 0) return;
  await tx.execute(
    sql`insert into logo_keywords (logo_id, keyword_id) select ${logoId}, unnest(${idArray(ids)})
        on conflict do nothing`,
  );
}
