import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { containsPattern, listOrder } from '../../platform/db/sql.ts';

export interface KeywordRow {
  id: number;
  name_ja: string;
  name_vi: string;
  name_en: string;
  logos_count: number;
  created_at: string | Date;
}

export interface KeywordFields {
  nameJa: string;
  nameVi: string;
  nameEn: string;
}

export interface KeywordPageFilter {
  search?: string | undefined;
  sortField?: string | undefined;
  sortValue?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
}

const SORTABLE: Record<string, string> = {
  id: 'k.id',
  name_ja: 'k.name_ja',
  name_vi: 'k.name_vi',
  name_en: 'k.name_en',
};

const SELECT = sql`select k.id, k.name_ja, k.name_vi, k.name_en, k.created_at,
    (select count(*)::int from logo_keywords lk join logos l on l.id = lk.logo_id
      where lk.keyword_id = k.id and l.state <> 9) as logos_count
  from keywords k`;

function searchWhere(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const p = containsPattern(search);
  const id = /^\d{1,9}$/.test(search) ? Number(search) : -1;
  return sql`(k.id = ${id} or k.name_ja ilike ${p} or k.name_vi ilike ${p} or k.name_en ilike ${p})`;
}

/** One page of keywords, searched over the three names, newest first unless sorted. */
export async function pageOf(db: Db, f: KeywordPageFilter) {
  const where = searchWhere(f.search);
  const order = listOrder(SORTABLE, f.sortField, f.sortValue, 'k.id desc', 'k.id desc');
  const [list, [count]] = await Promise.all([
    rows<KeywordRow>(db, sql`${SELECT} where ${where} order by ${order} limit ${f.limit} offset ${f.offset}`),
    rows<{ n: number }>(db, sql`select count(*)::int as n from keywords k where ${where}`),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

export async function findOne(db: Db, id: number): Promise<KeywordRow | undefined> {
  const [row] = await rows<KeywordRow>(db, sql`${SELECT} where k.id = ${id}`);
  return row;
}

export async function insertOne(db: Db, k: KeywordFields): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into keywords (name_ja, name_vi, name_en, created_at, updated_at)
        values (${k.nameJa}, ${k.nameVi}, ${k.nameEn}, now(), now()) returning id`,
  );
  return Number(row!.id);
}

/**
 * Locks a keyword for a rename or a delete; false when there is none. The lock also holds back a
 * logo being tagged with it meanwhile (the foreign key check needs a share lock on the row), so
 * the logos read next are all the logos to re-index.
 */
export async function lockOne(db: Db, id: number): Promise<boolean> {
  const found = await rows<{ id: number }>(db, sql`select id from keywords where id = ${id} for update`);
  return found.length > 0;
}

export async function updateOne(db: Db, id: number, k: KeywordFields): Promise<void> {
  await db.execute(
    sql`update keywords set name_ja = ${k.nameJa}, name_vi = ${k.nameVi}, name_en = ${k.nameEn},
          updated_at = now()
        where id = ${id}`,
  );
}

/** Deletes a keyword; its links to logos go with it (on delete cascade). */
export async function deleteOne(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from keywords where id = ${id}`);
}
