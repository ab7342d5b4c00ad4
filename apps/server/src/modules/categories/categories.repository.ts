import type { CategoryKind } from '@logoya/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { containsPattern, listOrder } from '../../platform/db/sql.ts';

/** Each kind's table and the join table linking it to logos: code constants, never input. */
const TABLES: Record<CategoryKind, { table: string; join: string; column: string }> = {
  colors: { table: 'colors', join: 'logo_colors', column: 'color_id' },
  industries: { table: 'industries', join: 'logo_industries', column: 'industry_id' },
  tastes: { table: 'tastes', join: 'logo_tastes', column: 'taste_id' },
};

export interface CategoryRow {
  id: number;
  name_ja: string;
  name_en: string;
  name_vi: string;
  key_name: string;
  logos_count: number;
  created_at: string | Date;
}

export interface CategoryFields {
  nameJa: string;
  nameEn: string;
  nameVi: string;
  keyName: string;
}

export interface CategoryPageFilter {
  search?: string | undefined;
  sortField?: string | undefined;
  sortValue?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
}

const SORTABLE: Record<string, string> = {
  id: 'c.id',
  name_ja: 'c.name_ja',
  name_en: 'c.name_en',
  name_vi: 'c.name_vi',
  key_name: 'c.key_name',
  created_at: 'c.created_at',
};

/** Logos still in the catalogue (not soft-deleted, state 9) linked to the row `c`. */
function logosUsing(kind: CategoryKind): SQL {
  const t = TABLES[kind];
  return sql`(select count(*)::int from ${sql.identifier(t.join)} j join logos l on l.id = j.logo_id
              where j.${sql.identifier(t.column)} = c.id and l.state <> 9)`;
}

function selectRows(kind: CategoryKind): SQL {
  return sql`select c.id, c.name_ja, c.name_en, c.name_vi, c.key_name, c.created_at,
                    ${logosUsing(kind)} as logos_count
             from ${sql.identifier(TABLES[kind].table)} c`;
}

function searchWhere(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const p = containsPattern(search);
  const id = /^\d{1,9}$/.test(search) ? Number(search) : -1;
  return sql`(c.id = ${id} or c.name_ja ilike ${p} or c.name_en ilike ${p} or c.name_vi ilike ${p}
              or c.key_name ilike ${p})`;
}

/** One page of a kind, searched over the names and the slug, newest first unless sorted. */
export async function pageOf(db: Db, kind: CategoryKind, f: CategoryPageFilter) {
  const where = searchWhere(f.search);
  const order = listOrder(SORTABLE, f.sortField, f.sortValue, 'c.created_at desc', 'c.id desc');
  const [list, [count]] = await Promise.all([
    rows<CategoryRow>(
      db,
      sql`${selectRows(kind)} where ${where} order by ${order} limit ${f.limit} offset ${f.offset}`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(TABLES[kind].table)} c where ${where}`,
    ),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

export async function findOne(db: Db, kind: CategoryKind, id: number): Promise<CategoryRow | undefined> {
  const [row] = await rows<CategoryRow>(db, sql`${selectRows(kind)} where c.id = ${id}`);
  return row;
}

/** Inserts a row at the end of the kind's display order; a taken slug fails the unique index (23505). */
export async function insertOne(db: Db, kind: CategoryKind, c: CategoryFields): Promise<number> {
  const table = sql.identifier(TABLES[kind].table);
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into ${table} (name_ja, name_en, name_vi, key_name, sort, created_at, updated_at)
        values (${c.nameJa}, ${c.nameEn}, ${c.nameVi}, ${c.keyName},
                coalesce((select max(sort) from ${table}), 0) + 1, now(), now())
        returning id`,
  );
  return Number(row!.id);
}

/** Updates a row; false when there is none. A taken slug fails the unique index (23505). */
export async function updateOne(db: Db, kind: CategoryKind, id: number, c: CategoryFields): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`update ${sql.identifier(TABLES[kind].table)}
        set name_ja = ${c.nameJa}, name_en = ${c.nameEn}, name_vi = ${c.nameVi}, key_name = ${c.keyName},
            updated_at = now()
        where id = ${id} returning id`,
  );
  return found.length > 0;
}

/**
 * Locks a row for its deletion and counts the logos using it. The row lock also holds back a
 * logo being linked to it meanwhile (the foreign key check needs a share lock on the row), so the
 * count cannot go stale before the delete.
 */
export async function lockWithUsage(
  db: Db,
  kind: CategoryKind,
  id: number,
): Promise<{ logos: number } | undefined> {
  const [locked] = await rows<{ id: number }>(
    db,
    sql`select c.id from ${sql.identifier(TABLES[kind].table)} c where c.id = ${id} for update`,
  );
  if (!locked) return undefined;
  const [row] = await rows<{ n: number }>(
    db,
    sql`select ${logosUsing(kind)} as n from ${sql.identifier(TABLES[kind].table)} c where c.id = ${id}`,
  );
  return { logos: Number(row?.n ?? 0) };
}

/** Deletes a row; links from soft-deleted logos go with it (on delete cascade). */
export async function deleteOne(db: Db, kind: CategoryKind, id: number): Promise<void> {
  await db.execute(sql`delete from ${sql.identifier(TABLES[kind].table)} where id = ${id}`);
}
