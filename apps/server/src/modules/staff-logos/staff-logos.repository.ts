import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { activeKeep, containsPattern, inIds, newestFirst } from '../../platform/db/sql.ts';

/**
 * SQL of the back office's logos: the staff list and the editor's reads. The editor's writes to
 * `logos` go through the logos module, its one writer (ADR 0083).
 */

/** The fields staff edit, as stored. */
export interface LogoFieldsRow {
  id: number;
  name_ja: string | null;
  name_en: string | null;
  name_vi: string | null;
  explain: string | null;
  explain_en: string | null;
  explain_vi: string | null;
  designer_ref: string | null;
  designer_id: number | null;
  state: number;
  /** When it first went on sale; null: not yet (ADR 0086). */
  published_at: string | Date | null;
}

const fieldColumns = sql`l.id, l.name_ja, l.name_en, l.name_vi, l.explain, l.explain_en, l.explain_vi,
  l.designer_ref, l.designer_id, l.state, l.published_at`;

/**
 * Locks a logo row for an edit (deleted logos are not edited) and reads it, so edits of one logo
 * queue and each change-log row's old value is what the change replaced.
 */
export async function lockLogo(tx: Db, id: number): Promise<LogoFieldsRow | undefined> {
  const [row] = await rows<LogoFieldsRow>(
    tx,
    sql`select ${fieldColumns} from logos l where l.id = ${id} and l.state <> 9 for update`,
  );
  return row;
}

/** The same read without a lock, for checks made before a transaction. */
export async function findLogo(db: Db, id: number): Promise<LogoFieldsRow | undefined> {
  const [row] = await rows<LogoFieldsRow>(
    db,
    sql`select ${fieldColumns} from logos l where l.id = ${id} and l.state <> 9`,
  );
  return row;
}

export interface StaffFilter {
  state?: number | undefined;
  /** Only these designers' logos (a designer's own scope, or an admin's filter). */
  designers?: readonly number[] | undefined;
  keyword?: string | undefined;
  industries?: readonly number[] | undefined;
  colors?: readonly number[] | undefined;
  tastes?: readonly number[] | undefined;
  alphabets?: readonly number[] | undefined;
  /** One logo only (the detail). */
  id?: number | undefined;
}

/** A logo with any of `ids` in a join table; ids of 0 (All) are dropped, and only 0 means no filter. */
function linked(table: string, column: string, ids: readonly number[] | undefined): SQL | null {
  const real = (ids ?? []).filter((id) => id > 0);
  if (real.length === 0) return null;
  return sql`exists (select 1 from ${sql.identifier(table)} j where j.logo_id = l.id and ${inIds(
    sql`j.${sql.identifier(column)}`,
    real,
  )})`;
}

/** The staff list's filters as SQL over `logos l`; the catalogue CSV export reads the same ones. */
export function staffLogoWhere(f: StaffFilter): SQL {
  const where: (SQL | null)[] = [f.state === undefined ? sql`l.state <> 9` : sql`l.state = ${f.state}`];
  if (f.id !== undefined) where.push(sql`l.id = ${f.id}`);
  if (f.designers) where.push(inIds(sql`l.designer_id`, f.designers));
  if (f.keyword) {
    const p = containsPattern(f.keyword);
    const byId = /^\d{1,9}$/.test(f.keyword) ? sql` or l.id = ${Number(f.keyword)}` : sql``;
    where.push(
      sql`(l.name_ja ilike ${p} or l.name_en ilike ${p} or l.name_vi ilike ${p} or l.designer_ref ilike ${p}${byId})`,
    );
  }
  where.push(linked('logo_industries', 'industry_id', f.industries));
  where.push(linked('logo_colors', 'color_id', f.colors));
  where.push(linked('logo_tastes', 'taste_id', f.tastes));
  where.push(linked('logo_alphabets', 'alphabet_id', f.alphabets));
  return sql.join(
    where.filter((w): w is SQL => w !== null),
    sql` and `,
  );
}

export async function countStaffLogos(db: Db, f: StaffFilter): Promise<number> {
  const [row] = await rows<{ total: number | string }>(
    db,
    sql`select count(*)::int as total from logos l where ${staffLogoWhere(f)}`,
  );
  return Number(row?.total ?? 0);
}

export interface StaffLogoRow extends LogoFieldsRow {
  designer_name: string | null;
  main_key: string | null;
  hover_key: string | null;
  held: boolean;
  kept: boolean;
  favorites_count: number;
  zip: boolean;
  created_at: string | Date;
  updated_at: string | Date;
}

/** One page of staff cards in one statement (images and flags are correlated sub-queries). */
export function listStaffLogos(
  db: Db,
  f: StaffFilter,
  page: { limit: number; offset: number },
): Promise<StaffLogoRow[]> {
  return rows<StaffLogoRow>(
    db,
    sql`select ${fieldColumns}, u.name as designer_name, l.favorites_count, l.created_at, l.updated_at,
        (select i.storage_key from logo_images i
          where i.logo_id = l.id and i.kind = 'main'
          order by case i.format when 'gif' then 0 else 1 end, i.sort, i.id limit 1) as main_key,
        (select i.storage_key from logo_images i
          where i.logo_id = l.id and i.kind = 'hover' order by i.sort, i.id limit 1) as hover_key,
        exists (select 1 from logo_holds h where h.logo_id = l.id) as held,
        exists (select 1 from favorites f where f.logo_id = l.id and ${activeKeep()}) as kept,
        exists (select 1 from zips z where z.logo_id = l.id) as zip
      from logos l left join users u on u.id = l.designer_id
      where ${staffLogoWhere(f)}
      order by ${newestFirst}
      limit ${page.limit} offset ${page.offset}`,
  );
}

/** A staff account that may be a logo's designer (a designer, or an admin), not deleted. */
export async function isDesignerAccount(db: Db, userId: number): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`select id from users where id = ${userId} and role in ('designer', 'admin') and deleted_at is null`,
  );
  return found.length > 0;
}
